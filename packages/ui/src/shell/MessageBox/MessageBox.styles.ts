import { styled } from 'styled-components';
import { focusRing } from '../../components/shared/styles';
import { Badge } from '../../components/Tag/Badge';
import { Tabs, TabsContent } from '../../components/Tabs/Tabs';
import { theme } from '../../theme/tokens';

/*
 * The Badge primitive, placed where the bell's corner badge sits in Arco Design Pro: over the button's top-right
 * edge. The button's name says the count, so the badge is decorative.
 */
export const MessageBoxBadge = styled(Badge)`
  && {
    position: absolute;
    top: -6px;
    left: calc(100% - 12px);
    pointer-events: none;
  }
`;

export const MessageBoxTabsRoot = styled(Tabs)`
  display: flex;
  min-height: 0;
  flex: 1;
  flex-direction: column;
`;

export const MessageBoxHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border2};
`;

export const MessageBoxNotice = styled.div`
  flex: none;
  padding: ${theme.space.sm} ${theme.space.md} 0;
`;

/** A scrolling panel: its focus ring is drawn inside, where the popover cannot clip it. */
export const MessageBoxPanel = styled(TabsContent)`
  min-height: 0;
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: none;
    box-shadow: inset ${theme.shadow.focusVisible};
  }
`;

export const MessageBoxState = styled.div`
  display: flex;
  min-height: 200px;
  box-sizing: border-box;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg} ${theme.space.xl};
`;

export const MessageBoxList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MessageBoxItemRoot = styled.li`
  position: relative;
  display: flex;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.xl} ${theme.space.md} ${theme.space.xl};
  border-bottom: 1px solid ${theme.color.border1};
  transition: background-color ${theme.motion.fast} linear;

  &:last-child {
    border-bottom: 0;
  }
  &[data-status='unread'] {
    cursor: pointer;
  }
  &[data-status='unread']:hover {
    background: ${theme.color.fill1};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The blue dot left of an unread entry. */
export const MessageBoxUnreadDot = styled.span`
  position: absolute;
  top: 24px;
  left: 8px;
  width: 6px;
  height: 6px;
  border-radius: ${theme.radius.round};
  background: ${theme.color.primary};
`;

export const MessageBoxAvatar = styled.span`
  display: inline-flex;
  width: 32px;
  height: 32px;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${theme.radius.round};
  background: ${theme.color.primaryBg};
  color: ${theme.color.primaryText};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};

  &[data-type='notice'] {
    background: ${theme.color.warningBg};
    color: ${theme.color.warningText};
  }
  &[data-type='todo'] {
    background: ${theme.color.successBg};
    color: ${theme.color.successText};
  }
  > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /*
   * A read entry's avatar steps back: a photo fades, an initial turns grey. Fading an initial too took its letter
   * below 4.5:1 against its tint.
   */
  [data-status='read'] > & {
    background: ${theme.color.fill2};
    color: ${theme.color.text2};
  }
  [data-status='read'] > & > img {
    opacity: 0.65;
  }
`;

export const MessageBoxItemBody = styled.div`
  display: flex;
  min-width: 0;
  flex: 1;
  flex-direction: column;
  gap: 2px;
`;

export const MessageBoxItemHeader = styled.div`
  display: flex;
  min-width: 0;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

export const MessageBoxItemTitle = styled.span`
  overflow: hidden;
  min-width: 0;
  color: ${theme.color.text1};
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-status='unread'] & {
    font-weight: ${theme.font.weight.medium};
  }
  > span + span {
    color: ${theme.color.text3};
    font-weight: ${theme.font.weight.regular};
  }
`;

export const MessageBoxItemContent = styled.p`
  display: -webkit-box;
  overflow: hidden;
  margin: 0;
  color: ${theme.color.text1};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  word-break: break-word;

  [data-status='read'] & {
    color: ${theme.color.text3};
  }
`;

export const MessageBoxItemMeta = styled.div`
  display: flex;
  min-height: 24px;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
`;

export const MessageBoxMarkRead = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 1px ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.primaryText};
  cursor: pointer;
  font: inherit;
  font-size: ${theme.font.size.xs};

  &:hover:not(:disabled) {
    background: ${theme.color.primaryBg};
  }
  &:disabled {
    cursor: progress;
  }
  ${focusRing}
`;

export const MessageBoxFooter = styled.div`
  display: flex;
  flex: none;
  border-top: 1px solid ${theme.color.border2};

  > button {
    flex: 1;
    justify-content: center;
    height: 40px;
    border-radius: 0;
  }
  > button + button {
    border-left: 1px solid ${theme.color.border2};
  }
`;

export const MessageBoxFooterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0 ${theme.space.lg};
  border: 0;
  background: transparent;
  color: ${theme.color.primaryText};
  cursor: pointer;
  font: inherit;
  font-size: ${theme.font.size.md};

  &:hover:not(:disabled) {
    background: ${theme.color.fill1};
  }
  &:disabled {
    color: ${theme.color.text3};
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${theme.shadow.focusVisible};
  }
`;
