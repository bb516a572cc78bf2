import { styled } from 'styled-components';

import { theme } from '@pasture/ui';
import { NAVBAR_HEIGHT, TAB_BAR_HEIGHT } from '@pasture/ui/internal';

export const LayoutRoot = styled.div`
  display: flex;
  min-height: 100vh;
  flex-direction: column;
  background: ${theme.color.bgBody};
`;

export const SkipLink = styled.a`
  position: absolute;
  z-index: ${theme.zIndex.popover};
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus-visible {
    transform: none;
  }
`;

/** Keeps the navbar at the top while the page scrolls. */
export const NavbarSlot = styled.div`
  position: sticky;
  z-index: ${theme.zIndex.sticky};
  top: 0;
  flex: none;
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

export const SideMenu = styled.aside`
  position: sticky;
  top: ${NAVBAR_HEIGHT}px;
  align-self: flex-start;
  height: calc(100vh - ${NAVBAR_HEIGHT}px);

  &[data-navbar='false'] {
    top: 0;
    height: 100vh;
  }
  flex: none;
  border-right: 1px solid ${theme.color.border2};
  background: ${theme.color.bg2};
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  padding: 0 ${theme.space.xl};

  > nav[aria-label] {
    padding: ${theme.space.md} 0;
  }
`;

/** The tab bar spans the content area edge to edge and stays under the navbar while the page scrolls. */
export const TabBarSlot = styled.div`
  position: sticky;
  z-index: ${theme.zIndex.sticky - 1};
  top: ${NAVBAR_HEIGHT}px;
  height: ${TAB_BAR_HEIGHT}px;
  margin: 0 -${theme.space.xl};

  &[data-navbar='false'] {
    top: 0;
  }
`;

export const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  padding-bottom: ${theme.space.xl};
  /* A word longer than its box (a server may send one, ADR 021) breaks instead of widening the page. Text that
     fits is laid out as before; cells that cut text with an ellipsis keep doing so. */
  overflow-wrap: anywhere;

  /* The page fills the content area, like the Arco Pro pages it follows. */
  > * {
    flex: 1 0 auto;
  }
  &:focus {
    outline: none;
  }
`;
