import { css } from 'styled-components';
import { theme } from '../../theme/tokens';

/**
 * The keyboard focus ring every interactive primitive shares: an outline that shows only for keyboard focus and
 * survives forced-colours mode (a box-shadow alone would vanish there).
 */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid var(--pc-primary-5);
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
