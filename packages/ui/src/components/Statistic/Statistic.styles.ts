import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { Trend } from '../Trend/Trend';

export const StatisticRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const StatisticTitle = styled.div`
  color: ${theme.color.text2};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
`;

export const StatisticValue = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.xs};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: 1.3;

  & > [data-slot='affix'] {
    display: inline-flex;
    align-items: center;
    font-size: ${theme.font.size.lg};
  }
  & > [data-slot='unit'] {
    color: ${theme.color.text2};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
  }
`;

/* The trend's colours are the Trend's; here only its place and size beside the value. */
export const StatisticTrend = styled(Trend)`
  align-self: center;
  font-size: ${theme.font.size.lg};
`;

export const StatisticSkeleton = styled.span`
  display: block;
  width: 120px;
  max-width: 100%;
  height: 32px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.fill2};
`;
