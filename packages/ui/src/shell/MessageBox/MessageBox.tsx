import { useQuery } from '@tanstack/react-query';
import { Bell, CheckCheck, RotateCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { messageBoxLocale } from './locales';
import { isApiError } from '../../api/errors';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Empty } from '../../components/Empty/Empty';
import { Icon } from '../../components/Icon/Icon';
import { BADGE_MAX } from '../../components/Tag/Badge';
import { IconButton } from '../../components/IconButton/IconButton';
import { Popover } from '../../components/Popover/Popover';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { SpinIcon } from '../../components/Spin/SpinIcon';
import { TabsList, TabsTrigger } from '../../components/Tabs/Tabs';
import { useApiScope } from '../../data/apiScope';
import {
  MessageBoxBadge,
  MessageBoxFooter,
  MessageBoxFooterButton,
  MessageBoxHeader,
  MessageBoxList,
  MessageBoxNotice,
  MessageBoxPanel,
  MessageBoxState,
  MessageBoxTabsRoot,
} from './MessageBox.styles';
import { MessageBoxItem } from './MessageBoxItem';
import { useApiClient } from '../../api/ApiProvider';
import {
  messageCallsSource,
  messageListQueryOptions,
  useMarkMessagesRead,
  usePendingReads,
  type MessageSource,
} from './messageBox.api';
import {
  countUnread,
  isMessageType,
  MESSAGE_TYPES,
  type Message,
  type MessageType,
} from './messageBox.types';

/** The badge shows at most this number, then "99+" (the Badge primitive's cap). */
export const MESSAGE_BADGE_MAX = BADGE_MAX;

/** Props of `MessageBox`: the popover's open state (controlled or not), the tab it opens on and the 'view more' link. */
export interface MessageBoxProps {
  /** Whether the popover is open, when the parent controls it (with `onOpenChange`). */
  open?: boolean;
  /** Open on mount when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the user opens or closes the popover (bell, Escape, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** The tab shown first. Default `message`. */
  defaultTab?: MessageType;
  /**
   * Adds a "View more" action to the footer, called with the current tab (the host navigates to its message
   * centre). Without it the footer only offers "All read".
   */
  onViewMore?: (event: { type: MessageType }) => void;
  /**
   * Where the messages come from (the host's message service). Left out: the debug mocks' message calls in debug mode
   * and none otherwise, since those calls belong to the debug mocks and a real server is not known to have them. Without a source (`null`) the
   * box calls nothing and says it has no message source.
   */
  source?: MessageSource | null;
}

function errorDetail(error: unknown): string | undefined {
  return isApiError(error) ? error.message : undefined;
}

/**
 * The navbar's message box: a bell with the unread count that opens a popover with the messages, notices and
 * todos. Loads the list on mount (for the badge) and again on every opening; entries turn read only after the
 * read call succeeded. Needs `PastureProvider` (API client, i18n, tooltips).
 */
export function MessageBox({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  defaultTab = 'message',
  onViewMore,
  source: sourceProp,
}: MessageBoxProps) {
  const { t } = useFeatureTranslation(messageBoxLocale);
  const scope = useApiScope();
  const { debug } = useApiClient();
  const source = sourceProp === undefined ? (debug ? messageCallsSource : null) : sourceProp;
  const list = useQuery({
    ...messageListQueryOptions(scope, source ?? messageCallsSource),
    enabled: source !== null,
  });
  const markRead = useMarkMessagesRead(scope, source ?? messageCallsSource);
  const pending = usePendingReads();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [tab, setTab] = useState<MessageType>(defaultTab);

  // Every opening loads the list again (the mount already loaded it for the badge). Tracked during render, so a
  // parent that opens the box through `open` gets the same refresh.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && source !== null) void list.refetch();
  }
  const reload = () => {
    if (source !== null) void list.refetch();
  };

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const messages = list.data ?? null;
  const loading = list.isFetching;
  const loadError = list.isError ? list.error : null;
  const unreadCounts = useMemo(() => countUnread(messages ?? []), [messages]);
  const totalUnread = unreadCounts.message + unreadCounts.notice + unreadCounts.todo;
  // Only entries that are unread and not already on their way.
  const send = (ids: readonly number[], all: MessageType | 'all' | null) => {
    const unread = ids.filter(
      (id) =>
        !pending.ids.has(id) &&
        messages?.some((message) => message.id === id && message.status === 0),
    );
    if (unread.length > 0) markRead.mutate({ ids: unread, all });
  };
  const markAllRead = (type: MessageType) =>
    send(
      (messages ?? []).filter((message) => message.type === type).map((message) => message.id),
      type,
    );
  const markingThisTab = pending.all.has(tab);
  const triggerLabel =
    totalUnread > 0
      ? t('messageBox.triggerUnread', { total: totalUnread })
      : t('messageBox.trigger');
  const tabUnread = unreadCounts[tab];

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      width={400}
      maxHeight={560}
      flush
      aria-label={t('messageBox.title')}
      trigger={
        <IconButton
          label={triggerLabel}
          icon={<Icon icon={Bell} />}
          variant="outline"
          shape="round"
          tooltip={t('messageBox.trigger')}
        >
          {/* The button's name already says the count, so the badge is decorative. */}
          <MessageBoxBadge count={totalUnread} max={MESSAGE_BADGE_MAX} decorative />
        </IconButton>
      }
    >
      {source === null ? (
        <MessageBoxState>
          <Empty description={t('messageBox.noSource')} />
        </MessageBoxState>
      ) : (
        <MessageBoxTabsRoot
          value={tab}
          onValueChange={(value) => {
            if (isMessageType(value)) setTab(value);
          }}
        >
          <MessageBoxHeader>
            <TabsList variant="rounded" aria-label={t('messageBox.tabsLabel')}>
              {MESSAGE_TYPES.map((type) => {
                const label = t(`messageBox.tabs.${type}`);
                const unread = unreadCounts[type];
                return (
                  <TabsTrigger key={type} value={type}>
                    {unread > 0 ? t('messageBox.tabWithCount', { label, unread }) : label}
                  </TabsTrigger>
                );
              })}
            </TabsList>
            <IconButton
              label={t('messageBox.refresh')}
              icon={<Icon icon={RotateCw} />}
              size="small"
              loading={loading}
              onClick={reload}
            />
          </MessageBoxHeader>

          {markRead.isError ? (
            <MessageBoxNotice>
              <Alert
                type="error"
                title={t('messageBox.readFailed')}
                description={errorDetail(markRead.error)}
                closable
                onClose={markRead.reset}
              />
            </MessageBoxNotice>
          ) : null}
          {messages !== null && loadError !== null && !loading ? (
            <MessageBoxNotice>
              <Alert
                type="warning"
                description={t('messageBox.refreshFailed')}
                action={
                  <Button size="small" variant="text" onClick={reload}>
                    {t('messageBox.retry')}
                  </Button>
                }
              />
            </MessageBoxNotice>
          ) : null}

          {MESSAGE_TYPES.map((type) => (
            <MessageBoxPanel key={type} value={type}>
              {messages === null && loadError !== null && !loading ? (
                <MessageBoxState>
                  <Alert
                    type="error"
                    title={t('messageBox.loadFailed')}
                    description={errorDetail(loadError)}
                  />
                  <div>
                    <Button size="small" onClick={reload}>
                      {t('messageBox.retry')}
                    </Button>
                  </div>
                </MessageBoxState>
              ) : null}
              {messages === null && (loading || loadError === null) ? (
                <MessageBoxState>
                  <Skeleton avatar rows={2} />
                  <Skeleton avatar rows={2} />
                </MessageBoxState>
              ) : null}
              {messages !== null ? (
                <TypeList
                  type={type}
                  messages={messages.filter((message) => message.type === type)}
                  pendingIds={pending.ids}
                  onMarkRead={({ id }) => send([id], null)}
                />
              ) : null}
            </MessageBoxPanel>
          ))}

          {messages !== null ? (
            <MessageBoxFooter>
              <MessageBoxFooterButton
                type="button"
                disabled={tabUnread === 0 || pending.all.size > 0}
                aria-busy={markingThisTab || undefined}
                onClick={() => markAllRead(tab)}
              >
                {markingThisTab ? <SpinIcon /> : <Icon icon={CheckCheck} />}
                {t('messageBox.markAllRead')}
              </MessageBoxFooterButton>
              {onViewMore ? (
                <MessageBoxFooterButton type="button" onClick={() => onViewMore({ type: tab })}>
                  {t('messageBox.viewMore')}
                </MessageBoxFooterButton>
              ) : null}
            </MessageBoxFooter>
          ) : null}
        </MessageBoxTabsRoot>
      )}
    </Popover>
  );
}

function TypeList({
  type,
  messages,
  pendingIds,
  onMarkRead,
}: {
  type: MessageType;
  messages: readonly Message[];
  pendingIds: ReadonlySet<number>;
  onMarkRead: (event: { id: number }) => void;
}) {
  const { t } = useFeatureTranslation(messageBoxLocale);
  if (messages.length === 0) {
    return (
      <MessageBoxState>
        <Empty description={t(`messageBox.empty.${type}`)} />
      </MessageBoxState>
    );
  }
  return (
    <MessageBoxList>
      {messages.map((message) => (
        <MessageBoxItem
          key={message.id}
          message={message}
          pending={pendingIds.has(message.id)}
          onMarkRead={onMarkRead}
        />
      ))}
    </MessageBoxList>
  );
}
