import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Result } from '@pasture/ui';
import { onSurface } from './surface';
import { sample, withSamples } from '../support/samples';
import { usage } from '../support/usage';

const meta = {
  title: 'Components/Result',
  component: Result,
  decorators: [withSamples, onSurface],
  args: {
    status: 'success',
    title: 'Submit Success',
    subTitle: 'The form is submitted successfully!',
    extra: (
      <>
        <Button>Print result</Button>
        <Button variant="primary">Project list</Button>
      </>
    ),
  },
  argTypes: {
    status: {
      control: 'select',
      options: ['success', 'error', 'info', 'warning', '403', '404', '500'],
    },
  },
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'The outcome of a flow or an error page (success, 403, 404, 500).',
          do: ['Say what happened and give the way on (`extra`).'],
          dont: ["Use it for a section's error: that is an Alert or Empty."],
          content: 'A short title and one sentence.',
        }),
      },
    },
  },
} satisfies Meta<typeof Result>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: sample('Submit Success') }),
    ).toBeVisible();
    await expect(canvas.getByText(sample('The form is submitted successfully!'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: sample('Project list') })).toBeVisible();
    // A tone is an icon in a tinted circle, hidden from assistive technology: the title says it.
    const picture = canvasElement.querySelector('[data-kind]');
    await expect(picture).toHaveAttribute('data-kind', 'status');
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  args: { status: 'info', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: sample('Submit Success') }),
    ).toBeVisible();
  },
};

export const Failure: Story = {
  args: {
    status: 'error',
    title: 'Submit Error',
    subTitle: 'Submit failed, please retry',
    extra: (
      <>
        <Button>Go Back</Button>
        <Button variant="primary">Return for correction</Button>
      </>
    ),
    children: (
      <div style={{ padding: 20, borderRadius: 4, background: 'var(--pc-fill-1)' }}>
        <strong>Details of error</strong>
        <ol>
          <li>The current domain name has not been registered.</li>
          <li>Your user group does not have the authority to perform this operation.</li>
        </ol>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: sample('Submit Error') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Info: Story = {
  args: {
    status: 'info',
    title: 'Approval in progress',
    subTitle: 'You will be notified when it is done.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: sample('Approval in progress') }),
    ).toBeVisible();
  },
};

export const Warning: Story = {
  args: { status: 'warning', title: 'Unsaved changes', subTitle: 'Leave without saving?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: sample('Unsaved changes') })).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: {
    status: '403',
    title: undefined,
    subTitle: 'Access to this resource on the server is denied',
    extra: <Button variant="primary">Back</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(sample('Access to this resource on the server is denied')),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-kind="illustration"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.getByRole('button', { name: sample('Back') })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    status: '404',
    title: undefined,
    subTitle: 'Whoops, this page is gone',
    extra: (
      <>
        <Button>Retry</Button>
        <Button variant="primary">Back</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Whoops, this page is gone'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: sample('Retry') })).toBeVisible();
    // The drawing, the "404" in it included, is hidden from assistive technology.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('404').closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const ServerError: Story = {
  args: {
    status: '500',
    title: undefined,
    subTitle: 'Internal server error',
    extra: <Button variant="primary">Back</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sample('Internal server error'))).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
