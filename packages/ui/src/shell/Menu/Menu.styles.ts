import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { css, styled } from 'styled-components';
import { menuPanel } from '../../components/DropdownMenu/DropdownMenu.styles';

/** Shared look of a row: links and group triggers alike, so renderLink output is styled from the row. */
const rowInteractive = css`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md} 0 var(--row-indent, ${({ theme }) => theme.space.md});
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text2};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.4;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} linear,
    color ${({ theme }) => theme.motion.fast} linear;

  &:hover {
    background: ${({ theme }) => theme.color.fill2};
    color: ${({ theme }) => theme.color.text1};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.fill2};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &[data-active] {
    color: ${({ theme }) => theme.color.primaryText};
  }

  & > svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
`;

export const MenuNav = styled.nav`
  display: flex;
  flex: none;
  flex-direction: column;
  box-sizing: border-box;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.color.bg2};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &[data-mode='horizontal'] {
    flex: 0 1 auto;
    flex-direction: row;
    align-items: center;
    min-width: 0;
    height: auto;
    overflow-x: auto;
    overflow-y: hidden;
  }
`;

export const MenuScroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  &[data-collapsed] {
    padding: ${({ theme }) => theme.space.xs};
  }
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-mode='horizontal'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const MenuRow = styled.li`
  margin: 0 0 ${({ theme }) => theme.space.xs};

  & > a,
  & > button,
  & > [data-row] {
    ${rowInteractive}
  }

  &[data-collapsed] > a,
  &[data-collapsed] > button {
    justify-content: center;
    padding: 0;
  }

  &[data-mode='horizontal'] {
    margin: 0;
  }

  &[data-mode='horizontal'] > a,
  &[data-mode='horizontal'] > button {
    gap: ${({ theme }) => theme.space.sm};
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.md};
    width: auto;
    white-space: nowrap;
  }
`;

export const RowLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.text3};
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

export const ExternalMark = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.text3};
`;

export const MenuFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.md};

  &[data-collapsed] {
    justify-content: center;
    padding: ${({ theme }) => theme.space.md} 0;
  }
`;

export const FlyoutContent = styled(DropdownMenu.Content)`
  ${menuPanel}
`;

export const FlyoutSubContent = styled(DropdownMenu.SubContent)`
  ${menuPanel}
`;

export const FlyoutLabel = styled(DropdownMenu.Label)`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text3};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const flyoutRow = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text2};
  font-size: ${({ theme }) => theme.font.size.md};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.color.fill2};
    color: ${({ theme }) => theme.color.text1};
  }

  &[aria-current='page'],
  &[data-active] {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

export const FlyoutItem = styled(DropdownMenu.Item)`
  ${flyoutRow}
`;

export const FlyoutSubTrigger = styled(DropdownMenu.SubTrigger)`
  ${flyoutRow}

  &[data-state='open'] {
    background: ${({ theme }) => theme.color.fill2};
  }
`;
