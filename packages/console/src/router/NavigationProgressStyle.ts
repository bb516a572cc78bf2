import { createGlobalStyle } from 'styled-components';

/**
 * The nprogress bar in the theme's primary colour (follows light/dark through the CSS variable). Replaces the
 * package's stylesheet, whose spinner and fixed colour the console does not use.
 */
export const NavigationProgressStyle = createGlobalStyle`
  #nprogress {
    pointer-events: none;
  }
  #nprogress .bar {
    position: fixed;
    z-index: ${({ theme }) => theme.zIndex.progress};
    top: 0;
    left: 0;
    width: 100%;
    height: 2px;
    background: var(--pc-primary);
  }
  #nprogress .peg {
    position: absolute;
    right: 0;
    display: block;
    width: 100px;
    height: 100%;
    box-shadow: 0 0 10px var(--pc-primary), 0 0 5px var(--pc-primary);
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }
`;
