import * as ContextMenu from '@radix-ui/react-context-menu';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { css, keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/** Height of the bar (Arco Design Pro's tab bar: 24-px tags on a 32-px strip, plus breathing room). */
export const TAB_BAR_HEIGHT = 40;

const EDGE_FADE = '24px';

export const TabBarRoot = styled.div`
  display: flex;
  box-sizing: border-box;
  width: 100%;
  height: ${TAB_BAR_HEIGHT}px;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md} 0 ${theme.space.xl};
  border-bottom: 1px solid ${theme.color.border2};
  background: ${theme.color.bg2};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};
`;

/*
 * The scroller lays out the tabs and the close buttons as one row. They live in two DOM groups (a tablist may own
 * only tabs, and a tab may not contain a button), and `order` puts each close button right after its tab.
 */
export const TabScroller = styled.div`
  display: flex;
  min-width: 0;
  height: 100%;
  flex: 1;
  align-items: center;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
  &[data-overflow-start='true'] {
    mask-image: linear-gradient(to right, transparent, #000 ${EDGE_FADE});
  }
  &[data-overflow-end='true'] {
    mask-image: linear-gradient(to left, transparent, #000 ${EDGE_FADE});
  }
  &[data-overflow-start='true'][data-overflow-end='true'] {
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${EDGE_FADE},
      #000 calc(100% - ${EDGE_FADE}),
      transparent
    );
  }
`;

export const TabGroup = styled.div`
  display: contents;
`;

const tagSurface = css`
  box-sizing: border-box;
  height: 24px;
  flex: none;
  margin: 0;
  border: 1px solid ${theme.color.border2};
  background: ${theme.color.fill2};
  color: ${theme.color.text2};
  font-family: inherit;
  font-size: ${theme.font.size.xs};
  line-height: 22px;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} linear,
    border-color ${theme.motion.fast} linear,
    color ${theme.motion.fast} linear;

  &[data-active='true'] {
    border-color: ${theme.color.primaryScale[2]};
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
  }
  &:focus-visible {
    position: relative;
    z-index: 1;
    outline: 2px solid ${theme.color.primaryScale[4]};
    outline-offset: -2px;
  }
`;

export const TabButton = styled.button`
  ${tagSurface}
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-inline-end: ${theme.space.xs};
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  white-space: nowrap;

  &:hover:not([data-active='true']) {
    background: ${theme.color.fill3};
    color: ${theme.color.text1};
  }
  &[data-closable='true'] {
    margin-inline-end: 0;
    padding-inline-end: ${theme.space.xs};
    border-inline-end: 0;
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
`;

/** The small dot that marks a tab whose page holds unsaved input. */
export const DirtyDot = styled.span`
  width: 6px;
  height: 6px;
  flex: none;
  border-radius: ${theme.radius.round};
  background: ${theme.color.warning};
`;

export const CloseButton = styled.button`
  ${tagSurface}
  display: inline-flex;
  width: 20px;
  align-items: center;
  justify-content: center;
  margin-inline-end: ${theme.space.xs};
  padding: 0 ${theme.space.xs} 0 0;
  border-inline-start: 0;
  border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  font-size: 12px;

  > svg {
    box-sizing: content-box;
    padding: 1px;
    border-radius: ${theme.radius.round};
  }
  &:hover > svg {
    background: ${theme.color.fill3};
    color: ${theme.color.text1};
  }
  &[data-active='true']:hover > svg {
    background: ${theme.color.primaryScale[1]};
    color: ${theme.color.primaryText};
  }
`;

export const MoreButton = styled.button`
  display: inline-flex;
  width: 24px;
  height: 24px;
  flex: none;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 0;
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  cursor: pointer;
  font-size: ${theme.font.size.md};
  transition: background-color ${theme.motion.fast} linear;

  &:hover,
  &[data-state='open'] {
    background: ${theme.color.fill2};
    color: ${theme.color.text1};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primaryScale[4]};
    outline-offset: 1px;
  }
`;

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

const popupSurface = css`
  z-index: ${theme.zIndex.popover};
  box-sizing: border-box;
  min-width: 168px;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bgPopup};
  box-shadow: ${theme.shadow[2]};
  color: ${theme.color.text1};
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

const menuRow = css`
  display: flex;
  min-height: 32px;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text1};
  cursor: pointer;
  outline: none;
  user-select: none;
  white-space: nowrap;

  > svg {
    flex: none;
    color: ${theme.color.text2};
  }
  &[data-highlighted] {
    background: ${theme.color.fill2};
  }
  &[data-disabled] {
    color: ${theme.color.text3};
    cursor: not-allowed;
  }
  &[data-disabled] > svg {
    color: ${theme.color.text3};
  }
`;

const separator = css`
  height: 1px;
  margin: ${theme.space.xs} 0;
  background: ${theme.color.border2};
`;

export const ContextMenuContent = styled(ContextMenu.Content)`
  ${popupSurface}
`;
export const ContextMenuItem = styled(ContextMenu.Item)`
  ${menuRow}
`;
export const ContextMenuSeparator = styled(ContextMenu.Separator)`
  ${separator}
`;

export const DropdownMenuContent = styled(DropdownMenu.Content)`
  ${popupSurface}
`;
export const DropdownMenuItem = styled(DropdownMenu.Item)`
  ${menuRow}
`;
export const DropdownMenuSeparator = styled(DropdownMenu.Separator)`
  ${separator}
`;
