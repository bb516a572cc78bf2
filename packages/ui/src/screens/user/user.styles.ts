import { styled } from 'styled-components';
import { Page } from '../../components/Page';
import { TabsList } from '../../components/Tabs';
import { theme } from '../../theme/tokens';

/** Both user screens' root; its blocks ask `@container user-page (…)`. */
export const UserPage = styled(Page)`
  container-name: user-page;
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
