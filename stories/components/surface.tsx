import type { Decorator } from '@storybook/react-vite';

/**
 * Primitives live on cards and panels (bg-2), not on the grey page body, and the filled inputs and grey buttons
 * are tuned for that surface, so every component story renders on one: the whole canvas, or on a docs page a block
 * as tall as the story.
 */
export const onSurface: Decorator = (Story, { viewMode }) => (
  <div
    style={{
      minHeight: viewMode === 'docs' ? undefined : '100vh',
      padding: 24,
      background: 'var(--pc-bg-2)',
      color: 'var(--pc-text-1)',
    }}
  >
    <Story />
  </div>
);
