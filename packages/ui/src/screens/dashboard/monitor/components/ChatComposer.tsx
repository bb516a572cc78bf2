import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { FormField } from '../../../../components/FormField';
import { Input } from '../../../../components/Input';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { CHAT_MESSAGE_MAX, chatMessageSchema, type ChatMessageValues } from '../monitor.schema';
import { ChatForm } from '../monitor.styles';
import { monitorLocale } from '../locales';

export interface ChatComposerProps {
  /**
   * Sends a valid message. Resolve when it was sent (the box empties); reject when it was not (the typed text
   * stays, the error policy has told the user why).
   */
  onSend: (values: ChatMessageValues) => Promise<void>;
}

/** The box under the chat: a message (required, at most 200 characters) and Send; Enter sends too. */
export function ChatComposer({ onSend }: ChatComposerProps) {
  const { t, textOrKey } = useFeatureTranslation(monitorLocale);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ChatMessageValues>({
    resolver: yupResolver(chatMessageSchema),
    defaultValues: { content: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSend(values);
      reset({ content: '' });
    } catch {
      // Not sent, and the user has been told: the text stays for another try.
    }
  });

  return (
    <ChatForm noValidate onSubmit={submit} aria-label={t('monitor.chat.title')}>
      <FormField
        control={control}
        name="content"
        label={t('monitor.chat.message')}
        hideLabel
        // The schema's messages are i18n keys.
        formatError={(key) => textOrKey(key, { max: CHAT_MESSAGE_MAX })}
      >
        {({ field }) => (
          <Input {...field} autoComplete="off" placeholder={t('monitor.chat.placeholder')} />
        )}
      </FormField>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {t('monitor.chat.send')}
      </Button>
    </ChatForm>
  );
}
