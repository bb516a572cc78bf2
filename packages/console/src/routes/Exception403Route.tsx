import { Exception403Screen } from '@pasture/ui';
import { useLeavePage } from './useLeavePage';

export default function Exception403Route() {
  const leave = useLeavePage();
  return <Exception403Screen onBack={leave} />;
}
