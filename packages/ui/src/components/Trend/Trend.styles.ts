import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/*
 * The console's one trend colour rule (contract §10.3): a rising figure is red and a falling one green, the Chinese
 * market convention Arco Pro's dashboards follow, in both languages; the arrow (and the screen-reader word) carry the
 * direction for readers of the other convention and without colour.
 */
export const TrendRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-direction='up'] {
    color: ${theme.color.dangerText};
  }
  &[data-direction='down'] {
    color: ${theme.color.successText};
  }
`;
