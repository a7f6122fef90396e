import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import styles from './booking.module.css';

/** A QR code drawn as an SVG from `value` (a Pix BR Code, a voucher); `label` is its alt text. */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (markup) => {
        if (live) setSvg({ value, markup });
      },
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg || svg.value !== value) return <Skeleton width={size} height={size} />;
  return (
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      width={size}
      height={size}
    />
  );
}
