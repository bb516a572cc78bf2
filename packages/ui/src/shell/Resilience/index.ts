export { OfflineBanner, useOnline } from './OfflineBanner';
export type { OfflineBannerProps } from './OfflineBanner';
export { PageErrorFallback, isChunkLoadError } from './PageErrorFallback';
export type { PageErrorFallbackProps, PageErrorKind } from './PageErrorFallback';
