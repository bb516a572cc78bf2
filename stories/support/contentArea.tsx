import type { Decorator } from '@storybook/react-vite';

/**
 * Pads a screen as the console's content area does (20 px), so the story shows it where the console would: screens
 * bring no outer padding of their own.
 */
export const inContentArea: Decorator = (Story) => (
  <div style={{ padding: 20 }}>
    <Story />
  </div>
);
