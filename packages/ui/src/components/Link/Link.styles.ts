import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition } from '../shared/styles';

export const LinkRoot = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 1px ${theme.space.xs};
  margin: 0 -${theme.space.xs};
  border: none;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.primaryText};
  font: inherit;
  line-height: inherit;
  text-decoration: none;
  cursor: pointer;
  ${controlTransition}

  &:hover {
    background: ${theme.color.fill2};
  }
  &:active {
    background: ${theme.color.fill3};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 0;
  }
  &[data-tone='neutral'] {
    color: ${theme.color.text3};
  }
  &[data-tone='neutral']:hover {
    color: ${theme.color.text2};
  }
  &[aria-disabled='true'],
  &:disabled {
    color: ${theme.color.text4};
    background: transparent;
    cursor: not-allowed;
  }

  & > svg {
    flex: none;
  }
`;
