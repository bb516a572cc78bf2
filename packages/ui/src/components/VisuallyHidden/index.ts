/** Hides content visually while keeping it available to screen readers (Radix, re-exported). */
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
export type { VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';
