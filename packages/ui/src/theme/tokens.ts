/**
 * Design tokens. Colours are CSS custom properties so that light/dark is one attribute on <body> and every
 * component, portal and popover follows without re-rendering; their values are in `palettes.ts`.
 */
const v = (name: string) => `var(--pc-${name})`;

/** The styled-components theme: names that resolve to CSS variables, plus non-colour scales. */
export const theme = {
  color: {
    primary: v('primary'),
    primaryHover: v('primary-hover'),
    primaryActive: v('primary-active'),
    primaryText: v('primary-text'),
    primaryBg: v('primary-bg'),
    primaryDisabled: v('primary-disabled'),
    onPrimary: v('on-primary'),
    primaryScale: Array.from({ length: 10 }, (_, index) => v(`primary-${index + 1}`)),
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
  },
  shadow: {
    1: v('shadow-1'),
    2: v('shadow-2'),
    3: v('shadow-3'),
    focus: v('focus-ring'),
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
  radius: { sm: '2px', md: '4px', lg: '8px', round: '999px' },
  font: {
    family:
      "Inter, -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', xxxl: '36px' },
    weight: { regular: 400, medium: 500, semibold: 600 },
    lineHeight: 1.5715,
  },
  size: { controlSm: '28px', control: '32px', controlLg: '36px' },
  zIndex: {
    sticky: 100,
    menu: 200,
    drawer: 1000,
    modal: 1001,
    popover: 1030,
    toast: 1100,
    progress: 1200,
  },
  motion: { fast: '0.1s', normal: '0.2s', easing: 'cubic-bezier(0.34, 0.69, 0.1, 1)' },
  breakpoint: { mobile: 768 },
} as const;

export type PastureTheme = typeof theme;
