import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { Dot, StatusDotRoot } from './Tag.styles';

/**
 * Colour of a `StatusDot`: `success` green, `processing` brand colour and pulsing, `warning` orange, `danger` red,
 * `default` grey.
 */
export type StatusDotStatus = 'success' | 'processing' | 'warning' | 'danger' | 'default';

/**
 * Props of `StatusDot`. The `children` are the state's name, shown after the dot; other `<span>` attributes go to the
 * root.
 */
export interface StatusDotProps extends ComponentPropsWithRef<'span'> {
  /** Colour of the dot; `processing` pulses (not under reduced motion). Default `default` (grey). */
  status?: StatusDotStatus;
  /** The state in words, e.g. "Online". Defaults to the translated status name, so colour is never the only signal. */
  children?: ReactNode;
}

/** A coloured dot before a state's name, for status columns and lists (online, running, failed). */
export function StatusDot({ status = 'default', children, ...rest }: StatusDotProps) {
  return (
    <StatusDotRoot data-color={status} {...rest}>
      <Dot aria-hidden="true" />
      {children ?? <StatusName status={status} />}
    </StatusDotRoot>
  );
}

/** The translated status name; its own component so a dot with a text (a table cell) holds no i18n hook. */
function StatusName({ status }: { status: StatusDotStatus }) {
  const { t } = useDataComponentsTranslation();
  return <>{t(`dataComponents.status.${status}`)}</>;
}
