import type { CSSProperties, ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { SkeletonContent, SkeletonRoot, SkeletonShape } from './Skeleton.styles';

/** Props of `Skeleton`. With no props it shows a title line and three text lines, shimmering. */
export interface SkeletonProps {
  /** While `true` the placeholder shows; when `false` the `children` render instead. Default `true`. */
  loading?: boolean;
  /** Number of text lines under the title (at least 1). Default 3. */
  rows?: number;
  /** Shows a round avatar placeholder on the left. */
  avatar?: boolean;
  /** Shows a shorter, taller title line on top. Default `true`. */
  title?: boolean;
  /** Animates a soft shimmer (none under prefers-reduced-motion). Default `true`. */
  animated?: boolean;
  /** The content the skeleton stands in for. */
  children?: ReactNode;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/**
 * Grey placeholder shapes while content loads. The container is a busy status named "Loading", so screen readers
 * hear one word instead of empty shapes.
 */
export function Skeleton({
  loading = true,
  rows = 3,
  avatar = false,
  title = true,
  animated = true,
  children,
  className,
  style,
}: SkeletonProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  if (!loading) return <>{children}</>;
  const lineCount = Math.max(1, Math.floor(rows));
  return (
    <SkeletonRoot
      role="status"
      aria-busy="true"
      aria-label={t('components.loading')}
      data-animated={animated ? 'true' : 'false'}
      className={className}
      style={style}
    >
      {avatar ? <SkeletonShape data-shape="avatar" aria-hidden="true" /> : null}
      <SkeletonContent aria-hidden="true">
        {title ? <SkeletonShape data-shape="title" /> : null}
        {Array.from({ length: lineCount }, (_, index) => (
          <SkeletonShape
            key={index}
            data-shape="line"
            style={index === lineCount - 1 && lineCount > 1 ? { width: '60%' } : undefined}
          />
        ))}
      </SkeletonContent>
    </SkeletonRoot>
  );
}
