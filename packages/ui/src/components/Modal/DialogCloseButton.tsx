import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';

/** The × in the header of a Modal or Drawer: a 24 px IconButton that closes the Radix Dialog around it. */
export function DialogCloseButton({ label }: { label?: string }) {
  const { t } = useFeatureTranslation(componentsLocale);
  return (
    <Dialog.Close asChild>
      <IconButton label={label ?? t('components.close')} icon={<Icon icon={X} />} size="mini" />
    </Dialog.Close>
  );
}
