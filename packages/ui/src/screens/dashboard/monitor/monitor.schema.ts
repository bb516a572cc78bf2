import { object, string, type InferType } from 'yup';

/** The longest chat message (the contract sets no limit; 200 like its other free texts). */
export const CHAT_MESSAGE_MAX = 200;

// Messages are i18n keys; the composer translates them when it renders, so a language switch re-words them.

/** A chat message: some text that is not only spaces, at most CHAT_MESSAGE_MAX characters. */
export const chatMessageSchema = object({
  content: string()
    .trim()
    .required('monitor.chat.errors.required')
    .max(CHAT_MESSAGE_MAX, 'monitor.chat.errors.max'),
});

export type ChatMessageValues = InferType<typeof chatMessageSchema>;
