import { ClipboardList, Megaphone } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { messageBoxLocale } from './locales';
import { Icon } from '../../components/Icon/Icon';
import { SpinIcon } from '../../components/Spin/SpinIcon';
import { Tag, type TagColor } from '../../components/Tag/Tag';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useLocale } from '../../i18n/useLocale';
import { formatMessageTime, parseMessageTime } from './messageBox.format';
import {
  MessageBoxAvatar,
  MessageBoxItemBody,
  MessageBoxItemContent,
  MessageBoxItemHeader,
  MessageBoxItemMeta,
  MessageBoxItemRoot,
  MessageBoxItemTitle,
  MessageBoxMarkRead,
  MessageBoxUnreadDot,
} from './MessageBox.styles';
import type { Message, MessageTag } from './messageBox.types';

const TAG_KEYS = {
  0: 'messageBox.tags.notStarted',
  1: 'messageBox.tags.enabled',
  2: 'messageBox.tags.inProgress',
  3: 'messageBox.tags.expiring',
} as const satisfies Readonly<Record<MessageTag, string>>;

const TAG_COLORS: Readonly<Record<MessageTag, TagColor>> = {
  0: 'default',
  1: 'success',
  2: 'primary',
  3: 'danger',
};

export interface MessageBoxItemProps {
  /** The message, notice or to-do shown in this row. */
  message: Message;
  /** Its read call is in flight: the entry shows a spinner and takes no second click. */
  pending: boolean;
  /** Asks to mark this (unread) entry read. */
  onMarkRead: (event: { id: number }) => void;
}

function AvatarContent({ message }: { message: Message }) {
  if (message.avatar) return <img src={message.avatar} alt="" />;
  if (message.type === 'notice') return <Icon icon={Megaphone} />;
  if (message.type === 'todo') return <Icon icon={ClipboardList} />;
  return <>{Array.from(message.title.trim())[0] ?? '?'}</>;
}

/**
 * One entry of the message box: avatar (or an initial / type icon), title and subtitle, state tag, content, time,
 * and for an unread entry a "mark as read" button; a click anywhere on an unread entry does the same.
 */
export function MessageBoxItem({ message, pending, onMarkRead }: MessageBoxItemProps) {
  const { t } = useFeatureTranslation(messageBoxLocale);
  const { locale } = useLocale();
  const titleId = useId();
  const sent = parseMessageTime(message.time);
  const unread = message.status === 0;
  const markRead = () => {
    if (unread && !pending) onMarkRead({ id: message.id });
  };
  const tag = message.type !== 'message' ? message.messageType : undefined;

  return (
    <MessageBoxItemRoot
      data-status={unread ? 'unread' : 'read'}
      // Both ids: the name reads "title subtitle" with a space however the two are laid out.
      aria-labelledby={
        message.subTitle ? `${titleId}-title ${titleId}-subtitle` : `${titleId}-title`
      }
      aria-busy={pending || undefined}
      onClick={unread ? markRead : undefined}
    >
      {unread ? <MessageBoxUnreadDot aria-hidden="true" /> : null}
      <MessageBoxAvatar data-type={message.type} aria-hidden="true">
        <AvatarContent message={message} />
      </MessageBoxAvatar>
      <MessageBoxItemBody>
        <MessageBoxItemHeader>
          <MessageBoxItemTitle>
            <span id={`${titleId}-title`}>{message.title}</span>
            {message.subTitle ? (
              <>
                {' '}
                <span id={`${titleId}-subtitle`}>{message.subTitle}</span>
              </>
            ) : null}
          </MessageBoxItemTitle>
          {tag !== undefined ? (
            <Tag size="small" color={TAG_COLORS[tag]}>
              {t(TAG_KEYS[tag])}
            </Tag>
          ) : null}
        </MessageBoxItemHeader>
        <MessageBoxItemContent>{message.content}</MessageBoxItemContent>
        <MessageBoxItemMeta>
          <span>
            <time
              {...(sent
                ? { dateTime: message.time.trim().replace(' ', 'T'), title: message.time }
                : {})}
            >
              {formatMessageTime(locale, message.time)}
            </time>
            <VisuallyHidden>
              {` ${unread ? t('messageBox.unread') : t('messageBox.read')}`}
            </VisuallyHidden>
          </span>
          {unread ? (
            <MessageBoxMarkRead
              type="button"
              aria-label={t('messageBox.markReadOf', {
                title: `${message.title}${message.subTitle ? ` ${message.subTitle}` : ''}`,
              })}
              aria-busy={pending || undefined}
              disabled={pending}
              onClick={(event: MouseEvent<HTMLButtonElement>) => {
                // The entry itself also marks read on click; one request is enough.
                event.stopPropagation();
                markRead();
              }}
            >
              {pending ? <SpinIcon /> : null}
              {t('messageBox.markRead')}
            </MessageBoxMarkRead>
          ) : null}
        </MessageBoxItemMeta>
      </MessageBoxItemBody>
    </MessageBoxItemRoot>
  );
}
