import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { theme } from '@pasture/ui';
import {
  ColorsPage,
  ElevationPage,
  LayoutPage,
  MotionPage,
  TypographyPage,
} from './FoundationPages';
import { asLocale, text } from './foundationsText';
import { IconsPage } from './IconsPage';
import { libraryIcons } from './iconSet';

/**
 * The design foundations, one page per story, generated from the theme source (packages/ui/src/theme) so they
 * cannot drift. Labels follow the toolbar language, colours the toolbar theme (each page's own swatches show both
 * modes). No Docs page: each story is the page.
 */
const meta = {
  title: 'Foundations',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: (_, { globals }) => <ColorsPage locale={asLocale(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    const say = text(asLocale(globals.locale));
    await expect(canvas.getByRole('heading', { level: 1, name: say('colorsTitle') })).toBeVisible();
    // Both scales, ten steps each, and every semantic colour's row.
    await expect(canvas.getAllByText('--pc-primary-6')).toHaveLength(2);
    await expect(canvas.getByRole('rowheader', { name: /theme\.color\.focus\b/ })).toBeVisible();
  },
};

export const Typography: Story = {
  render: (_, { globals }) => <TypographyPage locale={asLocale(globals.locale)} />,
};

export const SpacingRadiusSizes: Story = {
  name: 'Spacing, Radius, Sizes',
  render: (_, { globals }) => <LayoutPage locale={asLocale(globals.locale)} />,
};

export const ElevationAndLayers: Story = {
  name: 'Elevation and Layers',
  render: (_, { globals }) => <ElevationPage locale={asLocale(globals.locale)} />,
  play: async ({ canvas }) => {
    // Layers read from the top down.
    const layers = canvas.getAllByText(/^theme\.zIndex\./).map((cell) => cell.textContent);
    await expect(layers[0]).toBe('theme.zIndex.progress');
    await expect(layers).toHaveLength(Object.keys(theme.zIndex).length);
  },
};

export const Motion: Story = {
  render: (_, { globals }) => <MotionPage locale={asLocale(globals.locale)} />,
};

export const Icons: Story = {
  render: (_, { globals }) => <IconsPage locale={asLocale(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const say = text(asLocale(globals.locale));
    const canvas = within(canvasElement);
    const total = Object.keys(libraryIcons).length;
    await userEvent.type(canvas.getByRole('searchbox', { name: say('searchIcons') }), 'chevron');
    const tiles = canvas.getAllByRole('button', { name: /^Chevron/ });
    await expect(canvas.getByText(say('iconCount', { n: tiles.length, total }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bell' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ChevronDown' }));
    // Copied, or (where the browser denies the clipboard) the name to copy by hand.
    await expect(await canvas.findByRole('status')).toHaveTextContent('ChevronDown');
  },
};
