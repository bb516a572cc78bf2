import type { CSSProperties } from 'react';

/** The dialog width as a CSS variable, so the stylesheet stays static and still caps it at the window width. */
export function modalWidthStyle(width: number | string | undefined): CSSProperties | undefined {
  if (width == null) return undefined;
  return { '--pc-modal-width': typeof width === 'number' ? `${width}px` : width } as CSSProperties;
}
