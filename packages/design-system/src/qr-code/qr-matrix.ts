import qrcode from 'qrcode-generator';

/** How much damage the code survives: L 7 %, M 15 %, Q 25 %, H 30 %. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/**
 * The dark/light modules of a QR code for `value`, encoded as UTF-8 bytes, in the smallest
 * version that holds it. `matrix[row][col]` is true for a dark module.
 *
 * @example qrMatrix('hello').length // 21 (version 1)
 */
export function qrMatrix(value: string, errorCorrection: QrErrorCorrection = 'M'): boolean[][] {
  const code = qrcode(0, errorCorrection);
  // The library's default string-to-bytes keeps only the low byte of each UTF-16 unit, which
  // breaks non-Latin text; handing it one char per UTF-8 byte encodes any text correctly without
  // mutating the library's global encoder.
  const bytes = new TextEncoder().encode(value);
  code.addData(String.fromCharCode(...bytes), 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => code.isDark(row, col)),
  );
}

/** One SVG path drawing every dark module as a 1×1 square, offset by `margin` modules. */
export function qrPath(matrix: readonly (readonly boolean[])[], margin: number): string {
  const parts: string[] = [];
  matrix.forEach((cells, row) => {
    cells.forEach((dark, col) => {
      if (dark) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    });
  });
  return parts.join('');
}
