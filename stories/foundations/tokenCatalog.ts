import type { theme } from '@pasture/ui';

/**
 * What each design token is for, in both toolbar languages. The foundations pages list the tokens by walking the
 * theme itself (`theme`, `createPastureTheme()`); this catalog only adds the words. Its records are typed by the
 * theme's keys, so a token added to the theme without a role here fails the typecheck, and
 * tests/unit/foundations.test.tsx fails if a theme token or `--pc-*` variable is missing from its rendered page.
 */
export interface Bilingual {
  'en-US': string;
  'zh-CN': string;
}

const t = (en: string, zh: string): Bilingual => ({ 'en-US': en, 'zh-CN': zh });

type Theme = typeof theme;
export type SemanticColorKey = Exclude<keyof Theme['color'], 'primaryScale'>;

/**
 * How a colour is checked for contrast. `text`: as text on the card and page (WCAG 1.4.3, 4.5:1). `ui`: as a
 * part a user must see, such as a focus ring or status dot (1.4.11, 3:1). `fill`: a fill with its own text colour
 * on it (4.5:1). `muted`: placeholder and disabled text, exempt from 1.4.3, ratio shown for information. `surface`:
 * a background, border or overlay, no claim.
 */
export type ContrastKind =
  | { kind: 'text' }
  | { kind: 'ui' }
  | { kind: 'fill'; text: SemanticColorKey }
  | { kind: 'muted' }
  | { kind: 'surface' };

export interface ColorEntry {
  group: 'primary' | 'status' | 'text' | 'surface';
  role: Bilingual;
  contrast: ContrastKind;
}

export const semanticColors = {
  primary: {
    group: 'primary',
    role: t('Primary buttons, selected controls, links on fills', '主按钮、选中的控件、强调填充'),
    contrast: { kind: 'fill', text: 'onPrimary' },
  },
  primaryHover: {
    group: 'primary',
    role: t('Hovered primary parts and the focused input border', '悬停的主色部件、聚焦输入框边框'),
    contrast: { kind: 'ui' },
  },
  primaryActive: {
    group: 'primary',
    role: t('Pressed primary buttons', '按下的主按钮'),
    contrast: { kind: 'fill', text: 'onPrimary' },
  },
  primaryText: {
    group: 'primary',
    role: t('Links and primary text on any surface', '链接与主色文字，适用于任何表面'),
    contrast: { kind: 'text' },
  },
  primaryBg: {
    group: 'primary',
    role: t('Tint behind selected rows, menu items and tags', '选中行、菜单项和标签的浅色底'),
    contrast: { kind: 'surface' },
  },
  primaryDisabled: {
    group: 'primary',
    role: t('Disabled primary buttons', '禁用的主按钮'),
    contrast: { kind: 'surface' },
  },
  onPrimary: {
    group: 'primary',
    role: t(
      'Text and icons on primary fills (dark on light seeds)',
      '主色填充上的文字与图标（浅色种子色时为深色）',
    ),
    contrast: { kind: 'fill', text: 'onPrimary' },
  },
  focus: {
    group: 'primary',
    role: t(
      'Keyboard focus outline, 3:1 on every surface',
      '键盘焦点轮廓，在所有表面上对比度 ≥ 3:1',
    ),
    contrast: { kind: 'ui' },
  },
  success: {
    group: 'status',
    role: t('Success icons, dots and chart series', '成功图标、状态点与图表系列'),
    contrast: { kind: 'ui' },
  },
  successText: {
    group: 'status',
    role: t('Success messages and tag text', '成功提示与标签文字'),
    contrast: { kind: 'text' },
  },
  successBg: {
    group: 'status',
    role: t('Success alert and tag background', '成功提示与标签的底色'),
    contrast: { kind: 'surface' },
  },
  warning: {
    group: 'status',
    role: t('Warning icons, dots and chart series', '警告图标、状态点与图表系列'),
    contrast: { kind: 'ui' },
  },
  warningText: {
    group: 'status',
    role: t('Warning messages and tag text', '警告提示与标签文字'),
    contrast: { kind: 'text' },
  },
  warningBg: {
    group: 'status',
    role: t('Warning alert and tag background', '警告提示与标签的底色'),
    contrast: { kind: 'surface' },
  },
  danger: {
    group: 'status',
    role: t('Error icons, dots, invalid input borders', '错误图标、状态点、校验失败的输入框边框'),
    contrast: { kind: 'ui' },
  },
  dangerStrong: {
    group: 'status',
    role: t('Danger buttons and the badge count', '危险按钮与徽标数字底色'),
    contrast: { kind: 'fill', text: 'onDanger' },
  },
  dangerText: {
    group: 'status',
    role: t('Error messages and validation text', '错误信息与校验提示文字'),
    contrast: { kind: 'text' },
  },
  dangerBg: {
    group: 'status',
    role: t('Error alert and tag background', '错误提示与标签的底色'),
    contrast: { kind: 'surface' },
  },
  onDanger: {
    group: 'status',
    role: t('Text on danger fills', '危险色填充上的文字'),
    contrast: { kind: 'fill', text: 'onDanger' },
  },
  text1: {
    group: 'text',
    role: t('Headings and body text', '标题与正文'),
    contrast: { kind: 'text' },
  },
  text2: {
    group: 'text',
    role: t('Secondary text, labels, table cells', '次要文字、标签、表格内容'),
    contrast: { kind: 'text' },
  },
  text3: {
    group: 'text',
    role: t('Hints, captions, inactive tabs', '提示、说明文字、未选中的标签页'),
    contrast: { kind: 'text' },
  },
  text4: {
    group: 'text',
    role: t('Placeholders and disabled text (exempt from AA)', '占位符与禁用文字（不受 AA 约束）'),
    contrast: { kind: 'muted' },
  },
  bgBody: {
    group: 'surface',
    role: t('The page behind cards', '卡片后面的页面底色'),
    contrast: { kind: 'surface' },
  },
  bg1: {
    group: 'surface',
    role: t('Cards, tables, the navbar', '卡片、表格、导航栏'),
    contrast: { kind: 'surface' },
  },
  bg2: {
    group: 'surface',
    role: t('Raised parts inside cards, drawers', '卡片内的抬升区域、抽屉'),
    contrast: { kind: 'surface' },
  },
  bgPopup: {
    group: 'surface',
    role: t('Menus, popovers, dialogs', '菜单、气泡卡片、对话框'),
    contrast: { kind: 'surface' },
  },
  fill1: {
    group: 'surface',
    role: t('Hovered rows, subtle backgrounds', '悬停的行、弱背景'),
    contrast: { kind: 'surface' },
  },
  fill2: {
    group: 'surface',
    role: t('Input and text-button backgrounds', '输入框与文字按钮的底色'),
    contrast: { kind: 'surface' },
  },
  fill3: {
    group: 'surface',
    role: t('Pressed text buttons, skeletons', '按下的文字按钮、骨架屏'),
    contrast: { kind: 'surface' },
  },
  border1: {
    group: 'surface',
    role: t('Dividers inside cards', '卡片内的分割线'),
    contrast: { kind: 'surface' },
  },
  border2: {
    group: 'surface',
    role: t('Card and table borders', '卡片与表格边框'),
    contrast: { kind: 'surface' },
  },
  border3: {
    group: 'surface',
    role: t('Input borders', '输入框边框'),
    contrast: { kind: 'surface' },
  },
  mask: {
    group: 'surface',
    role: t('Overlay behind dialogs and drawers', '对话框与抽屉后面的遮罩'),
    contrast: { kind: 'surface' },
  },
} as const satisfies Record<SemanticColorKey, ColorEntry>;

/** The ten steps of the seed's scale (`--pc-primary-1` … `-10`); semantic tokens that equal a step are listed beside it. */
export const scaleSteps: readonly Bilingual[] = [
  t('Lightest tint: selected backgrounds', '最浅：选中项底色'),
  t('Focus glow around inputs', '输入框聚焦光晕'),
  t('Disabled fills', '禁用填充'),
  t('Light accents, chart areas', '浅色点缀、图表面积'),
  t('Hover', '悬停'),
  t('The seed: primary fill', '种子色：主色填充'),
  t('Pressed', '按下'),
  t('Deep accents', '深色点缀'),
  t('Deeper accents', '更深的点缀'),
  t('Deepest shade', '最深'),
];

export const shadows = {
  1: t('Cards that lift on hover, the navbar', '悬停抬升的卡片、导航栏'),
  2: t('Menus, popovers, dropdowns', '菜单、气泡卡片、下拉框'),
  3: t('Dialogs, drawers, toasts', '对话框、抽屉、消息提示'),
  focus: t(
    'Glow around a focused input, beside its primary border',
    '聚焦输入框的光晕，配合主色边框',
  ),
  focusVisible: t(
    'Keyboard focus ring where an outline would be clipped',
    '轮廓会被裁切时，以阴影绘制的键盘焦点环',
  ),
} as const satisfies Record<keyof Theme['shadow'], Bilingual>;

export const spaces = {
  xxs: t('Icon to its badge', '图标与徽标'),
  xs: t('Icon to its text, tight groups', '图标与文字、紧凑分组'),
  sm: t('Between buttons, inside tags', '按钮之间、标签内边距'),
  md: t('Form label to control, list rows', '表单标签与控件、列表行'),
  lg: t('Card padding on small screens, between fields', '小屏卡片内边距、字段之间'),
  xl: t('Card padding', '卡片内边距'),
  xxl: t('Between cards and sections', '卡片与区块之间'),
  xxxl: t('Page margins, empty states', '页面边距、空状态'),
} as const satisfies Record<keyof Theme['space'], Bilingual>;

export const radii = {
  sm: t('Tags, checkboxes, small parts (half of md)', '标签、复选框等小部件（md 的一半）'),
  md: t('Buttons, inputs, menus (the theme’s radius)', '按钮、输入框、菜单（主题圆角）'),
  lg: t('Cards, dialogs, drawers (twice md)', '卡片、对话框、抽屉（md 的两倍）'),
  round: t('Pills, avatars, status dots', '胶囊、头像、状态点'),
} as const satisfies Record<keyof Theme['radius'], Bilingual>;

export const fontSizes = {
  xs: t('Captions, table footers, badges', '说明文字、表格底部、徽标'),
  sm: t('Dense tables, helper text', '紧凑表格、辅助文字'),
  md: t('Body text, controls (default)', '正文与控件（默认）'),
  lg: t('Card and dialog titles', '卡片与对话框标题'),
  xl: t('Page titles', '页面标题'),
  xxl: t('Statistics, result titles', '统计数值、结果页标题'),
  xxxl: t('Large key figures', '大号关键数字'),
} as const satisfies Record<keyof Theme['font']['size'], Bilingual>;

export const fontWeights = {
  regular: t('Body text', '正文'),
  medium: t('Titles, selected items, buttons', '标题、选中项、按钮'),
  semibold: t('Key figures', '关键数字'),
} as const satisfies Record<keyof Theme['font']['weight'], Bilingual>;

export const fontTokens = {
  family: t('Every text (the theme’s fontFamily)', '所有文字（主题的 fontFamily）'),
  mono: t('Code, IDs, numbers that must align', '代码、编号、需对齐的数字'),
  size: t('Type scale, below', '字号阶梯，见下'),
  weight: t('Weights, below', '字重，见下'),
  lineHeight: t('Line height of all text', '所有文字的行高'),
} as const satisfies Record<keyof Theme['font'], Bilingual>;

export const sizes = {
  controlSm: t('Small buttons and inputs', '小号按钮与输入框'),
  control: t('Buttons, inputs, selects (default)', '按钮、输入框、选择器（默认）'),
  controlLg: t('Large buttons and inputs, touch targets', '大号按钮与输入框、触控目标'),
} as const satisfies Record<keyof Theme['size'], Bilingual>;

export const zIndexes = {
  sticky: t('Sticky navbar, table headers, form footers', '吸顶导航栏、表头、表单底栏'),
  menu: t('The side menu', '侧边菜单'),
  drawer: t('Drawers and their mask', '抽屉及其遮罩'),
  modal: t('Dialogs, above drawers', '对话框，高于抽屉'),
  popover: t(
    'Popovers, tooltips, select lists, above dialogs',
    '气泡卡片、文字提示、下拉列表，高于对话框',
  ),
  toast: t('Toasts, above everything interactive', '消息提示，高于所有可交互层'),
  progress: t('The page-load progress bar, topmost', '页面加载进度条，最上层'),
} as const satisfies Record<keyof Theme['zIndex'], Bilingual>;

export const motions = {
  fast: t('Hover and press feedback', '悬停与按下反馈'),
  normal: t('Opening menus, drawers, dialogs', '展开菜单、抽屉、对话框'),
  easing: t('Every transition’s curve', '所有过渡的缓动曲线'),
} as const satisfies Record<keyof Theme['motion'], Bilingual>;

export const breakpoints = {
  mobile: t(
    'Below this container width (px) screens switch to their mobile layout',
    '容器宽度小于此值（px）时，页面切换为移动端布局',
  ),
} as const satisfies Record<keyof Theme['breakpoint'], Bilingual>;
