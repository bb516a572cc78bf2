import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} 0;
  text-align: center;
`;

export const EmptyImage = styled.div`
  display: flex;
  color: ${theme.color.text4};
  font-size: 48px;
  line-height: 1;
`;

/* text-3 rather than Arco's lighter grey: the description is real text and must reach 4.5:1. */
export const EmptyDescription = styled.p`
  margin: 0;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
`;

export const EmptyExtra = styled.div`
  margin-top: ${theme.space.sm};
`;
