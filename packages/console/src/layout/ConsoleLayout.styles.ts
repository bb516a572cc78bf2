import { styled } from 'styled-components';

export const HEADER_HEIGHT = 60;

export const LayoutRoot = styled.div`
  display: flex;
  min-height: 100vh;
  flex-direction: column;
  background: var(--pc-bg-body);
`;

export const SkipLink = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.popover};
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus-visible {
    transform: none;
  }
`;

export const Header = styled.header`
  position: sticky;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  top: 0;
  display: flex;
  height: ${HEADER_HEIGHT}px;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border2};
  background: ${({ theme }) => theme.color.bg2};
`;

export const Brand = styled.div`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const ProductTitle = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text1};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Actions = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ActionItem = styled.li`
  display: flex;
  align-items: center;
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

export const SideMenu = styled.aside`
  position: sticky;
  top: ${HEADER_HEIGHT}px;
  align-self: flex-start;
  height: calc(100vh - ${HEADER_HEIGHT}px);
  flex: none;
  border-right: 1px solid ${({ theme }) => theme.color.border2};
  background: ${({ theme }) => theme.color.bg2};
`;

export const TopMenuSlot = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  padding: 0 ${({ theme }) => theme.space.xl};

  > nav:first-child {
    padding: ${({ theme }) => theme.space.md} 0;
  }
`;

export const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.space.xl};

  /* The page fills the content area, like the Arco Pro pages it follows. */
  > * {
    flex: 1 0 auto;
  }
  &:focus {
    outline: none;
  }
`;
