import { styled } from 'styled-components';
import { TabsList } from '../../components/Tabs';
import { theme } from '../../theme/tokens';

/** The screen root; it brings no outer padding (the host pads it) and lays out by its own width. */
export const UserPage = styled.div`
  container: user-page / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  color: ${theme.color.text1};
`;

/** Main column (projects, activity) and a narrow side column (teams, visits), stacked on narrow screens. */
export const UserInfoGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  align-items: start;

  @container user-page (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

export const UserColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/** The settings tabs head their card; the panel starts below them. */
export const UserTabsList = styled(TabsList)`
  margin-bottom: ${theme.space.xl};
`;
