import { styled } from 'styled-components';
import { TabsContent } from '../../../components/Tabs';
import { Page } from '../../../components/Page';
import { theme } from '../../../theme/tokens';

/*
 * The page lays itself out by the width it is given (ADR 013): one column on a phone; the studio column beside a
 * side column of status, operations and information from 760 px; the chat as a third column on the left from
 * 1180 px, as in the Arco monitor.
 */
export const MonitorRoot = styled(Page)`
  container-name: monitor;
`;

export const MonitorLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main' 'chat' 'side';
  gap: ${theme.space.lg};
  align-items: start;

  @container monitor (width >= 760px) {
    grid-template-columns: minmax(0, 1fr) 280px;
    grid-template-areas: 'main side' 'chat side';
  }
  /* 280 px each side leaves the studio table its 510 px at the console's 1180 px content width. */
  @container monitor (width >= 1180px) {
    grid-template-columns: 280px minmax(0, 1fr) 280px;
    grid-template-areas: 'chat main side';
  }
`;

export const MonitorColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;

  &[data-area='chat'] {
    grid-area: chat;
  }
  &[data-area='main'] {
    grid-area: main;
  }
  &[data-area='side'] {
    grid-area: side;
  }
`;

/* The chat. */

export const ChatLogFrame = styled.div`
  position: relative;
`;

export const ChatLog = styled.div`
  height: 520px;
  overflow-y: auto;
  /* Scroll anchoring keeps the message being read in place when old ones drop off the top. */
  overflow-anchor: auto;
  border-radius: ${theme.radius.md};
  outline-offset: -2px;
  overscroll-behavior: contain;
`;

export const ChatList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ChatEntry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.xs} ${theme.space.sm} ${theme.space.sm};
  border-radius: ${theme.radius.md};

  &:hover {
    background: ${theme.color.fill1};
  }
`;

export const ChatUsername = styled.span`
  color: ${theme.color.warningText};
  font-size: ${theme.font.size.xs};
`;

export const ChatContent = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const ChatTime = styled.time`
  grid-column: 1 / -1;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
`;

export const ChatJump = styled.div`
  position: absolute;
  right: 0;
  bottom: ${theme.space.sm};
  left: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;

  & > * {
    pointer-events: auto;
    box-shadow: ${theme.shadow[2]};
  }
`;

export const ChatForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.color.border2};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/* The studio list. */

export const StudioCell = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
`;

export const StudioThumb = styled.span`
  display: block;
  flex: 0 0 auto;
  width: 64px;
  height: 36px;
  overflow: hidden;
  border-radius: ${theme.radius.sm};

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const StudioPanel = styled(TabsContent)`
  margin-top: ${theme.space.lg};
`;

export const StudioName = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;

  & > span:nth-child(2) {
    color: ${theme.color.text3};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.regular};
  }
`;

/* The preview. */

export const PreviewPoster = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  aspect-ratio: 16 / 9;
  max-height: 300px;
  width: 100%;
  background: ${theme.color.fill2};

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const PreviewBadges = styled.div`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  display: flex;
  gap: ${theme.space.xs};
`;

export const PreviewFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

export const PreviewHost = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
`;

export const PreviewAvatar = styled.span`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.round};
  background: ${theme.color.primaryBg};
  color: ${theme.color.primaryText};
  font-weight: ${theme.font.weight.medium};
`;

export const PreviewViewers = styled.span`
  color: ${theme.color.text2};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
`;

/* Status, operations. */

export const StatusTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${theme.space.xs} 0;
    text-align: start;
    font-weight: ${theme.font.weight.regular};
  }
  & thead th {
    color: ${theme.color.text3};
    font-size: ${theme.font.size.xs};
  }
  & tbody th {
    color: ${theme.color.text2};
  }
`;

export const StatusSubtitle = styled.h3`
  margin: ${theme.space.lg} 0 ${theme.space.sm};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

export const OperationList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
