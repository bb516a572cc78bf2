import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const SpinIndicator = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.primary};
  font-size: 20px;
  line-height: 1;

  &[data-size='small'] {
    font-size: 14px;
  }
  &[data-size='large'] {
    font-size: 32px;
  }
`;

export const SpinTip = styled.span`
  color: ${theme.color.primaryText};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
`;

export const SpinContainer = styled.div`
  position: relative;
  min-width: 0;
`;

export const SpinContent = styled.div`
  transition: opacity ${theme.motion.normal} linear;

  [data-spinning='true'] > & {
    opacity: 0.5;
    pointer-events: none;
    user-select: none;
  }
`;

export const SpinOverlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
`;
