import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { controlTransition } from '../shared/styles';

/*
 * Hover and active states darken (mixing towards black is shading, not a colour of its own) rather than lighten (Arco lightens on hover): white text on a lighter blue or
 * red drops below 4.5:1, so the darker direction keeps every state readable in both themes.
 */
export const ButtonRoot = styled.button`
  --pc-button-bg: ${theme.color.fill2};
  --pc-button-bg-hover: ${theme.color.fill3};
  --pc-button-bg-active: ${theme.color.border3};
  --pc-button-fg: ${theme.color.text2};
  --pc-button-border: transparent;

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  box-sizing: border-box;
  height: ${theme.size.control};
  padding: 0 15px;
  margin: 0;
  border: 1px solid var(--pc-button-border);
  border-radius: ${theme.radius.md};
  background: var(--pc-button-bg);
  color: var(--pc-button-fg);
  font-family: inherit;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.regular};
  line-height: 1.5715;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  ${controlTransition}

  &:hover {
    background: var(--pc-button-bg-hover);
  }
  &:active {
    background: var(--pc-button-bg-active);
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  &[data-variant='primary'] {
    --pc-button-bg: ${theme.color.primary};
    --pc-button-bg-hover: color-mix(
      in srgb,
      ${theme.color.primary} 55%,
      ${theme.color.primaryActive}
    );
    --pc-button-bg-active: ${theme.color.primaryActive};
    --pc-button-fg: ${theme.color.onPrimary};
  }
  &[data-variant='danger'] {
    --pc-button-bg: ${theme.color.dangerStrong};
    --pc-button-bg-hover: color-mix(in srgb, ${theme.color.dangerStrong} 90%, black);
    --pc-button-bg-active: color-mix(in srgb, ${theme.color.dangerStrong} 80%, black);
    --pc-button-fg: ${theme.color.onPrimary};
  }
  &[data-variant='outline'] {
    --pc-button-bg: transparent;
    --pc-button-bg-hover: ${theme.color.primaryBg};
    --pc-button-bg-active: ${theme.color.primaryBg};
    --pc-button-fg: ${theme.color.primaryText};
    --pc-button-border: ${theme.color.primary};
  }
  &[data-variant='outline']:active {
    --pc-button-border: ${theme.color.primaryActive};
  }
  &[data-variant='text'] {
    --pc-button-bg: transparent;
    --pc-button-bg-hover: ${theme.color.fill2};
    --pc-button-bg-active: ${theme.color.fill3};
    --pc-button-fg: ${theme.color.primaryText};
  }

  &[data-size='small'] {
    height: ${theme.size.controlSm};
    padding: 0 11px;
    gap: 6px;
  }
  &[data-size='large'] {
    height: ${theme.size.controlLg};
    padding: 0 19px;
  }
  &[data-icon-only='true'] {
    width: ${theme.size.control};
    padding: 0;
  }
  &[data-icon-only='true'][data-size='small'] {
    width: ${theme.size.controlSm};
  }
  &[data-icon-only='true'][data-size='large'] {
    width: ${theme.size.controlLg};
  }
  &[data-block='true'] {
    display: flex;
    width: 100%;
  }

  /* A loading button keeps its colours (it is busy, not unavailable) but takes no input. */
  &[data-loading='true'] {
    cursor: default;
    pointer-events: none;
  }

  &:disabled:not([data-loading='true']),
  &[aria-disabled='true']:not([data-loading='true']) {
    cursor: not-allowed;
    --pc-button-bg: ${theme.color.fill1};
    --pc-button-bg-hover: ${theme.color.fill1};
    --pc-button-bg-active: ${theme.color.fill1};
    --pc-button-fg: ${theme.color.text4};
    --pc-button-border: transparent;
  }
  &[data-variant='primary']:disabled:not([data-loading='true']) {
    --pc-button-bg: ${theme.color.primaryDisabled};
    --pc-button-bg-hover: ${theme.color.primaryDisabled};
    --pc-button-bg-active: ${theme.color.primaryDisabled};
    --pc-button-fg: color-mix(in srgb, ${theme.color.onPrimary} 60%, transparent);
  }
  &[data-variant='danger']:disabled:not([data-loading='true']) {
    --pc-button-bg: ${theme.color.dangerBg};
    --pc-button-bg-hover: ${theme.color.dangerBg};
    --pc-button-bg-active: ${theme.color.dangerBg};
    --pc-button-fg: ${theme.color.text4};
  }
  &[data-variant='outline']:disabled:not([data-loading='true']) {
    --pc-button-bg: transparent;
    --pc-button-border: ${theme.color.border3};
  }
  &[data-variant='text']:disabled:not([data-loading='true']) {
    --pc-button-bg: transparent;
  }

  & > svg {
    flex: none;
    font-size: ${theme.font.size.md};
  }
`;
