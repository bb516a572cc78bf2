import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';
import { PagePanel } from '../../../components/Page';

/** The screen lays out by its own width: as many cards a row as fit at 260 px or more. */
export const CardListPage = styled(PagePanel)`
  container-name: card-list;
`;

export const CardListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

export const SearchBox = styled.div`
  width: 100%;

  @container card-list (width >= 640px) {
    width: 240px;
  }
`;

/** The groups of a tab, one under the other. */
export const GroupStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxl};
  padding-top: ${theme.space.lg};
`;

export const GroupSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

export const GroupTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
    min-width: 0;
  }
`;

/** A card's body: its lines, then the actions pushed to the bottom so a row of cards lines up. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  height: 100%;
  color: ${theme.color.text2};
  font-size: ${theme.font.size.sm};
  line-height: 1.6;
`;

/** A service's title with its icon before it. */
export const TitleWithIcon = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

export const CardMeta = styled.p`
  margin: 0;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const CardText = styled.p`
  margin: 0;
`;

export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;

  & > div {
    display: flex;
    align-items: baseline;
    gap: ${theme.space.xs};
  }
  & dt {
    color: ${theme.color.text3};
  }
  & dd {
    margin: 0;
    color: ${theme.color.text1};
    font-size: ${theme.font.size.md};
    font-variant-numeric: tabular-nums;
  }
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: auto;
`;

export const ServiceIconBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${theme.radius.round};
  background: ${theme.color.primaryBg};
  color: ${theme.color.primaryText};
  font-size: 16px;
`;
