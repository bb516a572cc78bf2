import { useRevalidator } from 'react-router';
import { Exception404Screen } from '@pasture/ui';
import { useLeavePage } from './useLeavePage';

/** Any path no route matches, and a route the user may not open when nothing else is permitted (contract §2, §6). */
export default function NotFoundRoute() {
  const leave = useLeavePage();
  const revalidator = useRevalidator();
  return <Exception404Screen onBack={leave} onRetry={() => void revalidator.revalidate()} />;
}
