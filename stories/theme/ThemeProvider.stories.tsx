import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  derivePalette,
  Modal,
  PastureThemeProvider,
  theme,
  type ColorMode,
  type PastureThemeOptions,
} from '@pasture/ui';
import { usage } from '../support/usage';

/** `#RRGGBB` as computed styles report it. */
function rgb(hex: string | undefined): string {
  const value = Number.parseInt((hex ?? '').slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

interface PanelProps {
  name: string;
  mode: ColorMode;
  pastureTheme: PastureThemeOptions;
}

/** One provider: a card in its own mode and colours, with a modal that portals into the provider's container. */
function ThemedPanel({ name, mode, pastureTheme }: PanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <PastureThemeProvider mode={mode} theme={pastureTheme} style={{ flex: 1 }}>
      <section
        aria-label={`${name} panel`}
        style={{ display: 'grid', gap: 12, padding: 24, background: theme.color.bg2 }}
      >
        <h2 style={{ fontSize: 16 }}>{`${name} provider`}</h2>
        <p
          style={{ color: theme.color.primaryText }}
        >{`Primary text, seed ${pastureTheme.primaryColor}`}</p>
        <Button variant="primary" onClick={() => setOpen(true)}>
          {`Open ${name} modal`}
        </Button>
      </section>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`${name} modal`}
        okText="Done"
        onOk={() => setOpen(false)}
      >
        {`This modal portals into the ${name} provider's container.`}
      </Modal>
    </PastureThemeProvider>
  );
}

const meta = {
  title: 'Components/Theme Provider',
  component: PastureThemeProvider,
  parameters: {
    docs: {
      description: {
        component: [
          'Scoped theming: each `PastureThemeProvider` (and `PastureProvider`) carries its mode and the palette derived ' +
            'from its seed colour on its own root element and portal container, never on `<html>` or `<body>`, so ' +
            'providers in different modes and colours share a page and each overlay follows its own provider.',
          usage({
            when: 'Around a part of a page that needs its own mode or seed colour; `PastureProvider` already includes one for the whole app.',
            do: [
              'Set the seed with `theme={{ primaryColor }}`: the ten-step scale, hover fills and AA text colours follow.',
              'Use `mode="system"` to follow the reader\'s setting, and keep the choice in your own settings store.',
            ],
            dont: [
              'Set `data-theme` or CSS variables on `<html>` or `<body>` yourself: the library never reads them.',
              'Nest a provider only to change one colour of one component: override its CSS variable on that element.',
            ],
            content: 'No texts of its own; a seed is a `#RRGGBB` or `#RGB` colour.',
          }),
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PastureThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const lightSeed = '#722ED1';
const darkSeed = '#FADC19';

/**
 * Two providers side by side, light with a purple seed and dark with a yellow one. Each modal takes its own
 * provider's popup surface and primary fill (a yellow fill carries dark text); the page's <body> is untouched.
 */
export const TwoProvidersOnOnePage: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <ThemedPanel name="Light" mode="light" pastureTheme={{ primaryColor: lightSeed }} />
      <ThemedPanel name="Dark" mode="dark" pastureTheme={{ primaryColor: darkSeed, radius: 8 }} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const body = canvasElement.ownerDocument.body;
    const bodyBackground = getComputedStyle(body).backgroundColor;
    const cases = [
      { name: 'Light', mode: 'light', seed: lightSeed, radius: '4px' },
      { name: 'Dark', mode: 'dark', seed: darkSeed, radius: '8px' },
    ] as const;
    for (const { name, mode, seed, radius } of cases) {
      const palette = derivePalette(seed, mode);
      await userEvent.click(canvas.getByRole('button', { name: `Open ${name} modal` }));
      const dialog = await page.findByRole('dialog', { name: `${name} modal` });
      await waitFor(() => expect(dialog).toBeVisible());
      const container = dialog.closest('[data-pasture-portal]');
      await expect(container).toHaveAttribute('data-mode', mode);
      await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(palette['--pc-bg-popup']));
      await expect(getComputedStyle(dialog).borderRadius).toBe(radius);
      const done = within(dialog).getByRole('button', { name: 'Done' });
      await expect(getComputedStyle(done).backgroundColor).toBe(rgb(palette['--pc-primary']));
      await expect(getComputedStyle(done).color).toBe(rgb(palette['--pc-on-primary']));
      await userEvent.click(done);
      await waitFor(() => expect(page.queryByRole('dialog', { name: `${name} modal` })).toBeNull());
    }
    // Yellow needs dark text on its buttons.
    await expect(derivePalette(darkSeed, 'dark')['--pc-on-primary']).toBe('#1D2129');
    await expect(body).not.toHaveAttribute('data-theme');
    await expect(getComputedStyle(body).backgroundColor).toBe(bodyBackground);
  },
};

/** Renders its children into a plain element of <body>: outside every provider's root and portal container. */
function OutsideEveryProvider({ children }: { children: ReactNode }) {
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  return createPortal(
    <section aria-label="Outside every provider" style={{ padding: 24 }}>
      {children}
    </section>,
    host,
  );
}

/**
 * A primitive with no provider around it still looks like itself: every token falls back to the default light
 * value, so the primary button is the brand blue with white text.
 */
export const PrimitiveWithoutProvider: Story = {
  tags: ['edge-case', '!autodocs'],
  render: () => (
    <OutsideEveryProvider>
      <Button variant="primary">Standalone</Button>
    </OutsideEveryProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Outside every provider',
    });
    await expect(region.closest('[data-pasture-root], [data-pasture-portal]')).toBeNull();
    const button = within(region).getByRole('button', { name: 'Standalone' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(22, 93, 255)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(button).borderRadius).toBe('4px');
  },
};
