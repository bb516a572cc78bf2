import { Description, Primary, Title } from '@storybook/addon-docs/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isLocale } from '@pasture/ui';
import { ThemePlayground, type SectionId } from './ThemePlayground';
import { playgroundText } from './playgroundText';

/**
 * Every primitive of the library on one page under a live theme panel: a seed colour (the library's
 * `theme={{ primaryColor }}`), light, dark or the system's mode, the language and the radius. The preview is a
 * `PastureProvider` of its own, as in a host app: what the panel picks changes nothing outside it — not the panel,
 * not this page. Pick the **Theme** and **Language** in the toolbar to start from them.
 */
const meta = {
  title: 'Theme Playground',
  component: ThemePlayground,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    // The page is the playground itself: no props table, no list of the slices the test-runner checks.
    docs: {
      page: () => (
        <>
          <Title />
          <Description of="meta" />
          <Primary />
        </>
      ),
    },
  },
} satisfies Meta<typeof ThemePlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's language and theme, as the playground's first language and mode. */
const fromToolbar = (globals: Record<string, unknown>) => ({
  locale: isLocale(globals.locale) ? globals.locale : ('zh-CN' as const),
  mode: globals.theme === 'dark' ? ('dark' as const) : ('light' as const),
});

/**
 * The whole page, for a designer (its docs page and its canvas). The test-runner does not render it (`!test`): every
 * section is a story of its own below, each checked with axe in both themes and languages, and the panel's play
 * runs on the first — one story with all of them exceeded the runner's minute under load.
 */
export const Page: Story = {
  name: 'Theme Playground',
  tags: ['!test'],
  args: { locale: 'zh-CN', mode: 'light' },
  render: (_args, { globals }) => {
    const { locale, mode } = fromToolbar(globals);
    return <ThemePlayground key={`${locale}-${mode}`} locale={locale} mode={mode} />;
  },
};

/**
 * One section of the gallery under the panel, for the test-runner. Each story names its tags itself (the index
 * reads them from the file, not from a function's result): tagged out of the designer's sidebar and the docs page.
 */
const section = (id: SectionId): Story => ({
  args: { locale: 'zh-CN', mode: 'light' },
  render: (_args, { globals }) => {
    const { locale, mode } = fromToolbar(globals);
    return <ThemePlayground key={`${locale}-${mode}`} locale={locale} mode={mode} only={[id]} />;
  },
});

/** The panel works: a seed recolours the preview, the mode and language switch it; the story's own root keeps its theme. */
export const Actions: Story = {
  ...section('actions'),
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvasElement, globals }) => {
    const { locale } = fromToolbar(globals);
    const text = playgroundText[locale];
    const canvas = within(canvasElement);
    const previewRegion = canvas.getByRole('region', { name: text.preview });
    const preview = within(previewRegion);
    const providerRoot = (element: Element) => element.closest('[data-pasture-root]');
    const storyRoot = providerRoot(canvas.getByRole('form', { name: text.panel }));
    const previewRoot = providerRoot(previewRegion);
    await expect(previewRoot).not.toBe(storyRoot);
    const save = preview.getAllByRole('button', { name: text.save })[0]!;
    const before = getComputedStyle(save).backgroundColor;
    // A purple seed recolours the preview's primary button, not the panel's.
    await userEvent.click(canvas.getByRole('button', { name: '#722ED1' }));
    await waitFor(() => expect(getComputedStyle(save).backgroundColor).toBe('rgb(114, 46, 209)'));
    await expect(before).not.toBe('rgb(114, 46, 209)');
    await expect(canvas.getByRole('textbox', { name: text.seed })).toHaveValue('#722ED1');
    // Dark mode applies to the preview's root only.
    await userEvent.click(canvas.getByRole('radio', { name: text.dark }));
    await waitFor(() => expect(previewRoot).toHaveAttribute('data-mode', 'dark'));
    await expect(storyRoot).toHaveAttribute(
      'data-mode',
      globals.theme === 'dark' ? 'dark' : 'light',
    );
    // The other language swaps the preview's texts, not the panel's.
    const other = locale === 'en-US' ? 'zh-CN' : 'en-US';
    await userEvent.click(
      canvas.getByRole('radio', { name: other === 'en-US' ? 'English' : '简体中文' }),
    );
    await expect(
      await preview.findByRole('heading', { name: playgroundText[other].actions }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  },
};
export const Inputs: Story = { ...section('inputs'), tags: ['edge-case', '!autodocs'] };
export const Choices: Story = { ...section('choices'), tags: ['edge-case', '!autodocs'] };
export const Feedback: Story = { ...section('feedback'), tags: ['edge-case', '!autodocs'] };
export const Data: Story = { ...section('data'), tags: ['edge-case', '!autodocs'] };
export const Navigation: Story = { ...section('navigation'), tags: ['edge-case', '!autodocs'] };
export const Table: Story = { ...section('table'), tags: ['edge-case', '!autodocs'] };
export const Overlays: Story = { ...section('overlays'), tags: ['edge-case', '!autodocs'] };
