import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

export const InputNumberRoot = styled.span`
  display: inline-flex;
  flex-direction: column;
  width: 100%;

  & input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

/* Always in the DOM (a live region must exist before its text changes to be announced); empty takes no room. */
export const InputNumberHint = styled.span`
  color: ${theme.color.warningText};
  font-size: ${theme.font.size.xs};
  line-height: 16px;

  &:not(:empty) {
    padding-top: ${theme.space.xs};
  }
`;
