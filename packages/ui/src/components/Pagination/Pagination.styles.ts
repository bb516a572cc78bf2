import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition, focusRing } from '../shared/styles';

export const PaginationRoot = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.sm} ${theme.space.md};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
`;

export const PaginationList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  box-sizing: border-box;
  min-width: ${theme.size.control};
  height: ${theme.size.control};
  margin: 0;
  padding: 0 ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${controlTransition}
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${theme.color.fill2};
    color: ${theme.color.text1};
  }
  &[aria-current='page'] {
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }
  &:disabled {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  /* The gap shows "…" and turns into a double chevron on hover and focus, as in Arco. */
  & > [data-slot='chevrons'],
  &:hover > [data-slot='dots'],
  &:focus-visible > [data-slot='dots'] {
    display: none;
  }
  &:hover > [data-slot='chevrons'],
  &:focus-visible > [data-slot='chevrons'] {
    display: inline-flex;
  }
`;

export const PaginationField = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  white-space: nowrap;

  & > span[data-slot='jump'] {
    width: 56px;
  }
`;

export const PaginationTotal = styled.span`
  margin-inline-end: auto;
  white-space: nowrap;
`;

export const PaginationStatus = styled.span`
  min-width: 72px;
  color: ${theme.color.text1};
  font-variant-numeric: tabular-nums;
  text-align: center;
  white-space: nowrap;
`;
