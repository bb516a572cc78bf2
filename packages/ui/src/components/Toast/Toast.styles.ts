import * as ToastPrimitive from '@radix-ui/react-toast';
import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { quietIconButton } from '../shared/styles';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-100%); }
  to { opacity: 1; transform: none; }
`;
const fadeOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(-50%); }
`;

/*
 * Top-centre like Arco Message, below the console's 60 px navbar (over it, a toast hid the top menu); the list ignores
 * the pointer so the page under its empty width stays usable.
 */
export const ToastViewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  top: calc(60px + ${theme.space.md});
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.lg};
  max-width: 100vw;
  margin: 0;
  padding: 0 ${theme.space.lg};
  list-style: none;
  outline: none;
  pointer-events: none;
`;

export const ToastRoot = styled(ToastPrimitive.Root)`
  --pc-toast-icon: ${theme.color.primary};

  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  box-sizing: border-box;
  max-width: min(560px, 100%);
  min-height: 40px;
  padding: 9px ${theme.space.lg};
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bgPopup};
  box-shadow: ${theme.shadow[2]};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
  pointer-events: auto;

  &[data-type='success'] {
    --pc-toast-icon: ${theme.color.success};
  }
  &[data-type='warning'] {
    --pc-toast-icon: ${theme.color.warning};
  }
  &[data-type='error'] {
    --pc-toast-icon: ${theme.color.danger};
  }

  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &[data-state='open'] {
    animation: ${slideIn} ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${theme.motion.normal} ${theme.motion.easing} forwards;
  }
  &[data-swipe='move'] {
    transform: translateY(var(--radix-toast-swipe-move-y));
  }
  &[data-swipe='cancel'] {
    transform: none;
    transition: transform ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} ${theme.motion.fast} linear forwards;
  }
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--pc-toast-icon);
  font-size: ${theme.font.size.lg};
`;

export const ToastMessage = styled(ToastPrimitive.Description)`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ToastClose = styled(ToastPrimitive.Close)`
  ${quietIconButton(theme.color.fill2)}
  flex: none;
  width: 20px;
  height: 20px;
  margin-left: ${theme.space.xs};
  font-size: 12px;
`;
