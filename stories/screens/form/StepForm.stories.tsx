import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StepFormScreen } from '@pasture/ui/screens/step-form';
import { STEP_FORM_DRAFT_KEY } from '@pasture/ui/internal';
import {
  demoUsers,
  stepFormChannelStepDraft,
  stepFormChannelStepDraftSavedAt,
  stepFormValidChannel,
} from '@pasture/ui/testing';
import { STEP_FORM_MOCK_MESSAGES, stepFormScenarios } from '@pasture/ui/mocks';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';

const meta = {
  title: 'Screens/Form/StepForm',
  component: StepFormScreen,
  decorators: [inContentArea],
  parameters: { pasture: { initialPath: '/form/step' } },
} satisfies Meta<typeof StepFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Toasts, the select's list and the calendar are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The messages on screen, in order (a date field keeps an empty live region of its own). */
function shownMessages(canvas: Canvas): string[] {
  return canvas
    .queryAllByRole('alert')
    .map((alert: HTMLElement) => alert.textContent ?? '')
    .filter((text: string) => text !== '');
}

async function expectMessages(canvas: Canvas, expected: string[]) {
  await waitFor(() => expect(shownMessages(canvas)).toEqual(expected));
}

// Submitting is a write: the mocked server wants a session.
const loggedIn = [withLoggedIn('admin')];
const adminAccountId = demoUsers.admin?.userInfo.accountId ?? '';

/** The texts a user sees, written out: the stories check the words, not the locale files. */
const zh = {
  next: '下一步',
  previous: '上一步',
  submit: '提交',
  activityName: '活动名称',
  channelType: '渠道类型',
  promotionTime: '推广时间',
  promotionEnd: '结束日期',
  promoteLink: '推广地址',
  advertisingSource: '广告来源',
  advertisingMedia: '广告媒介',
  keyword: '关键词',
  pushNotify: '推送提醒',
  advertisingContent: '广告内容',
};

async function chooseChannelType(canvas: Canvas, canvasElement: HTMLElement, name: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: zh.channelType }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name }));
  await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
}

/** Types a valid first step (the fixture's channel) and goes on with Next. */
async function fillBasicStep(canvas: Canvas, canvasElement: HTMLElement) {
  const channel = stepFormValidChannel;
  await userEvent.type(
    await canvas.findByRole('textbox', { name: zh.activityName }),
    channel.activityName,
  );
  await chooseChannelType(canvas, canvasElement, '网页域名');
  await userEvent.type(
    canvas.getByRole('textbox', { name: zh.promotionTime }),
    `${channel.promotionTime[0]}{Enter}`,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: zh.promotionEnd }),
    `${channel.promotionTime[1]}{Enter}`,
  );
  await userEvent.type(canvas.getByRole('textbox', { name: zh.promoteLink }), channel.promoteLink);
  await userEvent.click(canvas.getByRole('button', { name: zh.next }));
  await expect(await canvas.findByRole('heading', { level: 2, name: '渠道信息' })).toHaveFocus();
}

async function fillChannelStep(canvas: Canvas) {
  const channel = stepFormValidChannel;
  await userEvent.type(
    canvas.getByRole('textbox', { name: zh.advertisingSource }),
    channel.advertisingSource,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: zh.advertisingMedia }),
    channel.advertisingMedia,
  );
  await userEvent.type(canvas.getByRole('textbox', { name: zh.keyword }), channel.keyword);
  await userEvent.type(
    canvas.getByRole('textbox', { name: zh.advertisingContent }),
    channel.advertisingContent,
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '创建渠道' })).toBeVisible();
    const steps = canvas.getByRole('list', { name: '创建渠道的步骤' });
    const items = within(steps).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('基本信息 (进行中)活动、类型、时间与地址');
    await expect(items[1]).toHaveTextContent('渠道信息 (未开始)来源、媒介与内容');
    await expect(items[2]).toHaveTextContent('完成 (未开始)渠道已创建');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('form', { name: '基本信息' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: zh.activityName })).toHaveAttribute(
      'placeholder',
      '最多 20 个汉字、字母或数字',
    );
    await expect(canvas.getByRole('combobox', { name: zh.channelType })).toHaveTextContent(
      '请选择渠道类型',
    );
    await expect(canvas.getByRole('textbox', { name: zh.promoteLink })).toHaveAccessibleDescription(
      '如安卓或 iOS 的下载地址、中间页地址，须以 http:// 或 https:// 开头',
    );
    await expect(canvas.getByRole('button', { name: zh.next })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: zh.submit })).toBeNull();
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

/** Next on an empty first step: every message of contract §5, and focus on the first field that needs input. */
export const RequiredOnNext: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: zh.next }));
    await expectMessages(canvas, [
      '请输入活动名称',
      '请选择渠道类型',
      '请选择推广时间',
      '请输入推广地址',
    ]);
    await expect(canvas.getByRole('textbox', { name: zh.activityName })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: zh.channelType })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: zh.promotionTime }),
    ).toHaveAccessibleDescription('请选择推广时间');
    // Still on the first step.
    await expect(canvas.getByRole('form', { name: '基本信息' })).toBeVisible();
    // From now on a message follows every change, before the field is left.
    await userEvent.type(canvas.getByRole('textbox', { name: zh.activityName }), '春季');
    await expectMessages(canvas, ['请选择渠道类型', '请选择推广时间', '请输入推广地址']);
  },
};

/** A field says what is wrong when it is left; the message follows every change from then on. */
export const ActivityNameRules: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: zh.activityName });
    await userEvent.click(name);
    // Leave the field for nothing in particular (the page's title).
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expectMessages(canvas, ['请输入活动名称']);

    await userEvent.type(name, '春季 推广!');
    await expectMessages(canvas, ['活动名称只能包含汉字、字母或数字']);
    await userEvent.clear(name);
    await userEvent.type(name, '牧'.repeat(21));
    await expectMessages(canvas, ['活动名称最多 20 个字符']);
    await userEvent.type(name, '{Backspace}');
    await expectMessages(canvas, []);
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const PromoteLinkRule: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('textbox', { name: zh.promoteLink });
    await userEvent.type(link, 'ftp://pasture.example.com');
    await userEvent.tab();
    await expectMessages(canvas, ['推广地址必须以 http:// 或 https:// 开头']);
    await expect(link).toHaveAccessibleDescription('推广地址必须以 http:// 或 https:// 开头');
    await userEvent.clear(link);
    await expectMessages(canvas, ['请输入推广地址']);
    await userEvent.type(link, 'HTTPS://pasture.example.com/spring');
    await expectMessages(canvas, []);
  },
};

/** Choosing a channel type does not flash "required" while the list is open (the list takes focus). */
export const ChannelTypeChoice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: zh.channelType }));
    const list = await page(canvasElement).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['网页域名', '接口域名']);
    await expect(shownMessages(canvas)).toEqual([]);
    await userEvent.click(within(list).getByRole('option', { name: '接口域名' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: zh.channelType })).toHaveTextContent(
      '接口域名',
    );
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

export const ChannelStep: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    const items = within(canvas.getByRole('list', { name: '创建渠道的步骤' })).getAllByRole(
      'listitem',
    );
    await expect(items[0]).toHaveTextContent('基本信息 (已完成)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('switch', { name: zh.pushNotify })).toBeChecked();
    await expect(
      canvas.getByRole('textbox', { name: zh.advertisingContent }),
    ).toHaveAccessibleDescription('已输入 0 个字符，最多 200 个');

    // Submit with nothing typed: the second step's messages, focus on the first of them.
    await userEvent.click(canvas.getByRole('button', { name: zh.submit }));
    await expectMessages(canvas, [
      '请输入广告来源',
      '请输入广告媒介',
      '请输入关键词',
      '请输入广告内容',
    ]);
    await expect(canvas.getByRole('textbox', { name: zh.advertisingSource })).toHaveFocus();
  },
};

export const AdvertisingContentTooLong: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    const content = canvas.getByRole('textbox', { name: zh.advertisingContent });
    await userEvent.clear(content);
    await userEvent.click(content);
    await userEvent.paste('草'.repeat(201));
    await expect(canvas.getByText('201/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: zh.submit }));
    await expectMessages(canvas, ['广告内容最多 200 个字符']);
    await expect(content).toHaveFocus();
    await userEvent.type(content, '{Backspace}');
    await expectMessages(canvas, []);
  },
};

/** Going back and forth keeps what was typed on both steps. */
export const BackAndForthKeepsInput: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: zh.advertisingSource }), '牧业周刊');
    await userEvent.click(canvas.getByRole('button', { name: zh.previous }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '基本信息' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: zh.activityName })).toHaveValue(
      stepFormValidChannel.activityName,
    );
    await expect(canvas.getByRole('combobox', { name: zh.channelType })).toHaveTextContent(
      '网页域名',
    );
    await expect(canvas.getByRole('textbox', { name: zh.promotionTime })).toHaveValue('2025-04-01');
    await expect(canvas.getByRole('textbox', { name: zh.promotionEnd })).toHaveValue('2025-04-30');
    await userEvent.click(canvas.getByRole('button', { name: zh.next }));
    await expect(await canvas.findByRole('textbox', { name: zh.advertisingSource })).toHaveValue(
      '牧业周刊',
    );
  },
};

export const SubmitSuccess: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: zh.pushNotify }));
    await userEvent.click(canvas.getByRole('button', { name: zh.submit }));

    await expect(
      await canvas.findByRole('heading', { level: 2, name: '表单提交成功！' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(`渠道“${stepFormValidChannel.activityName}”已创建。`),
    ).toBeVisible();
    const items = within(canvas.getByRole('list', { name: '创建渠道的步骤' })).getAllByRole(
      'listitem',
    );
    await expect(items[2]).toHaveTextContent('完成 (已完成)');
    await expect(canvas.getByRole('heading', { level: 3, name: '已提交的渠道' })).toBeVisible();
    await expect(canvas.getByText(stepFormValidChannel.promoteLink)).toBeVisible();
    await expect(canvas.getByText('2025-04-01 – 2025-04-30')).toBeVisible();
    await expect(canvas.getByText('关闭')).toBeVisible();
    // A submitted form leaves no draft.
    await expect(localStorage.getItem(`${STEP_FORM_DRAFT_KEY}:${adminAccountId}`)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '再建一个' }));
    await expect(await canvas.findByRole('textbox', { name: zh.activityName })).toHaveValue('');
    await expect(canvas.getByRole('heading', { level: 2, name: '基本信息' })).toHaveFocus();
  },
};

/** contract §8 in English: 'The form is submitted successfully!'. */
export const SubmitSuccessEnglish: Story = {
  decorators: loggedIn,
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Activity name' }),
      'SpringGrass2025',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Channel type' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'API domain' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Promotion time' }),
      '2025-05-01{Enter}',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'End date' }), '2025-05-31{Enter}');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Promote link' }),
      'http://pasture.example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Advertising source' }),
      'Farm Weekly',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Advertising media' }), 'banner');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keyword' }), 'silage');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Advertising content' }),
      'Spring silage offer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'The form is submitted successfully!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View result' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create another' })).toBeVisible();
  },
};

/** Every contract §5 message in English, as the language toolbar shows them. */
export const ValidationMessagesEnglish: Story = {
  decorators: loggedIn,
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expectMessages(canvas, [
      'Activity name is required',
      'Channel type is required',
      'Promotion time is required',
      'Promote link is required',
    ]);
    const name = canvas.getByRole('textbox', { name: 'Activity name' });
    await userEvent.type(name, 'Spring offer');
    await expect(
      await canvas.findByText(
        'Activity name may contain only Chinese characters, letters or digits',
      ),
    ).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'a'.repeat(21));
    await expect(
      await canvas.findByText('Activity name can be at most 20 characters'),
    ).toBeVisible();
    await userEvent.type(name, '{Backspace}');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Promote link' }),
      'pasture.example.com',
    );
    await expect(
      await canvas.findByText('Promote link must start with http:// or https://'),
    ).toBeVisible();

    // The second step's messages.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Channel type' }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Web domain' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Promotion time' }),
      '2025-05-01{Enter}',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'End date' }), '2025-05-31{Enter}');
    const link = canvas.getByRole('textbox', { name: 'Promote link' });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://pasture.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expectMessages(canvas, [
      'Advertising source is required',
      'Advertising media is required',
      'Keyword is required',
      'Advertising content is required',
    ]);
    const content = canvas.getByRole('textbox', { name: 'Advertising content' });
    await userEvent.click(content);
    await userEvent.paste('x'.repeat(201));
    await expect(
      await canvas.findByText('Advertising content can be at most 200 characters'),
    ).toBeVisible();
  },
};

/** A refused submit: the data layer toasts the server's message; every value stays, on the same step. */
export const SubmitError: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { stepForm: stepFormScenarios.error } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: zh.submit }));
    const toast = await page(canvasElement).findByText(STEP_FORM_MOCK_MESSAGES.serverError);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: zh.submit })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('textbox', { name: zh.advertisingContent })).toHaveValue(
      stepFormValidChannel.advertisingContent,
    );
    await expect(canvas.getByRole('textbox', { name: zh.keyword })).toHaveValue(
      stepFormValidChannel.keyword,
    );
    await expect(canvas.queryByRole('heading', { name: '表单提交成功！' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: zh.previous }));
    await expect(await canvas.findByRole('textbox', { name: zh.activityName })).toHaveValue(
      stepFormValidChannel.activityName,
    );
  },
};

export const Submitting: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { stepForm: stepFormScenarios.slow } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: zh.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: zh.submit })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: zh.previous })).toBeDisabled();
  },
};

/** The session expired on submit: the prompt asks to log in again, over a form that still holds everything. */
export const SessionExpiredOnSubmit: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { stepForm: stepFormScenarios.unauthorized } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: zh.submit }));
    const prompt = await page(canvasElement).findByRole('alertdialog', { name: '无权限' });
    await waitFor(() => expect(prompt).toBeVisible());
    await expect(
      canvas.getByRole('textbox', { name: zh.advertisingSource, hidden: true }),
    ).toHaveValue(stepFormValidChannel.advertisingSource);
  },
};

/** A reload brings the draft back on the step it was left at, says so, and offers to discard it. */
export const RestoredDraft: Story = {
  decorators: loggedIn,
  beforeEach() {
    localStorage.setItem(
      `${STEP_FORM_DRAFT_KEY}:${adminAccountId}`,
      JSON.stringify({
        savedAt: stepFormChannelStepDraftSavedAt,
        step: 'channel',
        values: stepFormChannelStepDraft,
      }),
    );
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(/^已恢复你在 .+ 保存的草稿。$/);
    await expect(notice).toHaveTextContent('2025');
    await expect(canvas.getByRole('heading', { level: 2, name: '渠道信息' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: zh.advertisingSource })).toHaveValue(
      stepFormChannelStepDraft.advertisingSource,
    );
    await userEvent.click(canvas.getByRole('button', { name: zh.previous }));
    await expect(await canvas.findByRole('textbox', { name: zh.activityName })).toHaveValue(
      stepFormChannelStepDraft.activityName,
    );

    await userEvent.click(canvas.getByRole('button', { name: '丢弃草稿' }));
    await expect(canvas.getByRole('textbox', { name: zh.activityName })).toHaveValue('');
    await expect(canvas.queryByText(/已恢复你在/)).toBeNull();
    await expect(localStorage.getItem(`${STEP_FORM_DRAFT_KEY}:${adminAccountId}`)).toBeNull();
  },
};

/** Typing saves the draft for this user; the notice can be closed and the input stays. */
export const DraftIsSavedAsYouType: Story = {
  decorators: loggedIn,
  beforeEach() {
    localStorage.setItem(
      `${STEP_FORM_DRAFT_KEY}:${adminAccountId}`,
      JSON.stringify({
        savedAt: stepFormChannelStepDraftSavedAt,
        step: 'basic',
        values: stepFormChannelStepDraft,
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText(/^已恢复你在 .+ 保存的草稿。$/);
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(canvas.queryByText(/已恢复你在/)).toBeNull());
    const name = canvas.getByRole('textbox', { name: zh.activityName });
    await expect(name).toHaveValue(stepFormChannelStepDraft.activityName);
    await userEvent.type(name, '续');
    await waitFor(() => {
      const saved = JSON.parse(
        localStorage.getItem(`${STEP_FORM_DRAFT_KEY}:${adminAccountId}`) ?? '{}',
      ) as { values?: { activityName?: string } };
      expect(saved.values?.activityName).toBe(`${stepFormChannelStepDraft.activityName}续`);
    });
    await expect(canvas.getByText('填写的内容会作为草稿保存在本机，提交后清除。')).toBeVisible();
  },
};
