import { useMemo } from 'react';
import { Button } from '../../../../components/Button';
import { Empty } from '../../../../components/Empty';
import { createTableColumnHelper, Table } from '../../../../components/Table';
import { Tabs, TabsList, TabsTrigger } from '../../../../components/Tabs';
import { Tag } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { formatDuration } from '../monitor.format';
import { StudioCell, StudioName, StudioPanel, StudioThumb } from '../monitor.styles';
import { LIVE_METHODS, type LiveMethod, type Studio } from '../monitor.types';
import { monitorLocale } from '../locales';
import { StudioPoster } from './StudioPoster';

export interface StudioListProps {
  /** Every studio; the tabs show those of one live method each. */
  studios: readonly Studio[];
  /** The live method whose studios are shown. */
  liveMethod: LiveMethod;
  onLiveMethodChange: (event: { liveMethod: LiveMethod }) => void;
  /** The studio shown in the preview, status and information blocks. */
  selectedId: string | null;
  /** Called when a studio's Preview button is pressed. */
  onSelect: (event: { id: string }) => void;
}

const column = createTableColumnHelper<Studio>();

/**
 * The studios by live method (normal, flow control, video, web): cover, name and host with the failed-audit tag
 * in one cell, category and time on air; Preview shows one in the blocks around the list.
 */
export function StudioList({
  studios,
  liveMethod,
  onLiveMethodChange,
  selectedId,
  onSelect,
}: StudioListProps) {
  const { t } = useFeatureTranslation(monitorLocale);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: t('monitor.studios.studio'),
          // The thumbnail and two lines of title: narrower than this, the list scrolls sideways instead. With the other
          // columns (128 + 96 + 120) it fits the list's 530 px at a 1280 px window.
          minSize: 180,
          enableSorting: false,
          meta: { rowHeader: true },
          cell: ({ row }) => (
            <StudioCell>
              <StudioThumb>
                <StudioPoster studio={row.original} />
              </StudioThumb>
              <StudioName>
                <span>{row.original.title}</span>
                <span>{row.original.anchor}</span>
                {row.original.auditStatus === 'failed' ? (
                  <Tag color="danger" size="small">
                    {t('monitor.studios.auditFailed')}
                  </Tag>
                ) : null}
              </StudioName>
            </StudioCell>
          ),
        }),
        column.accessor('category', {
          header: t('monitor.studios.category'),
          enableSorting: false,
          // 'Pasture life' / 'Breeding lessons' on one line in English (96 px wrapped them).
          size: 128,
          cell: (info) => t(`monitor.categories.${info.getValue()}`),
        }),
        column.accessor('duration', {
          header: t('monitor.studios.duration'),
          // Two or three studios per method: sorting them would cost the header its room, not help.
          enableSorting: false,
          size: 96,
          meta: { align: 'end' },
          cell: (info) => formatDuration(info.getValue()),
        }),
      ]),
    [t],
  );

  const actionText = (studio: Studio) =>
    studio.id === selectedId ? t('monitor.studios.previewing') : t('monitor.studios.previewAction');

  return (
    <Tabs
      value={liveMethod}
      onValueChange={(value) => {
        const next = LIVE_METHODS.find((candidate) => candidate === value);
        if (next) onLiveMethodChange({ liveMethod: next });
      }}
    >
      <TabsList aria-label={t('monitor.studios.tabsLabel')}>
        {LIVE_METHODS.map((method) => (
          <TabsTrigger key={method} value={method}>
            {t('monitor.studios.count', {
              method: t(`monitor.liveMethods.${method}`),
              count: studios.filter((studio) => studio.liveMethod === method).length,
            })}
          </TabsTrigger>
        ))}
      </TabsList>
      {LIVE_METHODS.map((method) => {
        const rows = studios.filter((studio) => studio.liveMethod === method);
        return (
          <StudioPanel key={method} value={method}>
            {rows.length === 0 ? (
              <Empty description={t('monitor.studios.empty')} />
            ) : (
              <Table
                caption={t(`monitor.liveMethods.${method}`)}
                columns={columns}
                data={rows}
                getRowId={(studio) => studio.id}
                // 'Showing' / 'Preview' as a small text button and the cell's padding: 96 px cut the English words.
                rowActionsWidth={120}
                rowActions={(studio) => (
                  <Button
                    size="small"
                    variant="text"
                    disabled={studio.id === selectedId}
                    // The visible word first, then which studio (label in name).
                    aria-label={t('monitor.studios.preview', {
                      action: actionText(studio),
                      title: studio.title,
                    })}
                    onClick={() => onSelect({ id: studio.id })}
                  >
                    {actionText(studio)}
                  </Button>
                )}
              />
            )}
          </StudioPanel>
        );
      })}
    </Tabs>
  );
}
