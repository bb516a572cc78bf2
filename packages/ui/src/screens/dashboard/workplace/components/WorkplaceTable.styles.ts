import { styled } from 'styled-components';
import { theme } from '../../../../theme/tokens';

export const WorkplaceTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${theme.font.size.md};

  th,
  td {
    padding: ${theme.space.md};
    border-bottom: 1px solid ${theme.color.border2};
    text-align: left;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  thead th {
    background: ${theme.color.fill2};
    color: ${theme.color.text2};
    font-weight: ${theme.font.weight.medium};
    white-space: normal;
    line-height: 1.3;
  }
  tbody th {
    font-weight: ${theme.font.weight.regular};
  }
  tbody tr:hover {
    background: ${theme.color.fill1};
  }
  [data-column='ranking'] {
    width: 88px;
  }
  [data-column='number'] {
    width: 88px;
  }
  [data-column='trend'] {
    width: 104px;
  }
  [data-align='end'] {
    text-align: right;
  }
`;

export const WorkplaceTrend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};

  &[data-direction='up'] {
    color: ${theme.color.dangerText};
  }
  &[data-direction='down'] {
    color: ${theme.color.successText};
  }
`;
