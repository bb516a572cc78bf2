import { css, styled } from 'styled-components';
import { tagCloseButton } from '../../components/Tag/Tag.styles';
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
    outline: 2px solid ${theme.color.focus};
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

/*
 * The closable tab's right end: the tab's surface around its close IconButton (a sibling of the tab in the DOM, as a
 * tab may not contain a button), styled as a tag's close button.
 */
export const TabCloseEnd = styled.span`
  ${tagSurface}
  ${tagCloseButton}
  display: inline-flex;
  align-items: center;
  margin-inline-end: ${theme.space.xs};
  padding: 0 ${theme.space.xs} 0 0;
  border-inline-start: 0;
  border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  cursor: default;

  /* The press area stays within the tab's end, off the tab itself. */
  & > button[data-size]::before {
    inset: -4px -4px -4px 0;
  }
`;
