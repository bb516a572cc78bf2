import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/* A control with a note line under it (InputNumber's clamp hint, DatePicker's error). */
export const FieldColumn = styled.span`
  display: inline-flex;
  flex-direction: column;
  width: 100%;
`;

export const InputNumberRoot = styled(FieldColumn)`
  & input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

/* Always in the DOM (a live region must exist before its text changes to be announced); empty takes no room. */
export const FieldNote = styled.span`
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  line-height: 16px;

  &:not(:empty) {
    padding-top: ${theme.space.xs};
  }
`;

export const InputNumberHint = styled(FieldNote)`
  color: ${theme.color.warningText};
`;
