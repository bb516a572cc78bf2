import type { Bilingual } from './tokenCatalog';

/** The foundations pages' own labels; the story picks the toolbar language (`text(locale)`). */
const labels = {
  token: ['Token', '令牌'],
  cssVariable: ['CSS variable', 'CSS 变量'],
  value: ['Value', '取值'],
  role: ['Role', '用途'],
  preview: ['Preview', '预览'],
  light: ['Light', '浅色'],
  dark: ['Dark', '深色'],
  step: ['Step', '色阶'],
  usedAs: ['Used as', '对应令牌'],
  onCard: ['On the card', '在卡片上'],
  textOnIt: ['Text on it', '其上文字'],
  contrast: ['Contrast', '对比度'],
  passText: ['AA text', 'AA 文字'],
  passUi: ['AA non-text', 'AA 非文字'],
  fail: ['Below AA', '未达 AA'],
  exempt: ['Exempt', '不适用'],
  none: ['No claim', '不适用'],
  whiteText: ['white', '白色'],
  darkText: ['text-1', 'text-1'],
  colorsTitle: ['Colours', '色彩'],
  colorsIntro: [
    'Every colour is a CSS variable set by the theme provider on its own root. The primary scale is derived from one seed (default #165DFF, try others in the Theme Playground); contrast ratios are computed from the palette the library ships, against the card (bg-1), page and popup surfaces — the lowest is shown.',
    '所有颜色都是主题提供者在自身根元素上设置的 CSS 变量。主色阶由一个种子色派生（默认 #165DFF，可在主题试验场中尝试其他颜色）；对比度按库实际使用的色板计算，取卡片（bg-1）、页面与弹层表面中最低的一个。',
  ],
  scaleTitle: ['Primary scale', '主色阶'],
  semanticTitle: ['Semantic colours', '语义色'],
  groupPrimary: ['Primary', '主色'],
  groupStatus: ['Status', '状态'],
  groupText: ['Text', '文字'],
  groupSurface: ['Surfaces, fills, borders', '表面、填充与边框'],
  typographyTitle: ['Typography', '字体排印'],
  typographyIntro: [
    'One family for every text (Latin first, then each platform’s Chinese fonts), a seven-step size scale, three weights and one line height.',
    '所有文字使用同一字体族（先西文，再各平台的中文字体），七级字号、三种字重和统一行高。',
  ],
  sample: ['Pasture 牧场 2,480 head', '牧场 Pasture 存栏 2,480 头'],
  families: ['Families and line height', '字体族与行高'],
  sizesTitle: ['Sizes', '字号'],
  weightsTitle: ['Weights', '字重'],
  layoutTitle: ['Spacing, radius and sizes', '间距、圆角与尺寸'],
  layoutIntro: [
    'A 4 px grid for spacing. Radii follow the theme’s radius option (md; sm is half, lg twice). Control heights and the mobile breakpoint keep screens aligned.',
    '间距基于 4 px 网格。圆角跟随主题的 radius 选项（md；sm 为一半，lg 为两倍）。控件高度与移动端断点让各页面保持一致。',
  ],
  spacingTitle: ['Spacing', '间距'],
  radiusTitle: ['Radius', '圆角'],
  controlTitle: ['Control heights', '控件高度'],
  breakpointTitle: ['Breakpoint', '断点'],
  elevationTitle: ['Elevation and layers', '层级与阴影'],
  elevationIntro: [
    'Three shadows for things that float, two focus treatments, and the z-index of every layer, from the sticky navbar to the progress bar.',
    '三级阴影用于浮起的元素，两种焦点样式，以及从吸顶导航栏到进度条的每一层 z-index。',
  ],
  shadowTitle: ['Shadows', '阴影'],
  layersTitle: ['Z-index layers', 'Z-index 层级'],
  motionTitle: ['Motion', '动效'],
  motionIntro: [
    'Two durations and one curve. Inside a provider, both durations drop to almost nothing when the user prefers reduced motion.',
    '两种时长与一条缓动曲线。在提供者内，若用户偏好减少动态效果，两种时长都会缩短到几乎为零。',
  ],
  iconsTitle: ['Icons', '图标'],
  iconsIntro: [
    'The lucide icons the library draws, with its stroke width. Pass any lucide icon to Icon (icon={Bell}); select one to copy its name.',
    '库中使用的 lucide 图标，按产品描边宽度绘制。任何 lucide 图标都可传给 Icon（icon={Bell}）；选择一个即可复制其名称。',
  ],
  searchIcons: ['Search icons', '搜索图标'],
  iconCount: ['{n} of {total} icons', '共 {total} 个图标，显示 {n} 个'],
  noIcons: ['No icon matches “{q}”.', '没有匹配“{q}”的图标。'],
  copied: ['Copied {name}', '已复制 {name}'],
  copyFailed: ['Could not copy; the name is {name}', '无法复制，名称为 {name}'],
  copyHint: ['Copy {name}', '复制 {name}'],
} satisfies Record<string, [string, string]>;

export type FoundationsLocale = 'en-US' | 'zh-CN';
export type LabelKey = keyof typeof labels;

export function asLocale(value: unknown): FoundationsLocale {
  return value === 'en-US' ? 'en-US' : 'zh-CN';
}

/** The label in the locale, with `{name}` placeholders filled. */
export function text(locale: FoundationsLocale) {
  return (key: LabelKey, values: Record<string, string | number> = {}) => {
    const [en, zh] = labels[key];
    // Only named values are filled: `icon={Bell}` in a label stays as written.
    return (locale === 'en-US' ? en : zh).replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

export function pick(value: Bilingual, locale: FoundationsLocale): string {
  return value[locale];
}
