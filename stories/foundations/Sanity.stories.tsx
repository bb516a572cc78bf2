import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';

function Hello() {
  const { t } = useTranslation();
  return <button type="button">{t('common.back')}</button>;
}
const meta = { title: 'Foundations/Sanity', component: Hello } satisfies Meta<typeof Hello>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '返回' })).toBeVisible();
  },
};
