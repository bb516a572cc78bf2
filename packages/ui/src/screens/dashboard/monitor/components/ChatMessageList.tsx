import { ArrowDown, Star } from 'lucide-react';
import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../../components/Button';
import { Empty } from '../../../../components/Empty';
import { Icon } from '../../../../components/Icon';
import { IconButton } from '../../../../components/IconButton';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import { theme } from '../../../../theme/tokens';
import { formatChatTime } from '../monitor.format';
import {
  ChatContent,
  ChatEntry,
  ChatJump,
  ChatList,
  ChatLog,
  ChatLogFrame,
  ChatTime,
  ChatUsername,
} from '../monitor.styles';
import type { ChatItem } from '../monitor.types';
import { monitorLocale } from '../locales';

/** What the chat's owner can ask of the list. */
export interface ChatMessageListHandle {
  /** Scrolls to the newest message and follows the chat again (after the reader sent a message). */
  scrollToEnd: () => void;
}

/** The state a message should take. */
export interface ChatCollectChangeEvent {
  id: number;
  isCollect: boolean;
}

export interface ChatMessageListProps {
  /** The messages, oldest first, with ids that grow in that order (the chat list answer). */
  messages: readonly ChatItem[];
  /** Called when a message's star is pressed, with the state the message should take. */
  onCollectChange: (event: ChatCollectChangeEvent) => void;
  /** Ids of messages whose collect call is on its way (their star waits). */
  pendingIds?: readonly number[];
  ref?: Ref<ChatMessageListHandle>;
}

// Within this many px of the bottom the reader counts as following the chat.
const NEAR_END_PX = 24;

const CollectStar = styled.span`
  display: inline-flex;

  &[data-on='true'] {
    color: ${theme.color.warning};
  }
`;

/**
 * The chat as a live log. While the reader is at the newest message the view follows new ones; once they scroll up
 * it stays where they are reading and a "n new messages" button takes them down again.
 */
export function ChatMessageList({
  messages,
  onCollectChange,
  pendingIds = [],
  ref,
}: ChatMessageListProps) {
  const { t } = useFeatureTranslation(monitorLocale);
  const { locale } = useLocale();
  const logRef = useRef<HTMLDivElement>(null);
  // The newest message the reader had when they scrolled away from the end; null while they follow the chat.
  const [readUpTo, setReadUpTo] = useState<number | null>(null);
  const lastId = messages.at(-1)?.id ?? null;
  const unread = readUpTo === null ? 0 : messages.filter((message) => message.id > readUpTo).length;

  const scrollToEnd = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    setReadUpTo(null);
  }, []);
  useImperativeHandle(ref, () => ({ scrollToEnd }), [scrollToEnd]);

  // Following the chat: each new message (and the first paint) brings the view to the end.
  useLayoutEffect(() => {
    if (readUpTo !== null) return;
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, readUpTo]);

  function handleScroll() {
    const log = logRef.current;
    if (!log) return;
    const atEnd = log.scrollHeight - log.scrollTop - log.clientHeight <= NEAR_END_PX;
    if (atEnd) {
      if (readUpTo !== null) setReadUpTo(null);
    } else if (readUpTo === null) {
      setReadUpTo(lastId);
    }
  }

  return (
    <ChatLogFrame>
      <ChatLog
        ref={logRef}
        role="log"
        aria-label={t('monitor.chat.log')}
        tabIndex={0}
        onScroll={handleScroll}
      >
        {messages.length === 0 ? (
          <Empty description={t('monitor.chat.empty')} />
        ) : (
          <ChatList>
            {messages.map((message) => (
              <ChatEntry key={message.id}>
                <ChatUsername>{message.username}</ChatUsername>
                <IconButton
                  size="mini"
                  label={t('monitor.chat.collect', { username: message.username })}
                  aria-pressed={message.isCollect}
                  disabled={pendingIds.includes(message.id)}
                  icon={
                    <CollectStar data-on={message.isCollect}>
                      <Icon icon={Star} fill={message.isCollect ? 'currentColor' : 'none'} />
                    </CollectStar>
                  }
                  onClick={() => onCollectChange({ id: message.id, isCollect: !message.isCollect })}
                />
                <ChatContent>{message.content}</ChatContent>
                <ChatTime dateTime={message.time}>{formatChatTime(locale, message.time)}</ChatTime>
              </ChatEntry>
            ))}
          </ChatList>
        )}
      </ChatLog>
      {unread > 0 ? (
        <ChatJump>
          <Button
            size="small"
            variant="primary"
            icon={<Icon icon={ArrowDown} />}
            onClick={scrollToEnd}
          >
            {t('monitor.chat.newMessages', { count: unread })}
          </Button>
        </ChatJump>
      ) : null}
    </ChatLogFrame>
  );
}
