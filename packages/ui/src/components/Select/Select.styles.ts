import { keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { filledControl, filledControlFocus, filledControlInvalidFocus } from '../shared/styles';

/* Movement only, no fade: the list is readable (and counts as visible) from its first frame. */
const appear = keyframes`
  from { transform: translateY(-4px); }
  to { transform: none; }
`;

/** The closed select: the same filled box as `Input`, so a form's fields line up and share their states. */
export const SelectTrigger = styled.button`
  font: inherit;
  ${filledControl}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  height: ${theme.size.control};
  margin: 0;
  padding: 0 12px;
  line-height: 1.5715;
  text-align: left;
  cursor: pointer;

  &:focus-visible,
  &[data-state='open'] {
    outline: none;
    ${filledControlFocus}
  }

  &[data-size='small'] {
    height: ${theme.size.controlSm};
    padding: 0 8px;
  }
  &[data-size='large'] {
    height: ${theme.size.controlLg};
    font-size: ${theme.font.size.lg};
  }

  &[aria-invalid='true'] {
    background: ${theme.color.dangerBg};
  }
  &[aria-invalid='true']:focus-visible,
  &[aria-invalid='true'][data-state='open'] {
    ${filledControlInvalidFocus}
  }

  &:disabled {
    background: ${theme.color.fill1};
    color: ${theme.color.text4};
    cursor: not-allowed;
  }

  /* Radix marks the value slot while it shows the placeholder. */
  & > [data-slot='value'] {
    overflow: hidden;
    min-width: 0;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] > [data-slot='value'] {
    color: ${theme.color.text3};
  }
  &:disabled > [data-slot='value'] {
    color: ${theme.color.text4};
  }
`;

export const SelectChevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${theme.color.text2};
  transition: transform ${theme.motion.normal} ${theme.motion.easing};

  [data-state='open'] > & {
    transform: rotate(180deg);
  }
  & > svg {
    width: 14px;
    height: 14px;
  }
`;

/** The open list, portalled to <body> (where the theme variables live), as wide as the trigger. */
export const SelectPopup = styled.div`
  z-index: ${theme.zIndex.popover};
  box-sizing: border-box;
  min-width: var(--radix-select-trigger-width);
  max-height: min(var(--radix-select-content-available-height), 280px);
  overflow: hidden;
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bgPopup};
  box-shadow: ${theme.shadow[2]};
  color: ${theme.color.text1};
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  animation: ${appear} ${theme.motion.fast} ${theme.motion.easing};

  & [data-slot='viewport'] {
    padding: ${theme.space.xs} 0;
  }
`;

export const SelectOptionRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-height: 36px;
  padding: 0 12px;
  color: ${theme.color.text1};
  line-height: 1.5715;
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: ${theme.color.fill2};
  }
  &[data-state='checked'] {
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }
  &[data-disabled] {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  & [data-slot='check'] {
    display: inline-flex;
  }
  & [data-slot='check'] > svg {
    width: 14px;
    height: 14px;
  }
`;
