import { css, styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/** Shared look of a row: links and group triggers alike, so renderLink output is styled from the row. */
const rowInteractive = css`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 40px;
  padding: 0 ${theme.space.md} 0 var(--row-indent, ${theme.space.md});
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  font: inherit;
  font-size: ${theme.font.size.md};
  line-height: 1.4;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} linear,
    color ${theme.motion.fast} linear;

  &:hover {
    background: ${theme.color.fill2};
    color: ${theme.color.text1};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.shadow.focusVisible};
  }

  &[aria-current='page'] {
    background: ${theme.color.fill2};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }

  &[data-active] {
    color: ${theme.color.primaryText};
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
  background: ${theme.color.bg2};
  transition: width ${theme.motion.normal} ${theme.motion.easing};

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
  padding: ${theme.space.xs} ${theme.space.sm};

  &[data-collapsed] {
    padding: ${theme.space.xs};
  }
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-mode='horizontal'] {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

export const MenuRow = styled.li`
  margin: 0 0 ${theme.space.xs};

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
    gap: ${theme.space.sm};
    min-height: 36px;
    padding: 0 ${theme.space.md};
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
  color: ${theme.color.text3};
  transition: transform ${theme.motion.normal} ${theme.motion.easing};

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

export const ExternalMark = styled.span`
  display: inline-flex;
  flex: none;
  color: ${theme.color.text3};
`;

export const MenuFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${theme.space.md};

  &[data-collapsed] {
    justify-content: center;
    padding: ${theme.space.md} 0;
  }
`;
