import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../../components/Alert/Alert';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { shellLocale } from '../locales';
import { theme } from '../../theme/tokens';

/** Props of `OfflineBanner`. Usually none: it follows the connection by itself. */
export interface OfflineBannerProps {
  /**
   * Shows the banner whatever the connection (stories, a host with its own detection). Left out, the banner follows
   * TanStack Query's `onlineManager`, the same signal that pauses reads while offline and resumes them after.
   */
  offline?: boolean;
}

const Banner = styled.div`
  margin-bottom: ${theme.space.md};
`;

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
const assumeOnline = () => true;

/** Whether the browser reports a connection, as TanStack Query sees it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, assumeOnline);
}

/**
 * Says that the connection is gone while it is gone. Reads asked for meanwhile wait (TanStack Query pauses them
 * instead of failing them) and load by themselves when the browser is back online, so the banner only has to say
 * so; nothing on screen is cleared. Renders nothing while online.
 */
export function OfflineBanner({ offline }: OfflineBannerProps) {
  const { t } = useFeatureTranslation(shellLocale);
  const online = useOnline();
  if (!(offline ?? !online)) return null;
  return (
    <Banner>
      <Alert
        type="warning"
        title={t('shell.offline.title')}
        description={t('shell.offline.description')}
      />
    </Banner>
  );
}
