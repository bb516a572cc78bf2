import { Exception500Screen } from '@pasture/ui';
import { useLeavePage } from './useLeavePage';

export default function Exception500Route() {
  const leave = useLeavePage();
  return <Exception500Screen onBack={leave} />;
}
