import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const TooltipContent = styled(TooltipPrimitive.Content)`
  z-index: ${theme.zIndex.popover};
  max-width: 280px;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.text1};
  color: ${theme.color.bg1};
  font-size: ${theme.font.size.sm};
  line-height: 1.5;
`;
