import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { getFeatureTranslation, resolveLocale } from '@pasture/ui';
import {
  clientVariantLocale,
  LOGIN_PATH,
  menuLocale,
  RouteName,
  systemRoutes,
} from '@pasture/ui/internal';
import { createConsoleApp, routerReady } from './consoleApp';

export interface PrerenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** styled-components' `<style data-styled>` element(s) with every rule the markup uses. */
  styles: string;
  /** The document title the console sets on this page. */
  title: string;
  /** The product's name: the document title of a page before the console sets its own. */
  product: string;
  lang: string;
}

/**
 * Renders the login page as the browser's first render will (same tree, zh-CN, no saved state), for index.html
 * (scripts/prerenderLogin.ts, ADR 023). Runs in Node at build time from an SSR build of this module.
 */
export async function prerenderLogin(): Promise<PrerenderedPage> {
  const { router, element, runtime } = createConsoleApp({
    createRouter: (routes, options) =>
      createMemoryRouter(routes, { ...options, initialEntries: [LOGIN_PATH] }),
    locale: 'zh-CN',
  });
  await routerReady(router);
  if (router.state.location.pathname !== LOGIN_PATH || router.state.errors) {
    throw new Error(
      `Prerendering ${LOGIN_PATH} ended on ${router.state.location.pathname} (${JSON.stringify(router.state.errors)}).`,
    );
  }
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    const { t, exists } = getFeatureTranslation(runtime.i18n, menuLocale, clientVariantLocale);
    const text = (key: string) => (exists(key) ? t(key) : key);
    const login = systemRoutes.find((route) => route.name === RouteName.login);
    const product = text(runtime.variant.titleKey);
    return {
      html,
      styles: sheet.getStyleTags(),
      title: login ? `${text(login.menuLabelKey)} - ${product}` : product,
      product,
      lang: resolveLocale(runtime.i18n.language),
    };
  } finally {
    sheet.seal();
    router.dispose();
  }
}
