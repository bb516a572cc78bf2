import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/*
 * The page layer every screen is built on. A screen's root is a `Page` (its blocks on the host's background:
 * dashboards, profiles) or a `PagePanel` (the page is one surface: list and form pages, as in Arco Pro). Either lays
 * its content out by its own width, not the window's (ADR 013): it is a size container, which a screen names with
 * `container-name` in its own `styled(Page)` so its styles can ask `@container <name> (…)`. No outer padding: the
 * host pads its content area. Render it as the element the screen needs: `as="section"` with `aria-labelledby` for a
 * named region, `as="form"` for a page that is one form. Styles are static; the grid's variants are `data-*`.
 */

/** A screen's root: a size container that stacks its blocks in a column, 16 px apart. */
export const Page = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
  color: ${theme.color.text1};
`;

/** A screen's root that is one surface: `Page` with 20 px padding, rounded, on the card background. */
export const PagePanel = styled(Page)`
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg2};
`;

/** The title row: the page's `PageTitle` and its actions at the far end, the actions wrapping under it when narrow. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

/** The page's `<h1>`: 16 px, medium, as Arco Pro titles its list, form and profile pages. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
`;

/**
 * A main column and a side column (280 px, or 320 px with `data-side="wide"`) once the page is 900 px wide, one column
 * below; cells keep their own height. A direct child of the `Page` it lays out: it asks the nearest size container.
 */
export const PageGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  align-items: start;

  @container (width >= 900px) {
    grid-template-columns: minmax(0, 1fr) 280px;

    &[data-side='wide'] {
      grid-template-columns: minmax(0, 1fr) 320px;
    }
  }
`;
