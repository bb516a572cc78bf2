import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { filledControl, filledControlFocus, filledControlInvalidFocus } from '../shared/styles';

/** The filled box of `Input`, grown to several lines; the count sits inside it, bottom right. */
export const TextareaWrapper = styled.span`
  ${filledControl}
  display: flex;
  flex-direction: column;

  &:focus-within {
    ${filledControlFocus}
  }
  &[data-invalid='true'] {
    background: ${theme.color.dangerBg};
  }
  &[data-invalid='true']:focus-within {
    ${filledControlInvalidFocus}
  }
  &[data-disabled='true'] {
    background: ${theme.color.fill1};
    color: ${theme.color.text4};
  }
`;

export const TextareaElement = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: 64px;
  margin: 0;
  padding: 4px 12px;
  border: none;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: 1.5715;
  resize: vertical;

  &::placeholder {
    color: ${theme.color.text3};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    resize: none;
  }
  /* The wrapper shows focus. */
  &:focus-visible {
    outline: none;
  }
`;

export const TextareaCount = styled.span`
  align-self: flex-end;
  padding: 0 12px 4px;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  line-height: 16px;
  font-variant-numeric: tabular-nums;

  &[data-over='true'] {
    color: ${theme.color.dangerText};
  }
`;
