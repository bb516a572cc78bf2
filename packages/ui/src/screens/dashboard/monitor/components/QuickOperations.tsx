import { ArrowRightLeft, Ban, MonitorUp, Sparkles, type LucideIcon } from 'lucide-react';
import { Button } from '../../../../components/Button';
import { Icon } from '../../../../components/Icon';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { OperationList } from '../monitor.styles';
import { STUDIO_OPERATIONS, type StudioOperation } from '../monitor.types';
import { monitorLocale } from '../locales';

export interface QuickOperationsProps {
  /** Called when an operation's button is pressed. */
  onOperation: (event: { operation: StudioOperation }) => void;
  /** The operation whose call is on its way (its button spins, the others wait). */
  pending?: StudioOperation | null;
}

const icons: Readonly<Record<StudioOperation, LucideIcon>> = {
  changeClarity: Sparkles,
  switchStream: ArrowRightLeft,
  removeClarity: Ban,
  pushGasket: MonitorUp,
};

/** The studio's quick operations: change the quality or remove a quality option, switch the stream, push a standby picture. */
export function QuickOperations({ onOperation, pending = null }: QuickOperationsProps) {
  const { t } = useFeatureTranslation(monitorLocale);
  return (
    <OperationList>
      {STUDIO_OPERATIONS.map((operation) => (
        <li key={operation}>
          <Button
            block
            icon={<Icon icon={icons[operation]} />}
            loading={pending === operation}
            disabled={pending !== null && pending !== operation}
            onClick={() => onOperation({ operation })}
          >
            {t(`monitor.operations.${operation}`)}
          </Button>
        </li>
      ))}
    </OperationList>
  );
}
