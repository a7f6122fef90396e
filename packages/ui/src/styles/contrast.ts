/** WCAG 2 contrast between two sRGB colours given as #rrggbb or #rgb. */

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '').trim();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** Relative luminance as WCAG 2 defines it. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `rgb(r, g, b)` / `rgb(r g b)` as the browser reports computed colours, to #rrggbb. */
export function rgbToHex(rgb: string): string {
  const match = /rgba?\(\s*(\d+)[ ,]+(\d+)[ ,]+(\d+)/.exec(rgb);
  if (!match) return rgb.trim();
  return `#${match
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}
