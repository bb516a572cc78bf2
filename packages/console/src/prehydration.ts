/**
 * The prerendered login form takes input before the console has hydrated it (ADR 023): the fields are plain inputs,
 * and index.html's first script holds a submit back (marking its form `data-submit-pending`) until the form is live.
 * This module keeps what is typed meanwhile and hands both over once React owns the form.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Input types that take no typed text. */
const UNTYPED = [
  'checkbox',
  'radio',
  'file',
  'button',
  'submit',
  'reset',
  'image',
  'range',
  'color',
];

/** A field the visitor types text into: a textarea, or an input of a type that takes text. */
export const isTextField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !UNTYPED.includes(target.type));

/** The `value` setter of the element's prototype: sets the field without telling React's value tracker. */
function setUntracked(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as Field;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Where the caret is in a field that has one (not every input type does). */
function selection(field: Field): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null
      ? null
      : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Starts noting what is typed into `container`'s fields (and what was typed before this ran). Returns `handOver`,
 * to call once the first render is committed: each noted field gets its text back through an `input` event, so the
 * form's own state (React, react-hook-form) takes it even if hydration or the form's defaults reset the field; then
 * a held-back submit is carried out.
 */
export function keepTypedInput(container: HTMLElement): () => void {
  const typed = new Map<string, string>();
  const note = (field: Field) => {
    const key = field.name || field.id;
    if (key && isTextField(field)) typed.set(key, field.value);
  };
  for (const field of container.querySelectorAll<Field>('input, textarea')) {
    if (field.value !== field.defaultValue) note(field);
  }
  const onInput = (event: Event) => {
    if (isTextField(event.target)) note(event.target);
  };
  container.addEventListener('input', onInput, true);

  return function handOver() {
    container.removeEventListener('input', onInput, true);
    for (const [key, value] of typed) {
      const field = [...container.querySelectorAll<Field>('input, textarea')].find(
        (candidate) => (candidate.name || candidate.id) === key,
      );
      if (!field) continue;
      // Even when the field still shows the text, the form's state may not hold it (a controlled field's state is
      // its default). React's own setter first, so React believes the field is empty and sees the text as a change.
      const caret = document.activeElement === field ? selection(field) : null;
      field.value = '';
      setUntracked(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (caret) field.setSelectionRange(caret[0], caret[1]);
    }
    for (const form of container.querySelectorAll<HTMLFormElement>('form[data-submit-pending]')) {
      form.removeAttribute('data-submit-pending');
      form.requestSubmit();
    }
  };
}
