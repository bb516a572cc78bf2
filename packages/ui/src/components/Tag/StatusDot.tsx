import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { Dot, StatusDotRoot } from './Tag.styles';

export type StatusDotStatus = 'success' | 'processing' | 'warning' | 'danger' | 'default';

export interface StatusDotProps extends ComponentPropsWithRef<'span'> {
  /** Colour of the dot; `processing` pulses (not under reduced motion). Default `default` (grey). */
  status?: StatusDotStatus;
  /** The state in words, e.g. "Online". Defaults to the translated status name, so colour is never the only signal. */
  children?: ReactNode;
}

/** A coloured dot before a state's name, for status columns and lists (online, running, failed). */
export function StatusDot({ status = 'default', children, ...rest }: StatusDotProps) {
  const { t } = useDataComponentsTranslation();
  return (
    <StatusDotRoot data-color={status} {...rest}>
      <Dot aria-hidden="true" />
      {children ?? t(`dataComponents.status.${status}`)}
    </StatusDotRoot>
  );
}
