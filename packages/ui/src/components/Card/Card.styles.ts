import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg2};
  color: ${theme.color.text1};
  transition: box-shadow ${theme.motion.normal} ${theme.motion.easing};

  &[data-bordered='true'] {
    border-color: ${theme.color.border2};
  }
  &[data-hoverable='true']:hover {
    box-shadow: ${theme.shadow[2]};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.lg};
  min-height: 46px;
  padding: ${theme.space.md} ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border2};

  [data-bordered='false'] > & {
    padding: ${theme.space.xl} ${theme.space.xl} 0;
    min-height: 0;
    border-bottom: none;
  }
`;

export const CardTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CardExtra = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.md};
`;

export const CardBody = styled.div`
  flex: 1;
  padding: ${theme.space.lg};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};

  [data-bordered='false'] > & {
    padding: ${theme.space.xl};
  }
`;
