import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, Warehouse } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFeatureTranslation } from '../../i18n/localeBundle';
import { navbarLocale } from './locales';
import type { FarmRecord, FarmSelection } from '../../auth/auth.api';
import { useSession, useSessionStore } from '../../auth/SessionProvider';
import { useFarmList } from '../../auth/useFarmList';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Empty } from '../../components/Empty/Empty';
import { Icon } from '../../components/Icon/Icon';
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
  FarmPopoverContent,
  FarmPopoverHeader,
  FarmPopoverTitle,
  FarmStatus,
  FarmTrigger,
  FarmTriggerText,
} from './Navbar.styles';
import { Tooltip } from '../../components/Tooltip/Tooltip';

export interface FarmSwitcherProps {
  /**
   * The session now works in `farm` (new token stored, farm cached). Called after the success toast; the host
   * reloads what depends on the farm.
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
 * The farm the session works in, and a popover to switch to another (GET /api/BaseFarm/GetFarmList on every
 * opening, then POST /api/Login/ChangeFarmId). A failed switch was already toasted by the API client with the
 * server's message; the popover stays open so the user can try again or pick another farm.
 */
export function FarmSwitcher({ onFarmChanged }: FarmSwitcherProps) {
  const { t } = useFeatureTranslation(navbarLocale);
  const { farm } = useSession();
  const session = useSessionStore();
  const toaster = useToaster();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const { state, reload } = useFarmList({ enabled: open });
  const contentRef = useRef<HTMLDivElement>(null);

  // Opening focuses the popover itself (nothing to focus while loading); once the list is there, focus moves to
  // the current farm, so the arrow keys work from where the user is.
  useEffect(() => {
    const content = contentRef.current;
    if (state.status !== 'ready' || !content || document.activeElement !== content) return;
    const target =
      content.querySelector<HTMLButtonElement>('button[aria-current="true"]') ??
      content.querySelector<HTMLButtonElement>('li button');
    target?.focus();
  }, [state]);

  const switchTo = async (target: FarmRecord) => {
    if (target.FarmId === farm?.farmId) {
      setOpen(false);
      return;
    }
    setPending(target.FarmId);
    try {
      const next = await session.changeFarm({ farmId: target.FarmId });
      toaster.show({
        type: 'success',
        message: t('navbar.farm.switched', { name: next.farmName }),
      });
      setOpen(false);
      onFarmChanged?.({ farm: next });
    } catch {
      // The API client has shown the server's message; the list stays for another try.
    } finally {
      setPending(null);
    }
  };

  const switchingTo =
    pending !== null && state.status === 'ready'
      ? state.farms.find((item) => item.FarmId === pending)
      : undefined;

  const triggerLabel = farm
    ? t('navbar.farm.trigger', { name: farm.farmName })
    : t('navbar.farm.triggerEmpty');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Tooltip label={t('navbar.farm.title')}>
        <Popover.Trigger asChild>
          <FarmTrigger type="button" aria-label={triggerLabel}>
            <Icon icon={Warehouse} />
            <FarmTriggerText>{farm ? farm.farmName : t('navbar.farm.noFarm')}</FarmTriggerText>
            <Icon icon={ChevronDown} size={14} data-chevron="" />
          </FarmTrigger>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <FarmPopoverContent
          ref={contentRef}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
        >
          <FarmPopoverHeader>
            <FarmPopoverTitle id={titleId}>{t('navbar.farm.title')}</FarmPopoverTitle>
            <VisuallyHidden role="status">
              {switchingTo ? t('navbar.farm.switching', { name: switchingTo.FarmName }) : ''}
            </VisuallyHidden>
          </FarmPopoverHeader>
          <FarmPopoverBody>
            {state.status === 'loading' || state.status === 'idle' ? (
              <FarmStatus>
                <Spin tip={t('navbar.farm.loading')} />
              </FarmStatus>
            ) : null}
            {state.status === 'error' ? (
              <FarmStatus>
                <Alert
                  type="error"
                  action={
                    <Button size="small" onClick={reload}>
                      {t('navbar.farm.retry')}
                    </Button>
                  }
                >
                  {t('navbar.farm.loadFailed')}
                </Alert>
              </FarmStatus>
            ) : null}
            {state.status === 'ready' && state.farms.length === 0 ? (
              <Empty description={t('navbar.farm.empty')} />
            ) : null}
            {state.status === 'ready' && state.farms.length > 0 ? (
              <FarmList aria-label={t('navbar.farm.list')} onKeyDown={moveFocus}>
                {state.farms.map((item) => {
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
                          if (!switching) void switchTo(item);
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
        </FarmPopoverContent>
      </Popover.Portal>
    </Popover.Root>
  );
}
