import { useMemo } from 'react';
import { qrMatrix, qrPath, type QrErrorCorrection } from './qr-matrix.ts';
import styles from './qr-code.module.css';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text encoded (a deposit address, a referral link). */
  value: string;
  /** What the code is, for screen readers, e.g. "Deposit address QR code". */
  label: string;
  /** Rendered width and height in pixels; 160 by default. */
  size?: number;
  errorCorrection?: QrErrorCorrection;
  /** Quiet zone around the code, in modules; scanners want 4. */
  margin?: number;
}

/**
 * A QR code drawn as SVG, dark on white in both themes (scanners need a light quiet zone).
 *
 * @example <QrCode value={address} label={t`Deposit address QR code`} size={180} />
 */
export function QrCode({
  value,
  label,
  size = 160,
  errorCorrection = 'M',
  margin = 4,
}: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const matrix = qrMatrix(value, errorCorrection);
    return { path: qrPath(matrix, margin), extent: matrix.length + margin * 2 };
  }, [value, errorCorrection, margin]);

  return (
    <svg
      className={styles.code}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      {/* Fixed black on white, not theme colours: a light-on-dark code fails many scanners. */}
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
