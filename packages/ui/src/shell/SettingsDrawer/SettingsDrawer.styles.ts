import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition } from '../../components/shared/styles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;
const slideOut = keyframes`
  from { transform: none; }
  to { transform: translateX(100%); }
`;

export const DrawerOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.drawer};
  background: ${theme.color.mask};

  &[data-state='open'] {
    animation: ${fadeIn} ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${theme.motion.normal} ${theme.motion.easing};
  }
`;

/* The width is a CSS variable set from SETTINGS_DRAWER_WIDTH, so the contract lives in one constant. */
export const DrawerContent = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
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
  &[data-state='open'] {
    animation: ${slideIn} ${theme.motion.normal} ${theme.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${slideOut} ${theme.motion.normal} ${theme.motion.easing};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.md};
  height: 48px;
  padding: 0 ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border2};
`;

export const DrawerTitle = styled(Dialog.Title)`
  flex: 1;
  min-width: 0;
  margin: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
`;

export const DrawerCloseIcon = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-right: -4px;
  padding: 0;
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  font-size: 14px;
  cursor: pointer;
  ${controlTransition}

  &:hover {
    background: ${theme.color.fill2};
    color: ${theme.color.text1};
  }
  &:focus-visible {
    outline: 2px solid var(--pc-primary-5);
    outline-offset: 0;
  }
`;

export const DrawerBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
`;

export const Section = styled.section`
  margin-bottom: ${theme.space.xxl};
`;

export const SectionTitle = styled.h3`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: 32px;
  color: ${theme.color.text1};

  & > label {
    flex: 1;
    min-width: 0;
    cursor: pointer;
  }
`;

/* Arco's small switch: 28 × 16 with a 12 px knob. */
export const SwitchRoot = styled(Switch.Root)`
  position: relative;
  flex: none;
  box-sizing: border-box;
  width: 28px;
  height: 16px;
  padding: 0;
  border: none;
  border-radius: ${theme.radius.round};
  background: ${theme.color.border3};
  cursor: pointer;
  ${controlTransition}

  &[data-state='checked'] {
    background: ${theme.color.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.shadow.focus};
  }
`;

export const SwitchThumb = styled(Switch.Thumb)`
  position: absolute;
  top: 2px;
  left: 2px;
  display: block;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: #fff;
  transition: left ${theme.motion.normal} ${theme.motion.easing};

  &[data-state='checked'] {
    left: 14px;
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: 28px;
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.fill2};
  ${controlTransition}

  &:hover {
    background: ${theme.color.fill3};
  }
  &:focus-within {
    border-color: ${theme.color.primary};
    background: ${theme.color.bgPopup};
    box-shadow: ${theme.shadow.focus};
  }
`;

export const StepperInput = styled.input`
  box-sizing: border-box;
  width: 44px;
  height: 100%;
  padding: 0;
  border: none;
  background: transparent;
  color: ${theme.color.text1};
  font: inherit;
  font-size: ${theme.font.size.md};
  text-align: center;
  appearance: textfield;

  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    margin: 0;
    appearance: none;
  }
  &:focus {
    outline: none;
  }
`;

export const StepperButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 100%;
  padding: 0;
  border: none;
  background: transparent;
  color: ${theme.color.text2};
  font-size: 12px;
  cursor: pointer;
  ${controlTransition}

  &:hover:not(:disabled) {
    color: ${theme.color.primaryText};
  }
  &:disabled {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--pc-primary-5);
    outline-offset: -2px;
  }
`;

/* A two-option segmented control made of native radios, so arrow keys and forms work without extra code. */
export const Segmented = styled.div`
  display: inline-flex;
  flex: none;
  padding: 2px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.fill2};
`;

export const SegmentLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  ${controlTransition}

  &:hover {
    color: ${theme.color.text1};
  }
  &:has(input:checked) {
    background: ${theme.color.bgPopup};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }
  &:has(input:focus-visible) {
    box-shadow: ${theme.shadow.focus};
  }

  & > input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

export const DrawerFooter = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  justify-content: flex-end;
  border-top: 1px solid ${theme.color.border2};
`;

export const ResetRow = styled.div`
  margin-top: ${theme.space.lg};
`;

/* Arco's fixed settings button, round and bottom-right, above page content but under dialogs. */
export const FloatingButton = styled.button`
  position: fixed;
  right: ${theme.space.xxl};
  bottom: ${theme.space.xxxl};
  z-index: ${theme.zIndex.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: ${theme.color.primary};
  box-shadow: ${theme.shadow[2]};
  color: ${theme.color.onPrimary};
  font-size: 18px;
  cursor: pointer;
  ${controlTransition}

  &:hover {
    background: ${theme.color.primaryHover};
  }
  &:active {
    background: ${theme.color.primaryActive};
  }
  &:focus-visible {
    outline: 2px solid var(--pc-primary-5);
    outline-offset: 2px;
  }
`;
