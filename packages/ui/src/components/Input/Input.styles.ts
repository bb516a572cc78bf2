import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { filledControl, filledControlFocus, filledControlInvalidFocus } from '../shared/styles';

/**
 * The filled box of Arco's login form: grey fill, no visible border until hover/focus. The wrapper carries the
 * look so prefix/suffix slots sit inside the same box; focus shows on the wrapper through `:focus-within`.
 */
export const InputWrapper = styled.span`
  ${filledControl}
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: ${theme.size.control};
  padding: 0 12px;
  cursor: text;

  &:focus-within {
    ${filledControlFocus}
  }

  &[data-size='small'] {
    height: ${theme.size.controlSm};
    padding: 0 8px;
  }
  &[data-size='large'] {
    height: ${theme.size.controlLg};
    padding: 0 12px;
    font-size: ${theme.font.size.lg};
  }

  &[data-invalid='true'] {
    background: ${theme.color.dangerBg};
  }
  &[data-invalid='true']:hover {
    background: color-mix(in srgb, ${theme.color.dangerBg}, ${theme.color.danger} 12%);
  }
  &[data-invalid='true']:focus-within {
    ${filledControlInvalidFocus}
  }

  &[data-disabled='true'] {
    background: ${theme.color.fill1};
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  &[data-disabled='true']:hover {
    background: ${theme.color.fill1};
  }
`;

export const InputElement = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  margin: 0;
  border: none;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: 1.5715;

  &::placeholder {
    color: ${theme.color.text3};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    -webkit-text-fill-color: currentColor;
  }
  &:disabled::placeholder {
    color: ${theme.color.text4};
  }
  /* The wrapper shows focus; a second ring on the bare input would double it. */
  &:focus-visible {
    outline: none;
  }
  /* Autofill paints its own yellow; keep the filled look of the wrapper. */
  &:-webkit-autofill {
    -webkit-text-fill-color: ${theme.color.text1};
    transition: background-color 600000s 0s;
  }
`;

export const InputAffix = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${theme.color.text2};
  font-size: ${theme.font.size.md};
  line-height: 1;

  & > svg {
    width: 14px;
    height: 14px;
  }
`;
