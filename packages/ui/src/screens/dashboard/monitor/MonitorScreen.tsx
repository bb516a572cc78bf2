import { useMutationState, useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { AsyncBlock } from '../../../components/AsyncBlock';
import { Card } from '../../../components/Card';
import { Empty } from '../../../components/Empty';
import { Tag } from '../../../components/Tag';
import { useToaster } from '../../../components/Toast/ToasterContext';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useApiScope } from '../../../data/apiScope';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { ChatComposer } from './components/ChatComposer';
import { ChatMessageList, type ChatMessageListHandle } from './components/ChatMessageList';
import { QuickOperations } from './components/QuickOperations';
import { StudioInformation } from './components/StudioInformation';
import { StudioList } from './components/StudioList';
import { StudioPreview } from './components/StudioPreview';
import { StudioStatusPanel } from './components/StudioStatusPanel';
import {
  chatListQueryOptions,
  studioListQueryOptions,
  useCollectChatMessage,
  useSendChatMessage,
  useStudioOperation,
} from './monitor.api';
import { MonitorColumn, MonitorLayout, MonitorRoot } from './monitor.styles';
import type { ChatCollectRequest, LiveMethod, Studio, StudioOperation } from './monitor.types';
import { monitorLocale } from './locales';

/**
 * Dashboard → Real-time monitor (admin only): the studio chat, live (it polls while the page is shown),
 * the studios by live method with the failed-audit tag, and the preview, status, information and quick operations
 * of the studio picked in the list. Every block loads, fails and retries on its own.
 */
export function MonitorScreen() {
  const { t } = useFeatureTranslation(monitorLocale);
  const studios = useQuery(studioListQueryOptions(useApiScope()));
  const [liveMethod, setLiveMethod] = useState<LiveMethod>('video');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The picked studio, else the first of the live method on show, else the first of all.
  const selected =
    studios.data?.find((studio) => studio.id === selectedId) ??
    studios.data?.find((studio) => studio.liveMethod === liveMethod) ??
    studios.data?.[0] ??
    null;

  // Every studio block follows the one list call: the same skeleton, error and Retry in each.
  const studioBlock = (section: string, render: (studio: Studio) => ReactNode) => (
    <AsyncBlock
      query={studios}
      section={section}
      isEmpty={(list) => list.length === 0}
      emptyDescription={t('monitor.noStudio')}
      skeletonRows={3}
    >
      {() => (selected ? render(selected) : <Empty description={t('monitor.noStudio')} />)}
    </AsyncBlock>
  );

  return (
    <MonitorRoot>
      <VisuallyHidden asChild>
        <h1>{t('monitor.title')}</h1>
      </VisuallyHidden>
      <MonitorLayout>
        <MonitorColumn data-area="chat">
          <Card title={t('monitor.chat.title')} bordered={false}>
            <ChatBlock />
          </Card>
        </MonitorColumn>
        <MonitorColumn data-area="main">
          <Card title={t('monitor.preview.title')} bordered={false}>
            {studioBlock(t('monitor.preview.title'), (studio) => (
              <StudioPreview studio={studio} />
            ))}
          </Card>
          <Card title={t('monitor.studios.title')} bordered={false}>
            <AsyncBlock
              query={studios}
              section={t('monitor.studios.title')}
              isEmpty={(list) => list.length === 0}
              skeletonRows={5}
            >
              {(list) => (
                <StudioList
                  studios={list}
                  liveMethod={liveMethod}
                  onLiveMethodChange={(event) => setLiveMethod(event.liveMethod)}
                  selectedId={selected?.id ?? null}
                  onSelect={(event) => setSelectedId(event.id)}
                />
              )}
            </AsyncBlock>
          </Card>
        </MonitorColumn>
        <MonitorColumn data-area="side">
          <Card
            title={t('monitor.status.title')}
            bordered={false}
            extra={
              selected ? (
                <Tag color={selected.status.fluency === 'smooth' ? 'success' : 'warning'}>
                  {t(`monitor.status.fluency.${selected.status.fluency}`)}
                </Tag>
              ) : null
            }
          >
            {studioBlock(t('monitor.status.title'), (studio) => (
              <StudioStatusPanel status={studio.status} />
            ))}
          </Card>
          <Card title={t('monitor.operations.title')} bordered={false}>
            {studioBlock(t('monitor.operations.title'), (studio) => (
              <OperationsBlock key={studio.id} studio={studio} />
            ))}
          </Card>
          <Card title={t('monitor.information.title')} bordered={false}>
            {studioBlock(t('monitor.information.title'), (studio) => (
              <StudioInformation studio={studio} />
            ))}
          </Card>
        </MonitorColumn>
      </MonitorLayout>
    </MonitorRoot>
  );
}

function ChatBlock() {
  const { t } = useFeatureTranslation(monitorLocale);
  const query = useQuery(chatListQueryOptions(useApiScope()));
  const send = useSendChatMessage();
  const collect = useCollectChatMessage();
  const listRef = useRef<ChatMessageListHandle>(null);
  // Stars whose collect call is still on its way wait, so a double press cannot send two opposite calls.
  const pendingIds = useMutationState({
    filters: { mutationKey: ['monitor', 'chat', 'collect'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as ChatCollectRequest | undefined)?.id ?? -1,
  });
  return (
    <>
      <AsyncBlock
        query={query}
        section={t('monitor.chat.title')}
        isEmpty={() => false}
        skeletonRows={8}
      >
        {(messages) => (
          <ChatMessageList
            ref={listRef}
            messages={messages}
            pendingIds={pendingIds}
            onCollectChange={(event) => collect.mutate(event)}
          />
        )}
      </AsyncBlock>
      <ChatComposer
        onSend={async (values) => {
          await send.mutateAsync(values);
          listRef.current?.scrollToEnd();
        }}
      />
    </>
  );
}

function OperationsBlock({ studio }: { studio: Studio }) {
  const { t } = useFeatureTranslation(monitorLocale);
  const toaster = useToaster();
  const operation = useStudioOperation();
  const [pending, setPending] = useState<StudioOperation | null>(null);
  return (
    <QuickOperations
      pending={pending}
      onOperation={(event) => {
        setPending(event.operation);
        operation.mutate(
          { studioId: studio.id, operation: event.operation },
          {
            // A refusal (a studio that failed audit) is toasted by the error policy.
            onSuccess: () =>
              toaster.show({
                type: 'success',
                message: t(`monitor.operations.done.${event.operation}`, { title: studio.title }),
              }),
            onSettled: () => setPending(null),
          },
        );
      }}
    />
  );
}
