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
import { escapeRegExp, serverText, stepText, storyLocale, text } from '../../support/texts';
import { expectWording } from '../../support/wording';

/** Today in these stories (the visual tests' fixed clock, 2026-03-02). */
const STORY_TODAY = '2026-03-02';

const meta = {
  title: 'Screens/Form/StepForm',
  component: StepFormScreen,
  decorators: [inContentArea],
  parameters: { pasture: { initialPath: '/form/step' } },
  // The day the form takes for today, whatever the machine's clock says: the screenshots' fixed clock.
  args: { today: STORY_TODAY },
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

/** The texts a user sees, from the locale bundles in the story's language (read when used). */
const label = {
  get next() {
    return text('stepForm.actions.next');
  },
  get previous() {
    return text('stepForm.actions.previous');
  },
  get submit() {
    return text('stepForm.actions.submit');
  },
  get activityName() {
    return text('stepForm.fields.activityName');
  },
  get channelType() {
    return text('stepForm.fields.channelType');
  },
  get promotionTime() {
    return text('stepForm.fields.promotionTime');
  },
  get promotionEnd() {
    return text('dataComponents.datePicker.end');
  },
  get promoteLink() {
    return text('stepForm.fields.promoteLink');
  },
  get advertisingSource() {
    return text('stepForm.fields.advertisingSource');
  },
  get advertisingMedia() {
    return text('stepForm.fields.advertisingMedia');
  },
  get keyword() {
    return text('stepForm.fields.keyword');
  },
  get pushNotify() {
    return text('stepForm.fields.pushNotify');
  },
  get advertisingContent() {
    return text('stepForm.fields.advertisingContent');
  },
};

/** The notice of a restored draft, whatever its time. */
const draftRestored = (content: string) =>
  new RegExp(
    `^${text('stepForm.draft.restored', { time: '\u0000' })
      .split('\u0000')
      .map(escapeRegExp)
      .join('.+')}$`,
  ).test(content);

async function chooseChannelType(canvas: Canvas, canvasElement: HTMLElement, name: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label.channelType }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name }));
  await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
}

/** Types a valid first step (the fixture's channel) and goes on with Next. */
async function fillBasicStep(canvas: Canvas, canvasElement: HTMLElement) {
  const channel = stepFormValidChannel;
  await userEvent.type(
    await canvas.findByRole('textbox', { name: label.activityName }),
    channel.activityName,
  );
  await chooseChannelType(canvas, canvasElement, text('stepForm.fields.channelTypes.webDomain'));
  await userEvent.type(
    canvas.getByRole('textbox', { name: label.promotionTime }),
    `${channel.promotionTime[0]}{Enter}`,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: label.promotionEnd }),
    `${channel.promotionTime[1]}{Enter}`,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: label.promoteLink }),
    channel.promoteLink,
  );
  await userEvent.click(canvas.getByRole('button', { name: label.next }));
  await expect(
    await canvas.findByRole('heading', { level: 2, name: text('stepForm.steps.channel') }),
  ).toHaveFocus();
}

async function fillChannelStep(canvas: Canvas) {
  const channel = stepFormValidChannel;
  await userEvent.type(
    canvas.getByRole('textbox', { name: label.advertisingSource }),
    channel.advertisingSource,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: label.advertisingMedia }),
    channel.advertisingMedia,
  );
  await userEvent.type(canvas.getByRole('textbox', { name: label.keyword }), channel.keyword);
  await userEvent.type(
    canvas.getByRole('textbox', { name: label.advertisingContent }),
    channel.advertisingContent,
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('stepForm.title') }),
    ).toBeVisible();
    const steps = canvas.getByRole('list', { name: text('stepForm.steps.label') });
    const items = within(steps).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      stepText(text('stepForm.steps.basic'), 'process', text('stepForm.steps.basicDescription')),
    );
    await expect(items[1]).toHaveTextContent(
      stepText(text('stepForm.steps.channel'), 'wait', text('stepForm.steps.channelDescription')),
    );
    await expect(items[2]).toHaveTextContent(
      stepText(text('stepForm.steps.finish'), 'wait', text('stepForm.steps.finishDescription')),
    );
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('form', { name: text('stepForm.steps.basic') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: label.activityName })).toHaveAttribute(
      'placeholder',
      text('stepForm.fields.activityNamePlaceholder'),
    );
    await expect(canvas.getByRole('combobox', { name: label.channelType })).toHaveTextContent(
      text('stepForm.fields.channelTypePlaceholder'),
    );
    await expect(
      canvas.getByRole('textbox', { name: label.promoteLink }),
    ).toHaveAccessibleDescription(text('stepForm.fields.promoteLinkHelp'));
    await expect(canvas.getByRole('button', { name: label.next })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: label.submit })).toBeNull();
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

/** Next on an empty first step: every message of contract §5, and focus on the first field that needs input. */
export const RequiredOnNext: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: label.next }));
    await expectMessages(canvas, [
      text('stepForm.errors.activityNameRequired'),
      text('stepForm.errors.channelTypeRequired'),
      text('stepForm.errors.promotionTimeRequired'),
      text('stepForm.errors.promoteLinkRequired'),
    ]);
    await expect(canvas.getByRole('textbox', { name: label.activityName })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: label.channelType })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: label.promotionTime }),
    ).toHaveAccessibleDescription(text('stepForm.errors.promotionTimeRequired'));
    // Still on the first step.
    await expect(canvas.getByRole('form', { name: text('stepForm.steps.basic') })).toBeVisible();
    // From now on a message follows every change, before the field is left.
    await userEvent.type(canvas.getByRole('textbox', { name: label.activityName }), '春季');
    await expectMessages(canvas, [
      text('stepForm.errors.channelTypeRequired'),
      text('stepForm.errors.promotionTimeRequired'),
      text('stepForm.errors.promoteLinkRequired'),
    ]);
  },
};

/** A day as the calendar names it in the story's language ('March 1, 2026', '2026年3月1日'). */
const calendarDay = (iso: string) =>
  new Intl.DateTimeFormat(storyLocale(), { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${iso}T12:00:00`),
  );

/**
 * A promotion cannot lie in the past: a day before today is refused as it is typed and greyed in the calendar; a
 * range that starts today is taken.
 */
export const PastPromotionRefused: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const start = await canvas.findByRole('textbox', { name: label.promotionTime });
    await userEvent.type(start, `${STORY_TODAY}{Enter}`);
    await userEvent.type(
      canvas.getByRole('textbox', { name: label.promotionEnd }),
      `${STORY_TODAY}{Enter}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: label.next }));
    await expect(
      await canvas.findByRole('form', { name: text('stepForm.steps.basic') }),
    ).toBeVisible();
    await expect(canvas.queryByText(text('stepForm.errors.promotionTimeRequired'))).toBeNull();
    await expect(canvas.queryByText(text('stepForm.errors.promotionTimePast'))).toBeNull();
    // The calendar greys the days before today.
    await userEvent.click(
      canvas.getAllByRole('button', {
        name: text('dataComponents.datePicker.open'),
      })[0] as HTMLElement,
    );
    // The range's calendar shows two months, the range's first.
    const [grid] = await page(canvasElement).findAllByRole('grid');
    const day = (iso: string) =>
      within(grid as HTMLElement).getByRole('button', {
        name: new RegExp(escapeRegExp(calendarDay(iso))),
      });
    await expect(day('2026-03-01')).toBeDisabled();
    await expect(day(STORY_TODAY)).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryAllByRole('grid')).toHaveLength(0));
    // A day before today typed into the box is refused and the range stays as it was.
    await userEvent.clear(start);
    await userEvent.type(start, '2025-10-01{Enter}');
    await expect(
      await canvas.findByText(text('dataComponents.datePicker.beforeMin', { min: STORY_TODAY })),
    ).toBeVisible();
  },
};

/** A draft whose promotion ended before today (kept from an earlier visit) is refused on Next. */
export const PastPromotionDraft: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  beforeEach() {
    localStorage.setItem(
      `${STEP_FORM_DRAFT_KEY}:${adminAccountId}`,
      JSON.stringify({
        savedAt: stepFormChannelStepDraftSavedAt,
        step: 'basic',
        values: { ...stepFormValidChannel, promotionTime: ['2025-10-01', '2025-10-05'] },
      }),
    );
    return () => localStorage.removeItem(`${STEP_FORM_DRAFT_KEY}:${adminAccountId}`);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: label.next }));
    await expect(
      canvas.getByRole('textbox', { name: label.promotionTime }),
    ).toHaveAccessibleDescription(text('stepForm.errors.promotionTimePast'));
    await expect(canvas.getByRole('form', { name: text('stepForm.steps.basic') })).toBeVisible();
  },
};

/** A field says what is wrong when it is left; the message follows every change from then on. */
export const ActivityNameRules: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: label.activityName });
    await userEvent.click(name);
    // Leave the field for nothing in particular (the page's title).
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expectMessages(canvas, [text('stepForm.errors.activityNameRequired')]);

    await userEvent.type(name, '春季 推广!');
    await expectMessages(canvas, [text('stepForm.errors.activityNamePattern')]);
    await userEvent.clear(name);
    await userEvent.type(name, '牧'.repeat(21));
    await expectMessages(canvas, [text('stepForm.errors.activityNameMax')]);
    await userEvent.type(name, '{Backspace}');
    await expectMessages(canvas, []);
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const PromoteLinkRule: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('textbox', { name: label.promoteLink });
    await userEvent.type(link, 'ftp://pasture.example.com');
    await userEvent.tab();
    await expectMessages(canvas, [text('stepForm.errors.promoteLinkPattern')]);
    await expect(link).toHaveAccessibleDescription(text('stepForm.errors.promoteLinkPattern'));
    await userEvent.clear(link);
    await expectMessages(canvas, [text('stepForm.errors.promoteLinkRequired')]);
    await userEvent.type(link, 'HTTPS://pasture.example.com/spring');
    await expectMessages(canvas, []);
  },
};

/** Choosing a channel type does not flash "required" while the list is open (the list takes focus). */
export const ChannelTypeChoice: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: label.channelType }));
    const list = await page(canvasElement).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      text('stepForm.fields.channelTypes.webDomain'),
      text('stepForm.fields.channelTypes.apiDomain'),
    ]);
    await expect(shownMessages(canvas)).toEqual([]);
    await userEvent.click(
      within(list).getByRole('option', { name: text('stepForm.fields.channelTypes.apiDomain') }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: label.channelType })).toHaveTextContent(
      text('stepForm.fields.channelTypes.apiDomain'),
    );
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

export const ChannelStep: Story = {
  tags: ['visual-en'],
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    const items = within(
      canvas.getByRole('list', { name: text('stepForm.steps.label') }),
    ).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(stepText(text('stepForm.steps.basic'), 'finish'));
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('switch', { name: label.pushNotify })).toBeChecked();
    await expect(
      canvas.getByRole('textbox', { name: label.advertisingContent }),
    ).toHaveAccessibleDescription(text('components.characterCount', { length: 0, max: 200 }));

    // Submit with nothing typed: the second step's messages, focus on the first of them.
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expectMessages(canvas, [
      text('stepForm.errors.advertisingSourceRequired'),
      text('stepForm.errors.advertisingMediaRequired'),
      text('stepForm.errors.keywordRequired'),
      text('stepForm.errors.advertisingContentRequired'),
    ]);
    await expect(canvas.getByRole('textbox', { name: label.advertisingSource })).toHaveFocus();
  },
};

export const AdvertisingContentTooLong: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    const content = canvas.getByRole('textbox', { name: label.advertisingContent });
    await userEvent.clear(content);
    await userEvent.click(content);
    await userEvent.paste('草'.repeat(201));
    await expect(canvas.getByText('201/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expectMessages(canvas, [text('stepForm.errors.advertisingContentMax')]);
    await expect(content).toHaveFocus();
    await userEvent.type(content, '{Backspace}');
    await expectMessages(canvas, []);
  },
};

/** Going back and forth keeps what was typed on both steps. */
export const BackAndForthKeepsInput: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: label.advertisingSource }),
      '牧业周刊',
    );
    await userEvent.click(canvas.getByRole('button', { name: label.previous }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: text('stepForm.steps.basic') }),
    ).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: label.activityName })).toHaveValue(
      stepFormValidChannel.activityName,
    );
    await expect(canvas.getByRole('combobox', { name: label.channelType })).toHaveTextContent(
      text('stepForm.fields.channelTypes.webDomain'),
    );
    await expect(canvas.getByRole('textbox', { name: label.promotionTime })).toHaveValue(
      '2030-04-01',
    );
    await expect(canvas.getByRole('textbox', { name: label.promotionEnd })).toHaveValue(
      '2030-04-30',
    );
    await userEvent.click(canvas.getByRole('button', { name: label.next }));
    await expect(await canvas.findByRole('textbox', { name: label.advertisingSource })).toHaveValue(
      '牧业周刊',
    );
  },
};

/** The finish step says contract §8's 'The form is submitted successfully!' and what was sent. */
export const SubmitSuccess: Story = {
  tags: ['visual-en'],
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: label.pushNotify }));
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));

    await expect(
      await canvas.findByRole('heading', { level: 2, name: text('stepForm.finish.title') }),
    ).toBeVisible();
    await expectWording('stepForm.finish.title', {
      'en-US': 'The form is submitted successfully!',
      'zh-CN': '表单提交成功！',
    });
    await expect(
      canvas.getByText(
        text('stepForm.finish.subTitle', { name: stepFormValidChannel.activityName }),
      ),
    ).toBeVisible();
    const items = within(
      canvas.getByRole('list', { name: text('stepForm.steps.label') }),
    ).getAllByRole('listitem');
    await expect(items[2]).toHaveTextContent(stepText(text('stepForm.steps.finish'), 'finish'));
    await expect(
      canvas.getByRole('heading', { level: 3, name: text('stepForm.finish.summary') }),
    ).toBeVisible();
    await expect(canvas.getByText(stepFormValidChannel.promoteLink)).toBeVisible();
    await expect(canvas.getByText('2030-04-01 – 2030-04-30')).toBeVisible();
    await expect(canvas.getByText(text('stepForm.finish.off'))).toBeVisible();
    // A submitted form leaves no draft.
    await expect(localStorage.getItem(`${STEP_FORM_DRAFT_KEY}:${adminAccountId}`)).toBeNull();

    await expect(
      canvas.getByRole('button', { name: text('stepForm.actions.viewResult') }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: text('stepForm.actions.createAnother') }),
    );
    await expect(await canvas.findByRole('textbox', { name: label.activityName })).toHaveValue('');
    await expect(
      canvas.getByRole('heading', { level: 2, name: text('stepForm.steps.basic') }),
    ).toHaveFocus();
  },
};

/** A refused submit: the data layer toasts the server's message; every value stays, on the same step. */
export const SubmitError: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { stepForm: stepFormScenarios.error } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    const toast = await page(canvasElement).findByText(
      serverText(STEP_FORM_MOCK_MESSAGES.serverError),
    );
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: label.submit })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('textbox', { name: label.advertisingContent })).toHaveValue(
      stepFormValidChannel.advertisingContent,
    );
    await expect(canvas.getByRole('textbox', { name: label.keyword })).toHaveValue(
      stepFormValidChannel.keyword,
    );
    await expect(canvas.queryByRole('heading', { name: text('groupForm.submitted') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: label.previous }));
    await expect(await canvas.findByRole('textbox', { name: label.activityName })).toHaveValue(
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
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: label.submit })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: label.previous })).toBeDisabled();
  },
};

/** The session expired on submit: the prompt asks to log in again, over a form that still holds everything. */
export const SessionExpiredOnSubmit: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  parameters: { msw: { handlers: { stepForm: stepFormScenarios.unauthorized } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBasicStep(canvas, canvasElement);
    await fillChannelStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    const prompt = await page(canvasElement).findByRole('alertdialog', {
      name: text('api.session.title401'),
    });
    await waitFor(() => expect(prompt).toBeVisible());
    await expect(
      canvas.getByRole('textbox', { name: label.advertisingSource, hidden: true }),
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
    const notice = await canvas.findByText(draftRestored);
    await expect(notice).toHaveTextContent('2025');
    await expect(
      canvas.getByRole('heading', { level: 2, name: text('stepForm.steps.channel') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: label.advertisingSource })).toHaveValue(
      stepFormChannelStepDraft.advertisingSource,
    );
    await userEvent.click(canvas.getByRole('button', { name: label.previous }));
    await expect(await canvas.findByRole('textbox', { name: label.activityName })).toHaveValue(
      stepFormChannelStepDraft.activityName,
    );

    await userEvent.click(canvas.getByRole('button', { name: text('stepForm.draft.discard') }));
    await expect(canvas.getByRole('textbox', { name: label.activityName })).toHaveValue('');
    await expect(canvas.queryByText(draftRestored)).toBeNull();
    await expect(localStorage.getItem(`${STEP_FORM_DRAFT_KEY}:${adminAccountId}`)).toBeNull();
  },
};

/** Typing saves the draft for this user; the notice can be closed and the input stays. */
export const DraftIsSavedAsYouType: Story = {
  tags: ['edge-case', '!autodocs'],
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
    await canvas.findByText(draftRestored);
    await userEvent.click(canvas.getByRole('button', { name: text('components.close') }));
    await waitFor(() => expect(canvas.queryByText(draftRestored)).toBeNull());
    const name = canvas.getByRole('textbox', { name: label.activityName });
    await expect(name).toHaveValue(stepFormChannelStepDraft.activityName);
    await userEvent.type(name, '续');
    await waitFor(() => {
      const saved = JSON.parse(
        localStorage.getItem(`${STEP_FORM_DRAFT_KEY}:${adminAccountId}`) ?? '{}',
      ) as { values?: { activityName?: string } };
      expect(saved.values?.activityName).toBe(`${stepFormChannelStepDraft.activityName}续`);
    });
    await expect(canvas.getByText(text('stepForm.draft.autosave'))).toBeVisible();
  },
};
