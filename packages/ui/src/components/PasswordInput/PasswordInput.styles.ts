import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { quietIconButton } from '../shared/styles';

export const VisibilityToggle = styled.button`
  ${quietIconButton()}
  width: 22px;
  height: 22px;
  margin: 0 -4px 0 0;

  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text4};
    background: transparent;
  }
  & > svg {
    width: 14px;
    height: 14px;
  }
`;
