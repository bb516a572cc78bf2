import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GroupFormScreen } from '@pasture/ui/screens/group-form';
import { GROUP_FORM_MOCK_MESSAGES, groupFormScenarios } from '@pasture/ui/mocks';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';
import { serverText, text, textStartPattern } from '../../support/texts';
import { expectWording } from '../../support/wording';

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
async function formShown(canvas: Canvas, name = text('groupForm.title')) {
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
  tags: ['visual-en'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: text('groupForm.title') })).toBeVisible();
    const video = canvas.getByRole('region', { name: text('basicProfile.parameters.video') });
    await expect(
      within(video)
        .getAllByRole('combobox')
        .map((box) => box.textContent),
    ).toEqual([
      text('groupForm.placeholders.select'),
      text('groupForm.placeholders.select'),
      text('groupForm.placeholders.select'),
      text('groupForm.placeholders.select'),
    ]);
    await expect(
      within(video).getByRole('spinbutton', {
        name: text('basicProfile.fields.acquisitionFrameRate'),
      }),
    ).toHaveAccessibleDescription(text('groupForm.hints.frameRate'));
    await expect(
      within(video).getByRole('spinbutton', { name: text('basicProfile.fields.encodingRateMin') }),
    ).toHaveAccessibleDescription(text('groupForm.hints.encodingRate'));
    await expect(
      within(video).getByRole('spinbutton', { name: text('basicProfile.fields.encodingRateMin') }),
    ).toHaveAttribute('placeholder', text('groupForm.placeholders.encodingRate'));
    const audio = canvas.getByRole('region', { name: text('basicProfile.parameters.audio') });
    await expect(within(audio).getAllByRole('combobox')).toHaveLength(5);
    await expect(
      canvas.getByRole('textbox', { name: text('groupForm.groups.description') }),
    ).toHaveAttribute('placeholder', text('groupForm.fields.descriptionPlaceholder'));
    const actions = canvas.getByRole('group', { name: text('groupForm.actions.label') });
    await expect(
      within(actions).getByRole('button', { name: text('dataComponents.dataTable.reset') }),
    ).toBeEnabled();
    await expect(
      within(actions).getByRole('button', { name: text('groupForm.actions.submit') }),
    ).toBeEnabled();
  },
};

/** Out-of-range numbers are moved to the nearest bound as the box is left, and the box says why (contract §5). */
export const ClampsOutOfRange: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const frameRate = await typeNumber(
      canvas,
      text('basicProfile.fields.acquisitionFrameRate'),
      '31',
    );
    await expect(frameRate).toHaveValue('30');
    await expect(frameRate).toHaveAccessibleDescription(
      `${text('groupForm.hints.frameRate')} ${text('dataComponents.inputNumber.clampedMax', { value: 30 })}`,
    );
    await expectWording(
      'dataComponents.inputNumber.clampedMax',
      { 'en-US': 'Adjusted to the maximum 30' },
      { value: 30 },
    );

    const minRate = await typeNumber(canvas, text('basicProfile.fields.encodingRateMin'), '100');
    await expect(minRate).toHaveValue('150');
    await expect(
      canvas.getByText(text('dataComponents.inputNumber.clampedMin', { value: 150 })),
    ).toBeVisible();

    const encodingFrameRate = await typeNumber(
      canvas,
      text('basicProfile.fields.encodingFrameRate'),
      '0',
    );
    await expect(encodingFrameRate).toHaveValue('1');
    await expect(
      canvas.getByText(text('dataComponents.inputNumber.clampedMin', { value: 1 })),
    ).toBeVisible();
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

/** The three encoding rates must agree: min ≤ default ≤ max, in the contract's words. */
export const EncodingRateOrder: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    await typeNumber(canvas, text('basicProfile.fields.encodingRateMin'), '800');
    await typeNumber(canvas, text('basicProfile.fields.encodingRateMax'), '300');
    await expectMessages(canvas, [text('groupForm.errors.encodingRateMaxBelowMin')]);
    await expectWording('groupForm.errors.encodingRateMaxBelowMin', {
      'en-US': 'Max rate must not be lower than the min rate',
    });
    await expect(
      canvas.getByRole('spinbutton', { name: text('basicProfile.fields.encodingRateMax') }),
    ).toHaveAttribute('aria-invalid', 'true');
    await typeNumber(canvas, text('basicProfile.fields.encodingRateMax'), '1200');
    await expectMessages(canvas, []);

    await typeNumber(canvas, text('basicProfile.fields.encodingRateDefault'), '1500');
    await expectMessages(canvas, [text('groupForm.errors.encodingRateDefaultOutside')]);
    await expectWording('groupForm.errors.encodingRateDefaultOutside', {
      'en-US': 'Default rate must lie between the min and max rates',
    });
    // Moving the max past the default settles the default too.
    await typeNumber(canvas, text('basicProfile.fields.encodingRateMax'), '1600');
    await expectMessages(canvas, []);
  },
};

export const DescriptionTooLong: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const description = canvas.getByRole('textbox', { name: text('groupForm.groups.description') });
    await userEvent.click(description);
    await userEvent.paste('参'.repeat(201));
    await expect(canvas.getByText('201/200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('groupForm.actions.submit') }));
    await expectMessages(canvas, [text('groupForm.errors.descriptionMax')]);
    await expect(description).toHaveFocus();
  },
};

/** The edges of every range are accepted: 1 and 30 fps, 150 and 1800 bps; the toast in contract §8's words. */
export const SubmitSuccess: Story = {
  decorators: loggedIn,
  play: async ({ canvas, canvasElement }) => {
    await formShown(canvas);
    await choose(
      canvas,
      canvasElement,
      text('basicProfile.fields.matchMode'),
      text('basicProfile.values.mode.custom'),
    );
    await choose(
      canvas,
      canvasElement,
      text('basicProfile.fields.acquisitionResolution'),
      '1080*1920',
    );
    await typeNumber(canvas, text('basicProfile.fields.acquisitionFrameRate'), '30');
    await typeNumber(canvas, text('basicProfile.fields.encodingRateMin'), '150');
    await typeNumber(canvas, text('basicProfile.fields.encodingRateMax'), '1800');
    await typeNumber(canvas, text('basicProfile.fields.encodingRateDefault'), '1800');
    await typeNumber(canvas, text('basicProfile.fields.encodingFrameRate'), '1');
    await choose(
      canvas,
      canvasElement,
      text('basicProfile.fields.acquisitionChannels'),
      text('groupForm.options.channels', { count: 2 }),
    );
    await choose(canvas, canvasElement, text('basicProfile.fields.encodingRate'), '128 kbps');
    await expect(
      canvas.queryByText(
        (content) =>
          textStartPattern('dataComponents.inputNumber.clampedMax').test(content) ||
          textStartPattern('dataComponents.inputNumber.clampedMin').test(content),
      ),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('groupForm.actions.submit') }));

    const toast = await page(canvasElement).findByText(text('groupForm.submitted'));
    await waitFor(() => expect(toast).toBeVisible());
    await expectWording('groupForm.submitted', {
      'en-US': 'The form is submitted successfully!',
      'zh-CN': '表单提交成功！',
    });
    await expect(
      canvas.getByRole('spinbutton', { name: text('basicProfile.fields.acquisitionFrameRate') }),
    ).toHaveValue('30');
    await expect(
      canvas.getByRole('spinbutton', { name: text('basicProfile.fields.encodingFrameRate') }),
    ).toHaveValue('1');
    await expect(shownMessages(canvas)).toEqual([]);
  },
};

/** A refused submit: the data layer toasts the server's message; every value stays. */
export const SubmitError: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { groupForm: groupFormScenarios.error } } },
  play: async ({ canvas, canvasElement }) => {
    await formShown(canvas);
    await typeNumber(canvas, text('basicProfile.fields.acquisitionFrameRate'), '25');
    await choose(canvas, canvasElement, text('basicProfile.fields.encodingProfile'), 'high');
    await userEvent.type(
      canvas.getByRole('textbox', { name: text('groupForm.groups.description') }),
      '夜间直播',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('groupForm.actions.submit') }));
    const toast = await page(canvasElement).findByText(
      serverText(GROUP_FORM_MOCK_MESSAGES.serverError),
    );
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: text('groupForm.actions.submit') }),
      ).not.toHaveAttribute('aria-busy'),
    );
    await expect(
      canvas.getByRole('spinbutton', { name: text('basicProfile.fields.acquisitionFrameRate') }),
    ).toHaveValue('25');
    await expect(
      canvas.getAllByRole('combobox', { name: text('basicProfile.fields.encodingProfile') })[0],
    ).toHaveTextContent('high');
    await expect(
      canvas.getByRole('textbox', { name: text('groupForm.groups.description') }),
    ).toHaveValue('夜间直播');
    await expect(page(canvasElement).queryByText(text('groupForm.submitted'))).toBeNull();
  },
};

export const Submitting: Story = {
  decorators: loggedIn,
  parameters: { msw: { handlers: { groupForm: groupFormScenarios.slow } } },
  play: async ({ canvas }) => {
    await formShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text('groupForm.actions.submit') }));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: text('groupForm.actions.submit') }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(
      canvas.getByRole('button', { name: text('dataComponents.dataTable.reset') }),
    ).toBeDisabled();
  },
};

/** The session expired on submit: the prompt asks to log in again over a form that still holds everything. */
export const SessionExpiredOnSubmit: Story = {
  tags: ['edge-case', '!autodocs'],
  decorators: loggedIn,
  parameters: { msw: { handlers: { groupForm: groupFormScenarios.unauthorized } } },
  play: async ({ canvas, canvasElement }) => {
    await formShown(canvas);
    await typeNumber(canvas, text('basicProfile.fields.encodingFrameRate'), '24');
    await userEvent.click(canvas.getByRole('button', { name: text('groupForm.actions.submit') }));
    const prompt = await page(canvasElement).findByRole('alertdialog', {
      name: text('api.session.title401'),
    });
    await waitFor(() => expect(prompt).toBeVisible());
    await expect(
      canvas.getByRole('spinbutton', {
        name: text('basicProfile.fields.encodingFrameRate'),
        hidden: true,
      }),
    ).toHaveValue('24');
  },
};

export const Reset: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await typeNumber(canvas, text('basicProfile.fields.acquisitionFrameRate'), '12');
    await choose(canvas, canvasElement, text('basicProfile.fields.encodingResolution'), '720*1280');
    await userEvent.click(
      canvas.getByRole('button', { name: text('dataComponents.dataTable.reset') }),
    );
    await expect(
      canvas.getByRole('spinbutton', { name: text('basicProfile.fields.acquisitionFrameRate') }),
    ).toHaveValue('');
    await expect(
      canvas.getAllByRole('combobox', { name: text('basicProfile.fields.encodingResolution') })[0],
    ).toHaveTextContent(text('groupForm.placeholders.select'));
  },
};
