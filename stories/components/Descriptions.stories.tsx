import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Descriptions, type DescriptionsItemData, Tag } from '@pasture/ui';
import { onSurface } from './surface';
import { localized, sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';
import { inWidth } from '../support/contentArea';

const cow: DescriptionsItemData[] = [
  { label: 'Ear tag', value: 'CN-0421' },
  { label: 'Breed', value: 'Holstein' },
  { label: 'Born', value: '2021-03-14' },
  { label: 'Barn', value: 'North 2' },
  { label: 'Status', value: <Tag color="success">Lactating</Tag> },
  { label: 'Last weight', value: '612 kg' },
  { label: 'Notes', value: 'Moved from the south farm in spring; vaccinated twice.', span: 3 },
];

const meta = {
  title: 'Components/Descriptions',
  component: Descriptions,
  decorators: [withSamples, onSurface],
  args: { title: 'Animal details', items: cow },
  argTypes: {
    column: { control: 'inline-radio', options: [1, 2, 3] },
    layout: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: "A record's facts as label–value pairs (a profile, an order).",
          do: ['Keep labels short; use `bordered` for dense data.'],
          dont: ['Use it for many records: that is a Table.'],
          content: 'Labels are nouns; empty values show a dash.',
        }),
      },
    },
  },
} satisfies Meta<typeof Descriptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A description list: every value is announced with its term. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Animal details'))).toBeVisible();
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(
      localized(cow).map((item) => item.label),
    );
    const definitions = canvas.getAllByRole('definition');
    await expect(definitions[1]).toHaveTextContent(sample('Holstein'));
    // Three to a row on a wide block.
    const [first, second, fourth] = [terms[0], terms[1], terms[3]].map(
      (term) => (term as HTMLElement).getBoundingClientRect().top,
    );
    await expect(second).toBe(first);
    await expect(fourth).toBeGreaterThan(first ?? 0);
  },
};

export const Playground: Story = {
  args: { column: 2, layout: 'horizontal', bordered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(cow.length);
  },
};

export const Bordered: Story = {
  args: { bordered: true },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getAllByRole('definition')[4] as HTMLElement).getByText(sample('Lactating')),
    ).toBeVisible();
  },
};

/** Labels above values; useful for long labels or a narrow card. */
export const Vertical: Story = {
  args: { layout: 'vertical', column: 2 },
  play: async ({ canvas }) => {
    const term = canvas.getAllByRole('term')[0] as HTMLElement;
    const value = canvas.getAllByRole('definition')[0] as HTMLElement;
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(
      term.getBoundingClientRect().top,
    );
  },
};

/**
 * A narrow block (a side panel, a phone) falls back to one column whatever `column` says, each label above its value,
 * which then has the whole width.
 */
export const Narrow: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: [inWidth(360)],
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const [first, second] = terms.slice(0, 2).map((term) => term.getBoundingClientRect().top);
    await expect(second).toBeGreaterThan(first ?? 0);
    for (const term of terms) {
      const value = term.nextElementSibling as HTMLElement;
      const label = term.getBoundingClientRect();
      const box = value.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(label.bottom - 1);
      await expect(box.left).toBeCloseTo(label.left, 0);
      await expect(box.width).toBeGreaterThan(300);
    }
  },
};

/** The bordered look in a narrow block: the grey label row above each value, no label column. */
export const NarrowBordered: Story = {
  ...Narrow,
  args: { bordered: true },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('term')).toHaveLength(0);
    await expect(canvas.getByText(sample('Animal details'))).toBeVisible();
  },
};
