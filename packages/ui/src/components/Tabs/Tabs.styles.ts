import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition, focusRing } from '../shared/styles';

/**
 * `capsule`: Arco's segmented control, the tabs sit on one grey track and the chosen one is a raised chip.
 * `rounded`: Arco's rounded tabs, separate pills and the chosen one on the grey fill.
 * The list carries `data-variant`; the triggers follow it, so a variant is one attribute and static CSS.
 */
export const TabsListRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  min-width: 0;

  &[data-variant='capsule'] {
    display: inline-flex;
    gap: ${theme.space.xs};
    padding: 3px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.fill2};
  }
  &[data-variant='rounded'] {
    gap: ${theme.space.sm};
  }
`;

export const TabsTriggerRoot = styled.button`
  margin: 0;
  border: 0;
  background: transparent;
  color: ${theme.color.text2};
  font: inherit;
  font-size: ${theme.font.size.md};
  line-height: 22px;
  white-space: nowrap;
  cursor: pointer;
  ${controlTransition}
  ${focusRing}

  [data-variant='capsule'] > & {
    padding: 2px ${theme.space.md};
    border-radius: ${theme.radius.sm};
  }
  [data-variant='rounded'] > & {
    padding: 5px ${theme.space.md};
    border-radius: ${theme.radius.round};
  }

  &:hover:not(:disabled):not([data-state='active']) {
    color: ${theme.color.text1};
  }
  [data-variant='rounded'] > &:hover:not(:disabled) {
    background: ${theme.color.fill2};
  }

  &[data-state='active'] {
    color: ${theme.color.primaryText};
  }
  [data-variant='capsule'] > &[data-state='active'] {
    background: ${theme.color.bg2};
  }
  [data-variant='rounded'] > &[data-state='active'] {
    background: ${theme.color.fill2};
    font-weight: ${theme.font.weight.medium};
  }

  &:disabled {
    color: ${theme.color.text4};
    cursor: not-allowed;
  }
`;

/**
 * Radix renders an inactive panel only with `forceMount` (to keep its state, e.g. typed input); such a panel
 * is hidden here.
 */
export const TabsContentRoot = styled.div`
  &[data-state='inactive'] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 4px;
  }
`;
