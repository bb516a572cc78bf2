import { useId } from 'react';

/** Props of `PastureLogo`; a variant's own `Logo` component receives the same. */
export interface PastureLogoProps {
  /** Edge length in px. Default 32. */
  size?: number;
  /** Accessible name; omit when the logo sits next to the product name (it is then decorative). */
  title?: string;
}

/** The product mark: rolling pasture hills under a sun, on the brand blue. */
export function PastureLogo({ size = 32, title }: PastureLogoProps) {
  const titleId = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-labelledby={title ? titleId : undefined}
      focusable="false"
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <rect width="48" height="48" rx="10" fill="#165DFF" />
      <circle cx="33" cy="15" r="5" fill="#FFE27A" />
      <path d="M4 33c7-7 14-9 22-5s13 3 18-1v15a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6Z" fill="#6AA1FF" />
      <path d="M4 39c8-5 16-6 24-3s12 2 16 0v6a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6Z" fill="#E8F3FF" />
    </svg>
  );
}
