import { createGlobalStyle } from 'styled-components';
import { theme } from '@pasture/ui';

/**
 * The nprogress bar in the theme's primary colour. The bar lives in <body>, outside the provider's containers that
 * carry the `--pc-*` variables, so it takes the colour's value from the provider (`theme.pasture`, which follows
 * the mode and the seed colour). Replaces the package's stylesheet, whose spinner and fixed colour the console does
 * not use.
 */
export const NavigationProgressStyle = createGlobalStyle`
  #nprogress {
    pointer-events: none;
  }
  #nprogress .bar {
    position: fixed;
    z-index: ${theme.zIndex.progress};
    top: 0;
    left: 0;
    width: 100%;
    height: 2px;
    background: ${({ theme: { pasture } }) => pasture.palette['--pc-primary']};
  }
  #nprogress .peg {
    position: absolute;
    right: 0;
    display: block;
    width: 100px;
    height: 100%;
    box-shadow:
      0 0 10px ${({ theme: { pasture } }) => pasture.palette['--pc-primary']},
      0 0 5px ${({ theme: { pasture } }) => pasture.palette['--pc-primary']};
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }
`;
