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

/** Gives the story a box of `width` px (a phone's content area, a narrow field), whatever the viewport. */
export function inWidth(width: number): Decorator {
  return function InWidth(Story) {
    return (
      <div style={{ width }}>
        <Story />
      </div>
    );
  };
}
