import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code of a value a wallet app scans (an address, a destination tag). Drawn dark on white whatever the
 * theme, with a quiet zone, so scanners read it in dark mode too.
 */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  return (
    <div className="flex justify-center">
      <div role="img" aria-label={label} className="rounded-xl bg-white p-3">
        <QRCodeSVG value={value} size={size} level="M" marginSize={0} bgColor="#ffffff" fgColor="#000000" />
      </div>
    </div>
  );
}
