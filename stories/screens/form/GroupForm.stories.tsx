import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GroupFormScreen } from '@pasture/ui/screens/group-form';
import { GROUP_FORM_MOCK_MESSAGES, groupFormScenarios } from '@pasture/ui/mocks';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';

const meta = {
  title: 'Screens/Form/GroupForm',
  component: GroupFormScreen,
  decorators: [inContentArea],
  parameters: { pasture: { initialPath: '/form/group' } },
} satisfies Meta<typeof GroupFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Toasts and the select's list are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Submitting is a write: the mocked server wants a session.
const loggedIn = [withLoggedIn('admin')];

/** The messages on screen, in order (each number box keeps an empty status line of its own). */
function shownMessages(canvas: Canvas): string[] {
  return canvas
    .queryAllByRole('alert')
    .map((alert: HTMLElement) => alert.textContent ?? '')
    .filter((text: string) => text !== '');
}

async function expectMessages(canvas: Canvas, expected: string[]) {
  await waitFor(() => expect(shownMessages(canvas)).toEqual(expected));
}

/** Waits for the form (a logged-in story renders once the demo account is in). */
async function formShown(canvas: Canvas, name = '音视频参数') {
  await canvas.findByRole('form', { name });
}

/** Types into a number box and leaves it (where it clamps). */
async function typeNumber(canvas: Canvas, name: string, value: string) {
  const box = canvas.getByRole('spinbutton', { name });
  await userEvent.clear(box);
  await userEvent.type(box, value);
  await userEvent.tab();
  return box;
}

async function choose(canvas: Canvas, canvasElement: HTMLElement, name: string, option: string) {
  await userEvent.click(canvas.getAllByRole('combobox', { name })[0] as HTMLElement);
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
  await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '音视频参数' })).toBeVisible();
    const video = canvas.getByRole('region', { name: '视频参数' });
    await expect(
      within(video)
        .getAllByRole('combobox')
        .map((box) => box.textContent),
    ).toEqual(['请选择', '请选择', '请选择', '请选择']);
    await expect(
      within(video).getByRole('spinbutton', { name: '采集帧率' }),
    ).toHaveAccessibleDescription('每秒帧数（fps），1 到 30');
    await expect(
      within(video).getByRole('spinbutton', { name: '编码码率最小值' }),
    ).toHaveAccessibleDescription('每秒比特数（bps），150 到 1800');
    await expect(within(video).getByRole('spinbutton', { name: '编码码率最小值' })).toHaveAttribute(
      'placeholder',
      '150 到 1800',
    );
    const audio = canvas.getByRole('region', { name: '音频参数' });
    await expect(within(audio).getAllByRole('combobox')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: '参数描述' })).toHaveAttribute(
      'placeholder',
      '请填写参数描述，最多 200 个字符',
    );
    const actions = canvas.getByRole('group', { name: '表单操作' });
    await expect(within(actions).getByRole('button', { name: '重置' })).toBeEnabled();
    await expect(within(actions).getByRole('button', { name: '提交' })).toBeEnabled();
  },
};

/** Out-of-range numbers are moved to the nearest bound as the box is left, and the box says why. */
export const ClampsOutOfRange: Story = {
  play: async ({ canvas }) => {
    const frameRate = await typeNumber(canvas, '采集帧率', '31');
    await expect(frameRate).toHaveValue('30');
    await expect(frameRate).toHaveAccessibleDescription(
      '每秒帧数（fps），1 到 30 已调整为最大值 30',
    );

    const minRate = await typeNumber(canvas, '编码码率最小值', '100');
    await expect(minRate).toHaveValue('150');
    await expect(canvas.getByText('已调整为最小值 150')).toBeVisible();

    const encodingFrameRate = await typeNumber(canvas, '编码帧率', '0');
    await expect(encodingFrameRate).toHaveValue('1');
    await expect(canvas.getByText('已调整为最小值 1')).toBeVisible();
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

/** The three encoding rates must agree: min ≤ default ≤ max. */
export const EncodingRateOrder: Story = {
  play: async ({ canvas }) => {
    await typeNumber(canvas, '编码码率最小值', '800');
    await typeNumber(canvas, '编码码率最大值', '300');
    await expectMessages(canvas, ['最大码率不能低于最小码率']);
    await expect(canvas.getByRole('spinbutton', { name: '编码码率最大值' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await typeNumber(canvas, '编码码率最大值', '1200');
    await expectMessages(canvas, []);

    await typeNumber(canvas, '编码码率默认值', '1500');
    await expectMessages(canvas, ['默认码率须在最小码率与最大码率之间']);
    // Moving the max past the default settles the default too.
    await typeNumber(canvas, '编码码率最大值', '1600');
    await expectMessages(canvas, []);
  },
};

export const DescriptionTooLong: Story = {
  play: async ({ canvas }) => {
    const description = canvas.getByRole('textbox', { name: '参数描述' });
    await userEvent.click(description);
    await userEvent.paste('参'.repeat(201));
    await expect(canvas.getByText('201/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expectMessages(canvas, ['参数描述最多 200 个字符']);
    await expect(description).toHaveFocus();
  },
};

/** The edges of every range are accepted: 1 and 30 fps, 150 and 1800 bps. */
export const SubmitSuccess: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await formShown(canvas);
    await choose(canvas, canvasElement, '匹配模式', '自定义');
    await choose(canvas, canvasElement, '采集分辨率', '1080*1920');
    await typeNumber(canvas, '采集帧率', '30');
    await typeNumber(canvas, '编码码率最小值', '150');
    await typeNumber(canvas, '编码码率最大值', '1800');
    await typeNumber(canvas, '编码码率默认值', '1800');
    await typeNumber(canvas, '编码帧率', '1');
    await choose(canvas, canvasElement, '采集声道数', '2 声道');
    await choose(canvas, canvasElement, '编码码率', '128 kbps');
    await expect(canvas.queryByText(/已调整为/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));

    const toast = await page(canvasElement).findByText('表单提交成功！');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(canvas.getByRole('spinbutton', { name: '采集帧率' })).toHaveValue('30');
    await expect(canvas.getByRole('spinbutton', { name: '编码帧率' })).toHaveValue('1');
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

/** contract §8 and §5 in English. */
export const English: Story = {
  decorators: loggedIn,
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await formShown(canvas, 'Video and audio parameters');
    const frameRate = await typeNumber(canvas, 'Acquisition frame rate', '31');
    await expect(frameRate).toHaveAccessibleDescription(
      'Frames per second (fps), 1 to 30 Adjusted to the maximum 30',
    );
    await typeNumber(canvas, 'Encoding min rate', '900');
    await typeNumber(canvas, 'Encoding max rate', '600');
    await expectMessages(canvas, ['Max rate must not be lower than the min rate']);
    await typeNumber(canvas, 'Encoding max rate', '1000');
    await typeNumber(canvas, 'Encoding default rate', '1200');
    await expectMessages(canvas, ['Default rate must lie between the min and max rates']);
    await typeNumber(canvas, 'Encoding default rate', '950');
    const description = canvas.getByRole('textbox', { name: 'Parameter description' });
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectMessages(canvas, ['Parameter description can be at most 200 characters']);
    await userEvent.type(description, '{Backspace}');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const toast = await page(canvasElement).findByText('The form is submitted successfully!');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** A refused submit: the data layer toasts the server's message; every value stays. */
export const SubmitError: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { groupForm: groupFormScenarios.error } } },
  play: async ({ canvas, canvasElement }) => {
    await formShown(canvas);
    await typeNumber(canvas, '采集帧率', '25');
    await choose(canvas, canvasElement, '编码 profile', 'high');
    await userEvent.type(canvas.getByRole('textbox', { name: '参数描述' }), '夜间直播');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const toast = await page(canvasElement).findByText(GROUP_FORM_MOCK_MESSAGES.serverError);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '提交' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('spinbutton', { name: '采集帧率' })).toHaveValue('25');
    await expect(canvas.getAllByRole('combobox', { name: '编码 profile' })[0]).toHaveTextContent(
      'high',
    );
    await expect(canvas.getByRole('textbox', { name: '参数描述' })).toHaveValue('夜间直播');
    await expect(page(canvasElement).queryByText('表单提交成功！')).toBeNull();
  },
};

export const Submitting: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { groupForm: groupFormScenarios.slow } } },
  play: async ({ canvas }) => {
    await formShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '提交' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: '重置' })).toBeDisabled();
  },
};

/** The session expired on submit: the prompt asks to log in again over a form that still holds everything. */
export const SessionExpiredOnSubmit: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { groupForm: groupFormScenarios.unauthorized } } },
  play: async ({ canvas, canvasElement }) => {
    await formShown(canvas);
    await typeNumber(canvas, '编码帧率', '24');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const prompt = await page(canvasElement).findByRole('alertdialog', { name: '无权限' });
    await waitFor(() => expect(prompt).toBeVisible());
    await expect(canvas.getByRole('spinbutton', { name: '编码帧率', hidden: true })).toHaveValue(
      '24',
    );
  },
};

export const Reset: Story = {
  play: async ({ canvas, canvasElement }) => {
    await typeNumber(canvas, '采集帧率', '12');
    await choose(canvas, canvasElement, '编码分辨率', '720*1280');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(canvas.getByRole('spinbutton', { name: '采集帧率' })).toHaveValue('');
    await expect(canvas.getAllByRole('combobox', { name: '编码分辨率' })[0]).toHaveTextContent(
      '请选择',
    );
  },
};
