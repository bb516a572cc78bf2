import * as Dialog from '@radix-ui/react-dialog';
import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const zoomIn = keyframes`
  from { opacity: 0; transform: scale(0.92); }
  to { opacity: 1; transform: none; }
`;
const zoomOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: scale(0.92); }
`;

/* The content sits inside the overlay, which scrolls only if even the dialog's header and footer do not fit. */
export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: grid;
  place-items: center;
  overflow-y: auto;
  padding: ${theme.space.xxl} ${theme.space.lg};
  background: ${theme.color.mask};

  &[data-state='open'] {
    animation: ${fadeIn} ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${theme.motion.normal} ${theme.motion.easing};
  }
`;

export const ModalContent = styled(Dialog.Content)`
  --pc-modal-width: 520px;

  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: min(var(--pc-modal-width), 100%);
  /* Taller than the window (a create form on a laptop, a phone): the title and the buttons stay in view and the
     body scrolls between them. */
  max-height: calc(100dvh - 2 * ${theme.space.xxl});
  border-radius: ${theme.radius.md};
  background: ${theme.color.bgPopup};
  box-shadow: ${theme.shadow[3]};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;

  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${zoomIn} ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${zoomOut} ${theme.motion.normal} ${theme.motion.easing};
  }
`;

export const ModalHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  min-height: 48px;
  padding: ${theme.space.md} ${theme.space.xl};
  border-bottom: 1px solid ${theme.color.border2};
`;

export const ModalTitle = styled(Dialog.Title)`
  flex: 1;
  min-width: 0;
  margin: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.5;
`;

export const ModalDescription = styled(Dialog.Description)`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.text2};
`;

export const ModalBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space.xxl} ${theme.space.xl};
  overflow-wrap: anywhere;

  /* The body's padding already spaces the footer; a form's last field margin would double it. */
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const ModalFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.xl};
  border-top: 1px solid ${theme.color.border2};
`;

/* Confirm variant: Arco's "simple" modal — no dividers, an icon before the title, text indented under it. */
export const ConfirmContent = styled(ModalContent)`
  --pc-modal-width: 420px;

  padding: ${theme.space.xxl} ${theme.space.xxl} ${theme.space.xl};
`;

export const ConfirmHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;

export const ConfirmIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${theme.color.primary};
  font-size: 20px;

  &[data-status='success'] {
    color: ${theme.color.success};
  }
  &[data-status='warning'] {
    color: ${theme.color.warning};
  }
  &[data-status='error'] {
    color: ${theme.color.danger};
  }
`;

export const ConfirmText = styled(Dialog.Description)`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.color.text2};
  overflow-wrap: anywhere;

  [data-has-icon='true'] & {
    padding-left: 32px;
  }
`;

export const ConfirmFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xxl};
`;
