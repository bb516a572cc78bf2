import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

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

/* Rising is red and falling green, the Chinese market convention the workplace overview already follows. */
export const StatisticTrend = styled.span`
  display: inline-flex;
  align-self: center;
  font-size: ${theme.font.size.lg};

  &[data-trend='up'] {
    color: ${theme.color.dangerText};
  }
  &[data-trend='down'] {
    color: ${theme.color.successText};
  }
`;

export const StatisticSkeleton = styled.span`
  display: block;
  width: 120px;
  max-width: 100%;
  height: 32px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.fill2};
`;
