import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition, focusRing } from '../shared/styles';

export const RadioGroupRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.xxl};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;

  /* Radix marks the whole group when it is disabled. */
  &[data-disabled] label {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
    align-items: flex-start;
  }

  /* Arco's radio buttons: one grey track, the chosen option a raised white chip. */
  &[data-variant='button'] {
    display: inline-flex;
    gap: ${theme.space.xs};
    padding: 3px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.fill2};
  }
`;

export { SwitchRow as RadioOptionRow } from '../Switch/Switch.styles';

/* The 14 px circle keeps a 24 px hit area (WCAG 2.5.8) and a text-4 ring for 3:1 against the page. */
export const RadioCircle = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 14px;
  height: 14px;
  margin: 0;
  padding: 0;
  border: 1.5px solid ${theme.color.text4};
  border-radius: 50%;
  background: ${theme.color.bg2};
  cursor: pointer;
  ${controlTransition}
  ${focusRing}

  &::before {
    content: '';
    position: absolute;
    inset: -6px;
  }
  &:hover:not(:disabled),
  &[data-state='checked'] {
    border-color: ${theme.color.primary};
  }
  &:disabled {
    border-color: ${theme.color.border3};
    background: ${theme.color.fill2};
    cursor: not-allowed;
  }
  & > [data-slot='dot'] {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.color.primary};
  }
  &:disabled > [data-slot='dot'] {
    background: ${theme.color.primaryDisabled};
  }
`;

export const RadioButton = styled.button`
  margin: 0;
  padding: 0 ${theme.space.md};
  height: 26px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${controlTransition}
  ${focusRing}

  &:hover:not(:disabled) {
    color: ${theme.color.text1};
  }
  &[data-state='checked'] {
    background: ${theme.color.bg2};
    color: ${theme.color.primaryText};
  }
  &:disabled {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
  [data-size='small'] > & {
    height: 22px;
    padding: 0 ${theme.space.sm};
    font-size: ${theme.font.size.xs};
  }
  [data-size='large'] > & {
    height: 30px;
    padding: 0 ${theme.space.lg};
  }
`;
