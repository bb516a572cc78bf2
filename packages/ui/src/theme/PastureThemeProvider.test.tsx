import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { styled, ThemeProvider, type DefaultTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { Modal } from '../components/Modal/Modal';
import { createI18n } from '../i18n';
import { createPastureTheme } from './createPastureTheme';
import { containerCss, documentCss, themeRules } from './scopeStyles';
import {
  PastureThemeProvider,
  usePastureTheme,
  type PastureStyledTheme,
} from './PastureThemeProvider';

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));
}

/** The text of every style element the page has (styled-components' component rules, as text nodes). */
function injectedCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
}

/** Selectors of the top-level and nested rules in a stylesheet text (what precedes each `{`). */
function selectorsOf(css: string): string[] {
  return [...css.matchAll(/([^{}]+)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .map((selector) => selector.replace(/^@media[^{]*$/, ''))
    .filter((selector) => selector !== '' && !selector.startsWith('@'));
}

function ModeProbe() {
  const { mode, resolvedMode, palette } = usePastureTheme();
  return <output aria-label="theme">{`${mode} ${resolvedMode} ${palette['--pc-primary']}`}</output>;
}

describe('PastureThemeProvider', () => {
  it('writes nothing to <html> or <body>', () => {
    const html = attributesOf(document.documentElement);
    const body = attributesOf(document.body);
    const { unmount } = render(
      <PastureThemeProvider mode="dark" colorWeak theme={{ primaryColor: '#FADC19' }}>
        <p>content</p>
      </PastureThemeProvider>,
    );
    expect(attributesOf(document.documentElement)).toEqual(html);
    expect(attributesOf(document.body)).toEqual(body);
    expect(document.body.getAttribute('style')).toBeNull();
    unmount();
  });

  it('brings CSS that reaches only its containers and weighs nothing', () => {
    const css = [containerCss, themeRules(createPastureTheme({ primaryColor: '#FADC19' }))].join(
      '\n',
    );
    expect(css).toContain("[data-pasture-theme='fadc19-4-");
    expect(css).not.toContain('!important');
    const selectors = selectorsOf(css);
    expect(selectors.length).toBeGreaterThan(8);
    for (const selector of selectors) {
      // Each rule is wrapped in :where() and selects the provider's root, its portal container or what they hold.
      expect(selector, selector).toMatch(/^:where\(.*\[data-pasture-(root|portal|theme)/);
      expect(selector, selector).not.toMatch(/(^|[\s,>+~(])(html|body|:root)\b/);
    }
  });

  it('renders a root element and appends one portal container to <body>, removed on unmount', () => {
    const { unmount } = render(
      <PastureThemeProvider mode="dark" lang="en-US">
        <p>content</p>
      </PastureThemeProvider>,
    );
    const root = screen.getByText('content').parentElement;
    expect(root).toHaveAttribute('data-pasture-root');
    const portals = document.body.querySelectorAll(':scope > [data-pasture-portal]');
    expect(portals).toHaveLength(1);
    for (const container of [root, portals[0]]) {
      expect(container).toHaveAttribute('data-mode', 'dark');
      expect(container).toHaveAttribute('data-pasture-theme', 'default');
      expect(container).toHaveAttribute('data-color-weak', 'false');
      expect(container).toHaveAttribute('lang', 'en-US');
    }
    unmount();
    expect(document.body.querySelectorAll('[data-pasture-portal]')).toHaveLength(0);
  });

  it('portals each provider’s modal into its own container, with its own mode and theme', () => {
    render(
      <I18nextProvider i18n={createI18n({ locale: 'en-US', persist: false })}>
        <PastureThemeProvider mode="light">
          <Modal open title="Light modal" footer={null} onOpenChange={() => undefined} />
        </PastureThemeProvider>
        <PastureThemeProvider mode="dark" theme={{ primaryColor: '#0A1A4F' }}>
          <Modal open title="Dark modal" footer={null} onOpenChange={() => undefined} />
        </PastureThemeProvider>
      </I18nextProvider>,
    );
    const containerOf = (name: string) =>
      screen.getByRole('dialog', { name, hidden: true }).closest('[data-pasture-portal]');
    expect(containerOf('Light modal')).toHaveAttribute('data-mode', 'light');
    expect(containerOf('Light modal')).toHaveAttribute('data-pasture-theme', 'default');
    expect(containerOf('Dark modal')).toHaveAttribute('data-mode', 'dark');
    expect(containerOf('Dark modal')?.getAttribute('data-pasture-theme')).toMatch(/^0a1a4f-4-/);
  });

  it('offers its tokens as theme.pasture and keeps the host’s own theme keys', () => {
    type HostTheme = PastureStyledTheme & { color: string; space: number };
    const HostBox = styled.div`
      color: ${({ theme }) => (theme as unknown as HostTheme).color};
      margin: ${({ theme }) => (theme as unknown as HostTheme).space}px;
      border-color: ${({ theme }) => (theme as unknown as HostTheme).pasture.color.primary};
    `;
    render(
      <ThemeProvider theme={{ color: 'rebeccapurple', space: 3 } as unknown as DefaultTheme}>
        <PastureThemeProvider>
          <HostBox>host</HostBox>
        </PastureThemeProvider>
      </ThemeProvider>,
    );
    const css = injectedCss();
    expect(css).toContain('color:rebeccapurple');
    expect(css).toContain('margin:3px');
    expect(css).toContain('border-color:var(--pc-primary, #165DFF)');
  });

  it('tells its children the mode and the palette of its seed', () => {
    render(
      <PastureThemeProvider mode="dark" theme={{ primaryColor: '#722ED1' }}>
        <ModeProbe />
      </PastureThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('dark dark #8E51DA');
  });

  it('styles the document only when asked: body attributes follow and are removed on unmount', () => {
    const { rerender, unmount } = render(
      <PastureThemeProvider mode="dark" globalStyle>
        <p>content</p>
      </PastureThemeProvider>,
    );
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(document.body).toHaveAttribute('data-color-weak', 'false');
    expect(screen.getByText('content').parentElement).toHaveAttribute('data-pasture-document');
    rerender(
      <PastureThemeProvider mode="light" colorWeak globalStyle>
        <p>content</p>
      </PastureThemeProvider>,
    );
    expect(document.body).toHaveAttribute('data-theme', 'light');
    expect(document.body).toHaveAttribute('data-color-weak', 'true');
    expect(documentCss(createPastureTheme())).toMatch(
      /html:has\(> body\[data-color-weak='true'\]\) \{\s*filter: invert\(80%\);/,
    );
    unmount();
    expect(document.body).not.toHaveAttribute('data-theme');
    expect(document.body).not.toHaveAttribute('data-color-weak');
  });

  it('renders on a server: the root with its attributes, no portal container', () => {
    const markup = renderToString(
      <PastureThemeProvider mode="system" lang="zh-CN">
        <p>content</p>
      </PastureThemeProvider>,
    );
    const root = /<div ([^>]*)><p>content<\/p><\/div>/.exec(markup)?.[1] ?? '';
    expect(root).toContain('data-pasture-root=""');
    expect(root).toContain('data-mode="system"');
    expect(root).toContain('lang="zh-CN"');
  });

  it('rejects a seed that is not a hex colour, naming it', () => {
    expect(() => createPastureTheme({ primaryColor: 'tomato' })).toThrow(
      /primaryColor must be #RGB or #RRGGBB, got "tomato"/,
    );
    expect(() => createPastureTheme({ radius: -1 })).toThrow(/radius/);
  });
});
