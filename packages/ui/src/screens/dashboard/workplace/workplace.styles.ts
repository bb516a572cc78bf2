import { styled } from 'styled-components';
import { TabsList } from '../../../components/Tabs';
import { theme } from '../../../theme/tokens';

/*
 * The screen lays itself out by the width it is given, not by the viewport: the console's side menu (220 px, or
 * folded) and the story canvas give it different widths at the same viewport. Hence a `Page` root with a `PageGrid`
 * (main column and a 280 px side column from 900 px) and a container query on the main column.
 */

export const WorkplaceColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/**
 * The main column measures itself for the row below: its tables give the title column what their fixed columns
 * (about 280 px) leave, so the cards go side by side only where each gets 412 px or more.
 */
export const WorkplaceMainColumn = styled(WorkplaceColumn)`
  container: workplace-main / inline-size;
`;

/** Popular content and popular authors: side by side when the main column is wide enough, else stacked. */
export const WorkplaceRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};

  @container workplace-main (width >= 840px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const WorkplacePanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg2};
  min-width: 0;
`;

export const WorkplaceWelcome = styled.h1`
  margin: 0;
  padding-bottom: ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border2};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.4;
`;

export const WorkplaceSectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
`;

export const WorkplaceSectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
`;

export const WorkplaceDivider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${theme.color.border2};
`;

export const WorkplaceTabsList = styled(TabsList)`
  margin-bottom: ${theme.space.lg};
`;
