import * as Dialog from '@radix-ui/react-dialog';
import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '../Modal/Modal.styles';

const fade = keyframes`
  from { opacity: 0; }
`;
const slideFromRight = keyframes`
  from { transform: translateX(100%); }
`;
const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
`;

export const DrawerMask = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.drawer};
  background: ${theme.color.mask};

  &[data-state='open'] {
    animation: ${fade} ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${fade} ${theme.motion.normal} ${theme.motion.easing} reverse;
  }
`;

/*
 * The width is a custom property (default the spec's 300 px drawer), capped at the window; on a phone-wide window
 * the drawer takes the whole width, so its content never squeezes beside a useless strip of mask (a narrow panel
 * such as the phone menu opts out and keeps its width).
 */
export const DrawerPanel = styled(Dialog.Content)`
  --pc-drawer-width: 300px;

  position: fixed;
  top: 0;
  bottom: 0;
  right: 0;
  z-index: ${theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: min(var(--pc-drawer-width), 100vw);
  background: ${theme.color.bgPopup};
  box-shadow: ${theme.shadow[3]};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight};

  &:focus {
    outline: none;
  }
  &[data-side='left'] {
    right: auto;
    left: 0;
  }
  &[data-state='open'] {
    animation: ${slideFromRight} ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${slideFromRight} ${theme.motion.normal} ${theme.motion.easing} reverse;
  }
  &[data-side='left'][data-state='open'] {
    animation-name: ${slideFromLeft};
  }
  &[data-side='left'][data-state='closed'] {
    animation-name: ${slideFromLeft};
  }
  @media (max-width: ${theme.breakpoint.mobile - 1}px) {
    &[data-phone-width='full'] {
      width: 100vw;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

/* Header, title, description and footer are the Modal's, tightened to the narrower panel. */
export const DrawerHeader = styled(ModalHeader)`
  flex: none;
  padding: 0 ${theme.space.lg};
`;

export { ModalTitle as DrawerTitle, ModalDescription as DrawerDescription };

export const DrawerBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};

  &[data-padded='false'] {
    padding: 0;
  }
`;

export const DrawerFooter = styled(ModalFooter)`
  flex: none;
  padding: ${theme.space.md} ${theme.space.lg};
`;
