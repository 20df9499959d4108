import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { QrCode } from './qr-code.tsx';
import { qrMatrix, qrPath } from './qr-matrix.ts';

/** A finder pattern: a 7×7 dark ring, a light ring, a 3×3 dark core. */
function hasFinderAt(matrix: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r += 1) {
    for (let c = 0; c < 7; c += 1) {
      const ring = r === 0 || r === 6 || c === 0 || c === 6;
      const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
      if (matrix[top + r]?.[left + c] !== (ring || core)) return false;
    }
  }
  return true;
}

describe('qrMatrix', () => {
  it('uses version 1 (21 modules) for short text and grows for long text', () => {
    expect(qrMatrix('hello')).toHaveLength(21);
    const long = qrMatrix('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'.repeat(4));
    expect(long.length).toBeGreaterThan(21);
    expect((long.length - 17) % 4).toBe(0);
  });

  it('draws the three finder patterns', () => {
    const matrix = qrMatrix('0x52908400098527886E0F7030069857D2E4169EE7');
    const end = matrix.length - 7;
    expect(hasFinderAt(matrix, 0, 0)).toBe(true);
    expect(hasFinderAt(matrix, 0, end)).toBe(true);
    expect(hasFinderAt(matrix, end, 0)).toBe(true);
    expect(hasFinderAt(matrix, end, end)).toBe(false);
  });

  it('encodes non-Latin text as UTF-8 so different texts give different codes', () => {
    expect(qrMatrix('充值地址')).not.toEqual(qrMatrix('充值地'));
    expect(qrMatrix('عنوان')).not.toEqual(qrMatrix('abc'));
  });
});

describe('qrPath', () => {
  it('draws one square per dark module, shifted by the margin', () => {
    expect(
      qrPath(
        [
          [true, false],
          [false, true],
        ],
        2,
      ),
    ).toBe('M2 2h1v1h-1zM3 3h1v1h-1z');
  });
});

describe('QrCode', () => {
  it('renders a labelled SVG image with the quiet zone in its view box', async () => {
    const screen = await render(
      <QrCode value="hello" label="Deposit address QR code" size={120} />,
    );
    const image = screen.getByRole('img', { name: 'Deposit address QR code' });
    await expect.element(image).toHaveAttribute('viewBox', '0 0 29 29');
    await expect.element(image).toHaveAttribute('width', '120');
  });
});
