import type { CSSProperties, ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { SpinIcon } from './SpinIcon';
import { SpinContainer, SpinContent, SpinIndicator, SpinOverlay, SpinTip } from './Spin.styles';

/** Diameter of a `Spin` spinner: `small` 14 px, `medium` 20 px (default), `large` 32 px. */
export type SpinSize = 'small' | 'medium' | 'large';

/** Props of `Spin`. Without `children` it is a spinner on its own; with them, an overlay over that content. */
export interface SpinProps {
  /** Whether the spinner shows. With `children`, `false` just renders them. Default `true`. */
  spinning?: boolean;
  /** Spinner size: 14 / 20 / 32 px. Default `medium`. */
  size?: SpinSize;
  /** Visible text under the spinner; it is also the accessible label. */
  tip?: ReactNode;
  /** Accessible label when there is no `tip`. Defaults to the translated "Loading". */
  label?: string;
  /**
   * Content to cover while spinning: it is dimmed, made inert (no clicks, no focus) and marked busy, and the
   * spinner sits centred on top.
   */
  children?: ReactNode;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/** A loading spinner, alone or as an overlay on the content it waits for. */
export function Spin({
  spinning = true,
  size = 'medium',
  tip,
  label,
  children,
  className,
  style,
}: SpinProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  const indicator = (
    <SpinIndicator role="status" data-size={size}>
      <SpinIcon />
      {tip != null ? (
        <SpinTip>{tip}</SpinTip>
      ) : (
        <VisuallyHidden>{label ?? t('components.loading')}</VisuallyHidden>
      )}
    </SpinIndicator>
  );

  if (children == null) {
    if (!spinning) return null;
    return (
      <span className={className} style={style}>
        {indicator}
      </span>
    );
  }

  return (
    <SpinContainer className={className} style={style} data-spinning={spinning ? 'true' : 'false'}>
      <SpinContent aria-busy={spinning || undefined} inert={spinning || undefined}>
        {children}
      </SpinContent>
      {spinning ? <SpinOverlay>{indicator}</SpinOverlay> : null}
    </SpinContainer>
  );
}
