import { css } from 'styled-components';
import { theme } from '../../theme/tokens';

/**
 * The keyboard focus ring every interactive primitive shares: an outline that shows only for keyboard focus and
 * survives forced-colours mode (a box-shadow alone would vanish there).
 */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Standard colour/background/border transition; the global style shortens it under prefers-reduced-motion. */
export const controlTransition = css`
  transition:
    color ${theme.motion.fast} linear,
    background-color ${theme.motion.fast} linear,
    border-color ${theme.motion.fast} linear,
    box-shadow ${theme.motion.fast} linear;
`;

/**
 * The filled box of Arco's text controls (Input, Textarea, Select): grey fill and no visible border until hover or
 * focus. Each control adds its own height and padding, and applies `filledControlFocus` where it shows focus.
 */
export const filledControl = css`
  box-sizing: border-box;
  width: 100%;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: ${theme.color.fill2};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  ${controlTransition}

  &:hover {
    background: ${theme.color.fill3};
  }
`;

/** The focused look of a filled control. */
export const filledControlFocus = css`
  border-color: ${theme.color.primary};
  background: ${theme.color.bg2};
  box-shadow: ${theme.shadow.focus};
`;

/** The focused look of a filled control in its error state. */
export const filledControlInvalidFocus = css`
  border-color: ${theme.color.danger};
  background: ${theme.color.bg2};
  box-shadow: 0 0 0 2px color-mix(in srgb, ${theme.color.danger} 25%, transparent);
`;

/**
 * A small borderless icon button (an alert's or a toast's close, a password's show/hide): centred icon, secondary
 * colour, a fill behind it on hover and an outline hugging it for keyboard focus. The button sets its own size.
 */
export const quietIconButton = (hoverFill: string = theme.color.fill3) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  cursor: pointer;
  ${controlTransition}

  &:hover {
    background: ${hoverFill};
    color: ${theme.color.text1};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 0;
  }
`;

/**
 * A screen's grid laid out by its container's width (ADR 013): one column, `gap` apart, then from each width in
 * `steps` on, that step's columns, asked of the size container named `container` (the screen's `styled(Page)`), e.g.
 * `containerColumns('data-analysis', { 560: 'repeat(2, minmax(0, 1fr))', 1080: 'repeat(4, minmax(0, 1fr))' })`.
 */
export const containerColumns = (
  container: string,
  steps: Readonly<Record<number, string>>,
  gap: string = theme.space.lg,
) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${gap};

  ${Object.entries(steps).map(
    ([width, columns]) => css`
      @container ${container} (width >= ${width}px) {
        grid-template-columns: ${columns};
      }
    `,
  )}
`;
