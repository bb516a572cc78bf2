import { defaultLightPalette, type PaletteVariable } from './defaultPalette';

/**
 * Design tokens. Colours, radii, the font family and motion durations are CSS custom properties, each with the
 * default light value as its fallback: inside a `PastureThemeProvider` the provider's root and portal containers
 * set them (mode, seed colour, radius, font), and a component rendered with no provider at all still gets the
 * default look. No component reads a styled-components theme at run time: these are static strings.
 */
const v = (name: string) => {
  const variable = `--pc-${name}` as PaletteVariable;
  return `var(${variable}, ${defaultLightPalette[variable]})`;
};

/**
 * The default font stack: the Latin system fonts of each platform, then the CJK ones, then generic sans-serif. Latin
 * first, so quotes, apostrophes and dashes are drawn by a Latin face (proportional) in both languages; a CJK face
 * draws them full-width. Chinese characters are not in the Latin faces and fall through to the CJK ones.
 */
export const DEFAULT_FONT_FAMILY =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";

/** The default corner radius of controls and cards in px (`radius.md`); `sm` is half of it, `lg` twice. */
export const DEFAULT_RADIUS = 4;

/** The styled-components theme: names that resolve to CSS variables, plus non-colour scales. */
export const theme = {
  /**
   * Colours as `var(--pc-…)` references: the primary scale and states, the status colours (each with a text and a
   * background variant), text levels 1–4 (strongest first), backgrounds, fills and borders. They follow the provider's
   * mode and seed colour.
   */
  color: {
    primary: v('primary'),
    primaryHover: v('primary-hover'),
    primaryActive: v('primary-active'),
    primaryText: v('primary-text'),
    primaryBg: v('primary-bg'),
    primaryDisabled: v('primary-disabled'),
    onPrimary: v('on-primary'),
    /** `--pc-primary-1` … `-10`: the seed's ten-step scale, light to deep (reversed in dark mode). */
    primaryScale: [
      v('primary-1'),
      v('primary-2'),
      v('primary-3'),
      v('primary-4'),
      v('primary-5'),
      v('primary-6'),
      v('primary-7'),
      v('primary-8'),
      v('primary-9'),
      v('primary-10'),
    ],
    success: v('success'),
    successText: v('success-text'),
    successBg: v('success-bg'),
    warning: v('warning'),
    warningText: v('warning-text'),
    warningBg: v('warning-bg'),
    danger: v('danger'),
    dangerStrong: v('danger-strong'),
    dangerText: v('danger-text'),
    dangerBg: v('danger-bg'),
    text1: v('text-1'),
    text2: v('text-2'),
    text3: v('text-3'),
    text4: v('text-4'),
    bgBody: v('bg-body'),
    bg1: v('bg-1'),
    bg2: v('bg-2'),
    bgPopup: v('bg-popup'),
    fill1: v('fill-1'),
    fill2: v('fill-2'),
    fill3: v('fill-3'),
    border1: v('border-1'),
    border2: v('border-2'),
    border3: v('border-3'),
    mask: v('mask'),
    onDanger: v('on-danger'),
    /** The keyboard focus indicator (outline) colour: 3:1 or more on every surface. */
    focus: v('focus'),
  },
  /** Elevation shadows, `1` (lowest) to `3` (highest), and the two focus shadows. */
  shadow: {
    1: v('shadow-1'),
    2: v('shadow-2'),
    3: v('shadow-3'),
    /** The soft glow around a focused input, beside its primary border (the border is the indicator). */
    focus: v('focus-ring'),
    /** A keyboard focus ring drawn as a shadow where an outline would be clipped: the focus colour, 3:1 or more. */
    focusVisible: `0 0 0 2px ${v('focus')}`,
  },
  /** 4-px grid. */
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '20px',
    xxl: '24px',
    xxxl: '32px',
  },
  /**
   * Corner radii: `md` is the theme's `radius` (default 4 px), `sm` half of it, `lg` twice; `round` makes pills and
   * circles.
   */
  radius: {
    sm: `var(--pc-radius-sm, ${DEFAULT_RADIUS / 2}px)`,
    md: `var(--pc-radius-md, ${DEFAULT_RADIUS}px)`,
    lg: `var(--pc-radius-lg, ${DEFAULT_RADIUS * 2}px)`,
    round: '999px',
  },
  /** Font families, the size scale (12–36 px; body text is `md`, 14 px), weights and the body line height. */
  font: {
    family: `var(--pc-font-family, ${DEFAULT_FONT_FAMILY})`,
    mono: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', xxxl: '36px' },
    weight: { regular: 400, medium: 500, semibold: 600 },
    lineHeight: 1.5715,
  },
  /** Heights of controls (buttons, inputs, selects): `controlSm` 28 px, `control` 32 px, `controlLg` 36 px. */
  size: { controlSm: '28px', control: '32px', controlLg: '36px' },
  /**
   * Stacking order of the layers, low to high: sticky bars, menus, drawers, dialogs, popovers (tooltips, select lists),
   * toasts, and the console's navigation progress bar.
   */
  zIndex: {
    sticky: 100,
    menu: 200,
    drawer: 1000,
    modal: 1001,
    popover: 1030,
    toast: 1100,
    progress: 1200,
  },
  /** Durations shrink to (almost) nothing under `prefers-reduced-motion` inside a provider's containers. */
  motion: {
    fast: 'var(--pc-motion-fast, 0.1s)',
    normal: 'var(--pc-motion-normal, 0.2s)',
    easing: 'cubic-bezier(0.34, 0.69, 0.1, 1)',
  },
  /** Window widths in px: below `mobile` the console switches to its phone layout (menu in a drawer). */
  breakpoint: { mobile: 768 },
} as const;

/**
 * The shape of `theme`: colour, font, spacing, radius, shadow, size, z-index, motion and breakpoint tokens. Colours are
 * `var(--pc-…)` references, so a value follows the provider's mode and seed colour without a re-render.
 */
export type PastureTheme = typeof theme;
