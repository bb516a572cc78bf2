import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import type { ThemeMode } from '../constants';
import {
  createPastureTheme,
  type PastureThemeDefinition,
  type PastureThemeOptions,
} from './createPastureTheme';
import type { Palette } from './palettes';
import { PortalContainerContext } from './PortalContainer';
import {
  ContainerStyle,
  DOCUMENT_ATTRIBUTE,
  documentCss,
  PORTAL_ATTRIBUTE,
  ROOT_ATTRIBUTE,
  RulesStyle,
  themeRules,
} from './scopeStyles';
import { theme as tokens, type PastureTheme } from './tokens';

/** `light`, `dark`, or `system`: whatever the operating system prefers, followed live. */
export type ColorMode = ThemeMode | 'system';

/**
 * Props of `PastureThemeProvider`: the mode, colour-weak state and theme options of everything rendered inside, and
 * whether the document is styled too. `PastureProvider` passes its own props of the same names through.
 */
export interface PastureThemeProviderProps {
  /**
   * Light, dark, or `system` (follows `prefers-color-scheme`, also when it changes). Applies to this provider's
   * root element and its portal container only, so providers in different modes can share a page. Default `light`.
   */
  mode?: ColorMode;
  /**
   * Colour-weak mode: an 80 % inversion of everything this provider renders, its overlays included (of the whole
   * page with `globalStyle`). Default `false`.
   */
  colorWeak?: boolean;
  /** Seed colour, corner radius and font family; every other colour is derived (see `createPastureTheme`). */
  theme?: PastureThemeOptions;
  /**
   * Also style the document, for an app that is all Pasture: `<body>` margin, page colour and font, the page's
   * colour scheme, reduced motion for the whole page, colour weak over the whole page, and the mode and colour-weak
   * state as `data-theme` / `data-color-weak` on `<body>`. At most one provider per page. Default `false`: the
   * provider writes nothing outside its own root and portal container.
   */
  globalStyle?: boolean;
  /**
   * The language of the provider's texts, as `lang` on its root and portal container. `PastureProvider` sets it;
   * a nested provider without one takes its parent's.
   */
  lang?: string;
  /** Class name of the root element (a block `<div>` around the children), for the host's layout. */
  className?: string;
  /** Inline style of the root element. */
  style?: CSSProperties;
  /** What the theme applies to; rendered inside the provider's root `<div>`. */
  children?: ReactNode;
}

/** What `usePastureTheme` returns. */
export interface PastureThemeState {
  /** The mode as given. */
  mode: ColorMode;
  /** `light` or `dark`: the mode, with `system` resolved (always `light` while rendering on a server). */
  resolvedMode: ThemeMode;
  /** Whether colour-weak mode is on, as given to the provider. */
  colorWeak: boolean;
  /** The language on the provider's containers, if known (a nested provider inherits it). */
  lang: string | undefined;
  /** The resolved theme: both palettes, radius, font family. */
  definition: PastureThemeDefinition;
  /** The `--pc-*` colour values of the resolved mode (for canvas drawing and the like; CSS should use the tokens). */
  palette: Palette;
}

/**
 * The library's entry in a styled-components theme: the tokens (CSS variable references with fallbacks) and the
 * provider's state. Hosts read it as `theme.pasture`; their own theme keys stay as they were.
 */
export interface PastureStyledTheme {
  /**
   * The tokens (`theme.pasture.color.primary`, `theme.pasture.space.md` …) and the provider's state (mode, palette).
   */
  pasture: PastureTheme & PastureThemeState;
}

const DEFAULT_THEME = createPastureTheme();
const PastureThemeContext = createContext<PastureThemeState | null>(null);

/** The nearest provider's theme state, or the default light theme outside any provider. */
export function usePastureTheme(): PastureThemeState {
  return (
    useContext(PastureThemeContext) ?? {
      mode: 'light',
      resolvedMode: 'light',
      colorWeak: false,
      lang: undefined,
      definition: DEFAULT_THEME,
      palette: DEFAULT_THEME.light,
    }
  );
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToScheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** `dark` while the system prefers it; only subscribes in `system` mode. */
function useResolvedMode(mode: ColorMode): ThemeMode {
  const systemDark = useSyncExternalStore(
    mode === 'system' ? subscribeToScheme : noSubscription,
    () => mode === 'system' && window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
  if (mode === 'system') return systemDark ? 'dark' : 'light';
  return mode;
}

function noSubscription(): () => void {
  return () => undefined;
}

function useThemeDefinition(options: PastureThemeOptions | undefined): PastureThemeDefinition {
  const { primaryColor, radius, fontFamily } = options ?? {};
  return useMemo(
    () =>
      primaryColor === undefined && radius === undefined && fontFamily === undefined
        ? DEFAULT_THEME
        : createPastureTheme({ primaryColor, radius, fontFamily }),
    [primaryColor, radius, fontFamily],
  );
}

interface ContainerAttributes {
  theme: string;
  mode: ColorMode;
  colorWeak: boolean;
  lang: string | undefined;
  document: boolean;
}

function applyAttributes(element: HTMLElement, attributes: ContainerAttributes): void {
  element.setAttribute('data-pasture-theme', attributes.theme);
  element.setAttribute('data-mode', attributes.mode);
  element.setAttribute('data-color-weak', String(attributes.colorWeak));
  if (attributes.lang) element.setAttribute('lang', attributes.lang);
  else element.removeAttribute('lang');
  if (attributes.document) element.setAttribute(DOCUMENT_ATTRIBUTE, '');
  else element.removeAttribute(DOCUMENT_ATTRIBUTE);
}

/**
 * The library's theme, scoped: renders a root `<div>` around its children and appends a portal container to
 * <body> (removed on unmount; none on a server), both carrying the mode, colour-weak state, language and the theme's
 * CSS variables. Every library overlay portals into that container, so it follows this provider, not the page.
 * Providers nest and sit side by side in different modes and colours. Nothing is written to `<html>` or `<body>`
 * unless `globalStyle` asks for it. Also offers the tokens to styled-components under `theme.pasture`, merged into
 * the host's theme.
 */
export function PastureThemeProvider({
  mode = 'light',
  colorWeak = false,
  theme,
  globalStyle = false,
  lang: ownLang,
  className,
  style,
  children,
}: PastureThemeProviderProps) {
  const outer = useContext(PastureThemeContext);
  const lang = ownLang ?? outer?.lang;
  const definition = useThemeDefinition(theme);
  const resolvedMode = useResolvedMode(mode);
  const rootRef = useRef<HTMLDivElement>(null);
  const [portal] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );

  useLayoutEffect(() => {
    if (!portal) return;
    portal.setAttribute(PORTAL_ATTRIBUTE, '');
    document.body.append(portal);
    return () => portal.remove();
  }, [portal]);

  useLayoutEffect(() => {
    const attributes = { theme: definition.key, mode, colorWeak, lang, document: globalStyle };
    if (portal) applyAttributes(portal, attributes);
    // The root renders the same attributes; this only corrects markup rendered elsewhere (hydration keeps a
    // server-rendered attribute even where the first client render differs).
    if (rootRef.current) applyAttributes(rootRef.current, attributes);
  }, [portal, definition.key, mode, colorWeak, lang, globalStyle]);

  useLayoutEffect(() => {
    if (!globalStyle) return;
    const { body } = document;
    body.setAttribute('data-theme', resolvedMode);
    body.setAttribute('data-color-weak', String(colorWeak));
    return () => {
      body.removeAttribute('data-theme');
      body.removeAttribute('data-color-weak');
    };
  }, [globalStyle, resolvedMode, colorWeak]);

  const state = useMemo<PastureThemeState>(
    () => ({ mode, resolvedMode, colorWeak, lang, definition, palette: definition[resolvedMode] }),
    [mode, resolvedMode, colorWeak, lang, definition],
  );
  const styledTheme = useMemo(
    () =>
      (outer?: DefaultTheme): DefaultTheme =>
        ({ ...outer, pasture: { ...tokens, ...state } }) as DefaultTheme,
    [state],
  );
  const rules = useMemo(() => themeRules(definition), [definition]);
  const documentRules = useMemo(
    () => (globalStyle ? documentCss(definition) : ''),
    [globalStyle, definition],
  );

  return (
    <PastureThemeContext.Provider value={state}>
      <PortalContainerContext.Provider value={portal}>
        <ThemeProvider theme={styledTheme}>
          <ContainerStyle />
          <RulesStyle $rules={rules} />
          {globalStyle ? <RulesStyle $rules={documentRules} /> : null}
          <div
            ref={rootRef}
            {...{ [ROOT_ATTRIBUTE]: '' }}
            data-pasture-theme={definition.key}
            data-mode={mode}
            data-color-weak={String(colorWeak)}
            {...(globalStyle ? { [DOCUMENT_ATTRIBUTE]: '' } : {})}
            lang={lang}
            className={className}
            style={style}
          >
            {children}
          </div>
        </ThemeProvider>
      </PortalContainerContext.Provider>
    </PastureThemeContext.Provider>
  );
}
