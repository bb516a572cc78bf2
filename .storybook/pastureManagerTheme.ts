import { create } from 'storybook/theming';

/**
 * The workbench's own look: Pasture's logo, title and colours (the default theme's #165DFF seed, its neutrals and
 * font stack) on Storybook's light manager. Storybook UI only; stories take the library's theme from the preview.
 */

/** The console's logo (packages/console/public/favicon.svg) with the word mark, as one image. */
const brandSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="176" height="40" viewBox="0 0 176 40">
<g transform="translate(0 4) scale(0.6667)"><rect width="48" height="48" rx="10" fill="#165DFF"/><circle cx="33" cy="15" r="5" fill="#FFE27A"/><path d="M4 33c7-7 14-9 22-5s13 3 18-1v15a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6Z" fill="#6AA1FF"/><path d="M4 39c8-5 16-6 24-3s12 2 16 0v6a6 6 0 0 1-6 6H10a6 6 0 0 1-6-6Z" fill="#E8F3FF"/></g>
<text x="42" y="27" font-family="Inter, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="19" font-weight="600" fill="#1D2129">Pasture UI</text>
</svg>`;

export const pastureManagerTheme = create({
  base: 'light',
  brandTitle: 'Pasture UI',
  brandUrl: './',
  brandTarget: '_self',
  brandImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brandSvg)}`,
  colorPrimary: '#165DFF',
  colorSecondary: '#165DFF',
  appBg: '#F7F8FA',
  appContentBg: '#FFFFFF',
  appPreviewBg: '#FFFFFF',
  appBorderColor: '#E5E6EB',
  appBorderRadius: 4,
  fontBase:
    "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans SC', sans-serif",
  fontCode: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  textColor: '#1D2129',
  textMutedColor: '#4E5969',
  textInverseColor: '#FFFFFF',
  barTextColor: '#4E5969',
  barHoverColor: '#165DFF',
  barSelectedColor: '#165DFF',
  barBg: '#FFFFFF',
  inputBg: '#FFFFFF',
  inputBorder: '#C9CDD4',
  inputTextColor: '#1D2129',
  inputBorderRadius: 4,
});
