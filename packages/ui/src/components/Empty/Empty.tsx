import { Inbox } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Icon } from '../Icon/Icon';
import { EmptyDescription, EmptyExtra, EmptyImage, EmptyRoot } from './Empty.styles';

/** Props of `Empty`. With no props it shows the inbox icon and the translated "No data". */
export interface EmptyProps {
  /** Text under the picture. Defaults to the translated "No data". */
  description?: ReactNode;
  /** Replaces the default inbox icon; decorative. */
  icon?: ReactNode;
  /** An action under the text, e.g. a "Create" button. */
  children?: ReactNode;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/** The empty state of a list, table or panel: a grey icon and a short line of text. */
export function Empty({ description, icon, children, className, style }: EmptyProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  return (
    <EmptyRoot className={className} style={style}>
      <EmptyImage aria-hidden="true">{icon ?? <Icon icon={Inbox} />}</EmptyImage>
      <EmptyDescription>{description ?? t('components.empty')}</EmptyDescription>
      {children != null ? <EmptyExtra>{children}</EmptyExtra> : null}
    </EmptyRoot>
  );
}
