import { styled } from 'styled-components';
import { theme } from '../../../../theme/tokens';

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
