import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition } from '../shared/styles';

export const VisibilityToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin: 0 -4px 0 0;
  padding: 0;
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  cursor: pointer;
  ${controlTransition}

  &:hover {
    background: ${theme.color.fill3};
    color: ${theme.color.text1};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 0;
  }
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
