import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isLocale } from '@pasture/ui';
import { ThemePlayground } from './ThemePlayground';
import { playgroundText } from './playgroundText';

/**
 * Every primitive on one page under a live theme panel (seed colour, light/dark/system, language, radius). The
 * preview is its own provider: what the panel picks stays inside it.
 */
const meta = {
  title: 'Theme Playground',
  component: ThemePlayground,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemePlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  name: 'Theme Playground',
  args: { locale: 'zh-CN', mode: 'light' },
  // The toolbar picks the panel's language and the preview's first mode and language.
  render: (args, { globals }) => {
    const locale = isLocale(globals.locale) ? globals.locale : args.locale;
    const mode = globals.theme === 'dark' ? 'dark' : 'light';
    return <ThemePlayground key={`${locale}-${mode}`} locale={locale} mode={mode} />;
  },
  play: async ({ canvasElement, globals }) => {
    const locale = isLocale(globals.locale) ? globals.locale : 'zh-CN';
    const text = playgroundText[locale];
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole('region', { name: text.preview }));
    const save = preview.getAllByRole('button', { name: text.save })[0]!;
    const before = getComputedStyle(save).backgroundColor;
    // A purple seed recolours the preview's primary button; the story's own root keeps its theme.
    await userEvent.click(canvas.getByRole('button', { name: '#722ED1' }));
    await waitFor(() => expect(getComputedStyle(save).backgroundColor).toBe('rgb(114, 46, 209)'));
    await expect(before).not.toBe('rgb(114, 46, 209)');
    // The other language swaps the preview's texts, not the panel's.
    const other = locale === 'en-US' ? 'zh-CN' : 'en-US';
    await userEvent.click(
      canvas.getByRole('radio', { name: other === 'en-US' ? 'English' : '简体中文' }),
    );
    await expect(
      await preview.findByRole('heading', { name: playgroundText[other].actions }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(document.documentElement.lang).toBe(locale);
  },
};
