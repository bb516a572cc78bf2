import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition } from '../shared/styles';

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

export const CheckboxRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
  vertical-align: middle;

  &[data-disabled='true'] {
    color: ${theme.color.text4};
  }
`;

/*
 * The unchecked border uses text-4 rather than Arco's light grey so the box reaches 3:1 against the page
 * (WCAG 1.4.11); the 24 px hit area is larger than the 14 px box (WCAG 2.5.8).
 */
export const CheckboxBox = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 14px;
  height: 14px;
  padding: 0;
  margin: 0;
  border: 1.5px solid ${theme.color.text4};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.bg2};
  color: ${theme.color.onPrimary};
  cursor: pointer;
  ${controlTransition}

  &::before {
    content: '';
    position: absolute;
    inset: -6px;
  }
  &:hover:not(:disabled) {
    border-color: ${theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${theme.color.border3};
    background: ${theme.color.fill2};
    color: ${theme.color.text4};
  }
  &:disabled[data-state='checked'],
  &:disabled[data-state='indeterminate'] {
    border-color: ${theme.color.primaryDisabled};
    background: ${theme.color.primaryDisabled};
    color: ${theme.color.onPrimary};
  }
`;

export const CheckboxMark = styled.span`
  display: inline-flex;
  animation: ${pop} ${theme.motion.fast} ${theme.motion.easing};

  & > svg {
    width: 10px;
    height: 10px;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  &[data-state='checked'] [data-mark='dash'],
  &[data-state='indeterminate'] [data-mark='check'] {
    display: none;
  }
`;

export const CheckboxLabel = styled.label`
  cursor: pointer;
  user-select: none;

  [data-disabled='true'] > & {
    cursor: not-allowed;
  }
`;
