import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/*
 * The top menu takes the room the navbar gives it and never scrolls: what does not fit moves into "more". No
 * overflow clipping either, so the entries' focus rings show whole.
 */
export const TopMenuNav = styled.nav`
  display: flex;
  flex: 1 1 0;
  align-items: center;
  min-width: 0;
  background: ${theme.color.bg2};
`;

export const TopMenuList = styled.ul`
  position: relative;
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    flex: none;
  }

  /*
   * Entries that moved into "more" (and "more" while nothing did) stay measurable but take no room and no focus.
   * Anchored at the end, an entry wider than the menu sticks out before its start, where overflow never scrolls.
   */
  & > li[data-overflowed],
  & > li[data-unused] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    visibility: hidden;
    pointer-events: none;
  }
`;
