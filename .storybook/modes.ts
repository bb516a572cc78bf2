/**
 * Chromatic modes (docs/decisions/024-visual-coverage-of-every-screen-and-shell-story.md): every story is
 * snapshotted once per theme, through the same `theme` global as the toolbar and the local screenshot check
 * (tests/visual). The language stays the default zh-CN, as in the local check; stories that show English pin it.
 */
export const themeModes = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
} as const;
