import { createGlobalStyle } from 'styled-components';
import { COLOR_WEAK_INVERT } from '../constants';
import type { PastureThemeDefinition } from './createPastureTheme';
import type { Palette } from './palettes';
import { theme } from './tokens';

/**
 * The CSS a provider brings, all of it scoped to its own containers: the root element it renders around its
 * children and the portal container it appends to <body> (ADR 026). Every selector is wrapped in `:where()`, so it
 * weighs nothing: a host rule on the same element wins, and a library component's own class rule always wins.
 */

/** Marks a provider's root element. */
export const ROOT_ATTRIBUTE = 'data-pasture-root';
/** Marks a provider's portal container (a child of <body>). */
export const PORTAL_ATTRIBUTE = 'data-pasture-portal';
/** On both containers while the provider also styles the document (`globalStyle`). */
export const DOCUMENT_ATTRIBUTE = 'data-pasture-document';

const containers = `[${ROOT_ATTRIBUTE}], [${PORTAL_ATTRIBUTE}]`;
const inside = (selector: string) => `:where(${containers}) :where(${selector})`;
const ownFilter = (element: string) =>
  `${element}[data-color-weak='true']:not([${DOCUMENT_ATTRIBUTE}])`;

/**
 * What every container needs, whatever its theme: the library's text defaults, border-box sizing, no default
 * margins on headings and paragraphs, controls that inherit the font, a visible keyboard focus, motion durations
 * that shrink under `prefers-reduced-motion`, and the colour-weak filter. The portal container turns into a fixed
 * full-viewport layer while it carries the filter: a filtered element is the containing block of its fixed
 * descendants, and a layer the size of the viewport keeps overlays where the viewport would put them.
 */
export const containerCss = `
  :where(${containers}) {
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight};
    color: ${theme.color.text1};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  :where(${containers}), ${inside('*, *::before, *::after')} {
    box-sizing: border-box;
  }
  ${inside('h1, h2, h3, h4, h5, h6, p')} {
    margin: 0;
  }
  ${inside('button, input, select, textarea')} {
    font: inherit;
    color: inherit;
  }
  ${inside(':focus-visible')} {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }
  @media (prefers-reduced-motion: reduce) {
    :where(${containers}) {
      --pc-motion-fast: 0.01ms;
      --pc-motion-normal: 0.01ms;
    }
  }
  :where(${ownFilter(`[${ROOT_ATTRIBUTE}]`)}, ${ownFilter(`[${PORTAL_ATTRIBUTE}]`)}) {
    filter: invert(${COLOR_WEAK_INVERT * 100}%);
  }
  :where(${ownFilter(`[${PORTAL_ATTRIBUTE}]`)}) {
    position: fixed;
    inset: 0;
    pointer-events: none;
  }
  :where(${ownFilter(`[${PORTAL_ATTRIBUTE}]`)}) > :where(*) {
    pointer-events: auto;
  }
`;

/** Injects `containerCss` (each provider mounts it; styled-components keeps one copy per instance). */
export const ContainerStyle = createGlobalStyle`${containerCss}`;

function declarations(variables: Palette): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}

/**
 * The variables of one theme on the containers that carry its key: the shared ones, then light, dark, and
 * `system` (light, dark under `prefers-color-scheme: dark`, live and without script).
 */
export function themeRules(definition: PastureThemeDefinition): string {
  const scope = `[data-pasture-theme='${definition.key}']`;
  const light = `${declarations(definition.light)} color-scheme: light;`;
  const dark = `${declarations(definition.dark)} color-scheme: dark;`;
  return [
    `:where(${scope}) { ${declarations(definition.shared)} }`,
    `:where(${scope}[data-mode='light'], ${scope}[data-mode='system']) { ${light} }`,
    `:where(${scope}[data-mode='dark']) { ${dark} }`,
    `@media (prefers-color-scheme: dark) { :where(${scope}[data-mode='system']) { ${dark} } }`,
  ].join('\n');
}

/**
 * The document baseline a host may opt into (`globalStyle`): what the console wants because it owns the whole
 * page. `<body>` loses its margin and takes the theme's page colour, text colour and font; the page's colour
 * scheme follows the mode (scrollbars); colour weak inverts the whole page from `<html>`, where a filter does not
 * make fixed overlays position against the page; reduced motion stops every transition on the page, the
 * host's own included (`!important` against inline transitions such as nprogress's: the host asked for it).
 */
export function documentCss(definition: PastureThemeDefinition): string {
  const { light, dark, fontFamily, key } = definition;
  // Markup rendered ahead (a prerendered page) carries the mode it was rendered in; until the app hydrates it, the
  // <body> attribute a boot script set from the saved settings decides. Afterwards the two always agree.
  const rootAhead = `[${ROOT_ATTRIBUTE}][${DOCUMENT_ATTRIBUTE}][data-pasture-theme='${key}'][data-mode='light']`;
  return `
  :where(body[data-theme='dark']) ${rootAhead} {
    ${declarations(dark)} color-scheme: dark;
  }
  html, body {
    margin: 0;
    padding: 0;
  }
  html {
    color-scheme: light;
  }
  html:has(> body[data-theme='dark']) {
    color-scheme: dark;
  }
  body {
    background: ${light['--pc-bg-body']};
    color: ${light['--pc-text-1']};
    font-family: ${fontFamily};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  body[data-theme='dark'] {
    background: ${dark['--pc-bg-body']};
    color: ${dark['--pc-text-1']};
  }
  html:has(> body[data-color-weak='true']) {
    filter: invert(${COLOR_WEAK_INVERT * 100}%);
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
}

/** Injects rules built at run time: a theme's variables, or the document baseline. */
export const RulesStyle = createGlobalStyle<{ $rules: string }>`
  ${({ $rules }) => $rules}
`;
