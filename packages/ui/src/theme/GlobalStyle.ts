import { createGlobalStyle } from 'styled-components';
import { COLOR_WEAK_INVERT } from '../constants';
import { darkPalette, lightPalette } from './palettes';

function declarations(palette: Record<string, string>): string {
  return Object.entries(palette)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

const lightDeclarations = declarations(lightPalette);
const darkDeclarations = declarations(darkPalette);

/** Resets, CSS variables of both themes, and the colour-weak filter. Mount once, at the root. */
export const GlobalStyle = createGlobalStyle`
  :root, body {
    ${lightDeclarations}
    color-scheme: light;
  }
  body[data-theme='dark'] {
    ${darkDeclarations}
    color-scheme: dark;
  }
  body[data-color-weak='true'] {
    filter: invert(${COLOR_WEAK_INVERT * 100}%);
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: var(--pc-text-1);
    background: var(--pc-bg-body);
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  h1, h2, h3, h4, h5, h6, p { margin: 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid var(--pc-primary-5); outline-offset: 1px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
