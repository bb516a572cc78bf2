import * as Tabs from '@radix-ui/react-tabs';
import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const UserPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  color: ${theme.color.text1};
`;

/** Main column (projects, activity) and a narrow side column (teams, visits), stacked on narrow screens. */
export const UserInfoGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: ${theme.space.lg};
  align-items: start;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const UserColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/** Arco's capsule tabs: the chosen one sits on a light fill in the primary text colour. */
export const UserTabList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xl};
`;

export const UserTabTrigger = styled(Tabs.Trigger)`
  padding: 5px ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radius.round};
  background: transparent;
  color: ${theme.color.text2};
  font: inherit;
  font-size: ${theme.font.size.md};
  line-height: 22px;
  cursor: pointer;

  &:hover {
    background: ${theme.color.fill2};
    color: ${theme.color.text1};
  }
  &[data-state='active'] {
    background: ${theme.color.fill2};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }
  &:focus-visible {
    outline: 2px solid var(--pc-primary-5);
    outline-offset: 2px;
  }
`;

/** A tab panel that stays mounted (`forceMount`) so typed input survives a tab switch; hidden while inactive. */
export const UserTabPanel = styled(Tabs.Content)`
  &[data-state='inactive'] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid var(--pc-primary-5);
    outline-offset: 4px;
  }
`;
