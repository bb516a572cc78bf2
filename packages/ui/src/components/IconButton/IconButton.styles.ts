import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition, focusRing } from '../shared/styles';

/*
 * One square or round icon button for close buttons, toolbars and the navbar. The variant picks the custom
 * properties; sizes change only the box and the glyph, so every variant × size pair stays a static rule.
 */
export const IconButtonRoot = styled.button`
  --pc-icon-button-size: ${theme.size.control};
  --pc-icon-button-bg: transparent;
  --pc-icon-button-bg-hover: ${theme.color.fill2};
  --pc-icon-button-bg-active: ${theme.color.fill3};
  --pc-icon-button-fg: ${theme.color.text2};
  --pc-icon-button-fg-hover: ${theme.color.text1};
  --pc-icon-button-border: transparent;

  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: var(--pc-icon-button-size);
  height: var(--pc-icon-button-size);
  margin: 0;
  padding: 0;
  border: 1px solid var(--pc-icon-button-border);
  border-radius: ${theme.radius.md};
  background: var(--pc-icon-button-bg);
  color: var(--pc-icon-button-fg);
  font-size: ${theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  ${controlTransition}
  ${focusRing}

  &:hover,
  &[aria-expanded='true'] {
    background: var(--pc-icon-button-bg-hover);
    color: var(--pc-icon-button-fg-hover);
  }
  &:active {
    background: var(--pc-icon-button-bg-active);
  }

  &[data-shape='round'] {
    border-radius: ${theme.radius.round};
  }

  &[data-variant='secondary'] {
    --pc-icon-button-bg: ${theme.color.fill2};
    --pc-icon-button-bg-hover: ${theme.color.fill3};
    --pc-icon-button-bg-active: ${theme.color.border3};
  }
  &[data-variant='outline'] {
    --pc-icon-button-border: ${theme.color.border2};
    --pc-icon-button-fg: ${theme.color.text1};
  }
  &[data-variant='outline']:hover,
  &[data-variant='outline'][aria-expanded='true'] {
    --pc-icon-button-border: ${theme.color.border3};
  }
  &[data-variant='primary'] {
    --pc-icon-button-bg: ${theme.color.primary};
    --pc-icon-button-bg-hover: color-mix(
      in srgb,
      ${theme.color.primary} 55%,
      ${theme.color.primaryActive}
    );
    --pc-icon-button-bg-active: ${theme.color.primaryActive};
    --pc-icon-button-fg: ${theme.color.onPrimary};
    --pc-icon-button-fg-hover: ${theme.color.onPrimary};
  }

  &[data-size='mini'] {
    --pc-icon-button-size: 24px;
    font-size: ${theme.font.size.md};
  }
  &[data-size='small'] {
    --pc-icon-button-size: ${theme.size.controlSm};
    font-size: ${theme.font.size.md};
  }
  &[data-size='large'] {
    --pc-icon-button-size: ${theme.size.controlLg};
  }

  /* A 24 px button still offers a 32 px touch target (WCAG 2.5.8) without growing its box. */
  &[data-size='mini']::before {
    content: '';
    position: absolute;
    inset: -4px;
  }

  /* A loading button keeps its colours (it is busy, not unavailable) but takes no input. */
  &[data-loading='true'] {
    cursor: default;
    pointer-events: none;
  }
  &:disabled:not([data-loading='true']) {
    cursor: not-allowed;
    --pc-icon-button-bg: transparent;
    --pc-icon-button-bg-hover: transparent;
    --pc-icon-button-bg-active: transparent;
    --pc-icon-button-fg: ${theme.color.text4};
    --pc-icon-button-fg-hover: ${theme.color.text4};
  }
  &[data-variant='secondary']:disabled:not([data-loading='true']) {
    --pc-icon-button-bg: ${theme.color.fill1};
    --pc-icon-button-bg-hover: ${theme.color.fill1};
  }
  &[data-variant='primary']:disabled:not([data-loading='true']) {
    --pc-icon-button-bg: ${theme.color.primaryDisabled};
    --pc-icon-button-bg-hover: ${theme.color.primaryDisabled};
    --pc-icon-button-fg: color-mix(in srgb, ${theme.color.onPrimary} 60%, transparent);
  }

  & > svg {
    flex: none;
  }
`;
