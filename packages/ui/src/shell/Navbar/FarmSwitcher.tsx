import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, Warehouse } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { navbarLocale } from './locales';
import { useApiClient } from '../../api/ApiProvider';
import type { FarmRecord, FarmSelection } from '../../auth/auth.api';
import { farmListQueryOptions, useChangeFarm } from '../../auth/farms';
import { useSession } from '../../auth/SessionProvider';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Empty } from '../../components/Empty/Empty';
import { Icon } from '../../components/Icon/Icon';
import { Popover } from '../../components/Popover/Popover';
import { Spin } from '../../components/Spin/Spin';
import { SpinIcon } from '../../components/Spin/SpinIcon';
import { useToaster } from '../../components/Toast/ToasterContext';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  FarmList,
  FarmOption,
  FarmOptionMark,
  FarmOptionText,
  FarmPopoverBody,
  FarmStatus,
  FarmTrigger,
  FarmTriggerText,
} from './Navbar.styles';

/**
 * Props of `FarmSwitcher`. The current farm and the list come from the session and the API; the host only hears of
 * a switch.
 */
export interface FarmSwitcherProps {
  /**
   * The session now works in `farm` (new token stored, farm cached). Called after the success toast. Data already
   * follows the farm (farm-scoped queries); the host may re-check what else depends on it (route guards).
   */
  onFarmChanged?: (event: { farm: FarmSelection }) => void;
}

/** Moves focus between the enabled farm buttons with the arrow, Home and End keys. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const options = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  );
  if (options.length === 0) return;
  event.preventDefault();
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  const last = options.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (at + 1) % options.length
          : (at - 1 + options.length) % options.length;
  options[next]?.focus();
}

/**
 * The farm the session works in, and a popover to switch to another (GET /api/BaseFarm/GetFarmList on the first
 * opening, shared with every other farm list, then POST /api/Login/ChangeFarmId). A failed switch is toasted by the
 * error policy with the server's message; the popover stays open so the user can try again or pick another farm.
 */
export function FarmSwitcher({ onFarmChanged }: FarmSwitcherProps) {
  const { t } = useFeatureTranslation(navbarLocale);
  const { farm } = useSession();
  const toaster = useToaster();
  const [open, setOpen] = useState(false);
  const farms = useQuery({ ...farmListQueryOptions(useApiClient()), enabled: open });
  const changeFarm = useChangeFarm();
  const pending = changeFarm.isPending ? (changeFarm.variables?.farmId ?? null) : null;
  const contentRef = useRef<HTMLDivElement>(null);
  const ready = farms.data !== undefined;

  // Opening focuses the popover itself (nothing to focus while loading); once the list is there, focus moves to
  // the current farm, so the arrow keys work from where the user is.
  const focusCurrentFarm = (): boolean => {
    const content = contentRef.current;
    const target =
      content?.querySelector<HTMLButtonElement>('button[aria-current="true"]') ??
      content?.querySelector<HTMLButtonElement>('li button');
    target?.focus();
    return target != null;
  };
  // The list arrived while the popover (focused itself for want of anything else) was open: go to the farm.
  useEffect(() => {
    if (ready && open && document.activeElement === contentRef.current) focusCurrentFarm();
  }, [ready, open]);

  const switchTo = (target: FarmRecord) => {
    if (target.FarmId === farm?.farmId) {
      setOpen(false);
      return;
    }
    // A refusal is toasted by the error policy; the list stays open for another try.
    changeFarm.mutate(
      { farmId: target.FarmId },
      {
        onSuccess: (next) => {
          toaster.show({
            type: 'success',
            message: t('navbar.farm.switched', { name: next.farmName }),
          });
          setOpen(false);
          onFarmChanged?.({ farm: next });
        },
      },
    );
  };

  const switchingTo =
    pending !== null ? farms.data?.find((item) => item.FarmId === pending) : undefined;

  const triggerLabel = farm
    ? t('navbar.farm.trigger', { name: farm.farmName })
    : t('navbar.farm.triggerEmpty');

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      width={300}
      maxHeight={420}
      flush
      title={t('navbar.farm.title')}
      // The whole name on hover and focus: a long one ends in an ellipsis on the button.
      tooltip={{ label: farm ? triggerLabel : t('navbar.farm.title') }}
      contentRef={contentRef}
      onOpenAutoFocus={(event) => {
        // A list already loaded opens on the current farm, so the arrow keys work from where the user is.
        if (focusCurrentFarm()) event.preventDefault();
      }}
      trigger={
        <FarmTrigger
          type="button"
          aria-label={triggerLabel}
          data-variant="outline"
          data-shape="round"
          data-size="medium"
        >
          <Icon icon={Warehouse} />
          <FarmTriggerText>{farm ? farm.farmName : t('navbar.farm.noFarm')}</FarmTriggerText>
          <Icon icon={ChevronDown} size={14} data-chevron="" />
        </FarmTrigger>
      }
    >
      <VisuallyHidden role="status">
        {switchingTo ? t('navbar.farm.switching', { name: switchingTo.FarmName }) : ''}
      </VisuallyHidden>
      <FarmPopoverBody>
        {!ready && !farms.isError ? (
          <FarmStatus>
            <Spin tip={t('navbar.farm.loading')} />
          </FarmStatus>
        ) : null}
        {!ready && farms.isError ? (
          <FarmStatus>
            <Alert
              type="error"
              action={
                <Button size="small" onClick={() => void farms.refetch()}>
                  {t('navbar.farm.retry')}
                </Button>
              }
            >
              {t('navbar.farm.loadFailed')}
            </Alert>
          </FarmStatus>
        ) : null}
        {farms.data?.length === 0 ? <Empty description={t('navbar.farm.empty')} /> : null}
        {farms.data && farms.data.length > 0 ? (
          <FarmList aria-label={t('navbar.farm.list')} onKeyDown={moveFocus}>
            {farms.data.map((item) => {
              const current = item.FarmId === farm?.farmId;
              const switching = pending === item.FarmId;
              return (
                <li key={item.FarmId}>
                  <FarmOption
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    aria-busy={switching || undefined}
                    disabled={pending !== null && !switching}
                    onClick={() => {
                      if (!switching) switchTo(item);
                    }}
                  >
                    <FarmOptionText>
                      <span>{item.FarmName}</span>
                      <small>{item.FarmCode}</small>
                    </FarmOptionText>
                    {current ? (
                      <FarmOptionMark>
                        <Icon icon={Check} />
                        {t('navbar.farm.current')}
                      </FarmOptionMark>
                    ) : null}
                    {switching ? (
                      <FarmOptionMark>
                        <SpinIcon />
                      </FarmOptionMark>
                    ) : null}
                  </FarmOption>
                </li>
              );
            })}
          </FarmList>
        ) : null}
      </FarmPopoverBody>
    </Popover>
  );
}
