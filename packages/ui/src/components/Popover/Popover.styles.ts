import * as PopoverPrimitive from '@radix-ui/react-popover';
import { css, keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/* Movement only, no fade: a popup is readable (and counts as visible) from its first frame. */
const popIn = keyframes`
  from { transform: scale(0.96); }
  to { transform: none; }
`;

/**
 * The floating surface every popup primitive shares (Popover, DropdownMenu, the DatePicker's calendar): portalled
 * to <body>, where the theme variables live, and growing out of its trigger.
 */
export const popupSurface = css`
  z-index: ${theme.zIndex.popover};
  box-sizing: border-box;
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bgPopup};
  box-shadow: ${theme.shadow[2]};
  color: ${theme.color.text1};
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight};
  transform-origin: var(--radix-popper-transform-origin);
  animation: ${popIn} ${theme.motion.fast} ease-out;

  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const PopoverPanel = styled(PopoverPrimitive.Content)`
  ${popupSurface}
  --pc-popover-width: auto;
  /* No cap of its own by default: the room on screen is never more than the window. */
  --pc-popover-max-height: 100vh;

  display: flex;
  flex-direction: column;
  width: var(--pc-popover-width);
  max-width: calc(100vw - 24px);
  max-height: min(var(--pc-popover-max-height), var(--radix-popover-content-available-height));
  padding: ${theme.space.md} ${theme.space.lg};

  /* Edge to edge, so the rounded corners clip the content. */
  &[data-flush] {
    overflow: hidden;
    padding: 0;
  }
`;

/* The body scrolls, not the panel, so the arrow outside the panel's box is never clipped. */
export const PopoverBody = styled.div`
  min-height: 0;
  overflow: auto;

  [data-flush] > & {
    display: flex;
    flex-direction: column;
  }
`;

export const PopoverHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};

  [data-flush] > & {
    margin-bottom: 0;
    padding: ${theme.space.md} ${theme.space.lg};
    border-bottom: 1px solid ${theme.color.border2};
  }
`;

export const PopoverTitle = styled.h2`
  margin: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

export const PopoverArrow = styled(PopoverPrimitive.Arrow)`
  fill: ${theme.color.bgPopup};
  stroke: ${theme.color.border2};
  stroke-width: 1px;
`;
