import { useRevalidator } from 'react-router';
import { Exception404Screen } from '@pasture/ui';
import { useLeavePage } from './useLeavePage';

export default function Exception404Route() {
  const leave = useLeavePage();
  const revalidator = useRevalidator();
  return <Exception404Screen onBack={leave} onRetry={() => void revalidator.revalidate()} />;
}
