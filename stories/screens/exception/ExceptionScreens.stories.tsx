import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExceptionScreen } from '@pasture/ui/screens/exception';
import { text } from '../../support/texts';

const meta = {
  title: 'Screens/Exception/Exception',
  component: ExceptionScreen,
  args: { code: '404', onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof ExceptionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden403: Story = {
  name: '403',
  args: { code: '403' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('exception.403.description') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('exception.retry') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('exception.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const NotFound404: Story = {
  name: '404',
  args: { code: '404' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('exception.404.description') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('exception.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('exception.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const ServerError500: Story = {
  name: '500',
  args: { code: '500' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('exception.500.description') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('exception.retry') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('exception.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The spec's English wording (contract §8). */
export const EnglishTexts: Story = {
  tags: ['edge-case', '!autodocs'],
  args: { code: '404' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Whoops, this page is gone' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};
