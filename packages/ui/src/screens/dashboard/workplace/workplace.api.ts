import type { ApiClient } from '../../../api/client';
import { endpoints } from '../../../api/endpoints';
import type { ContentData, PopularAuthor, PopularItem, PopularType } from './workplace.types';

/** Options shared by the workplace calls. */
export interface WorkplaceCallOptions {
  /** Cancels the request (a card that unmounts or refetches). */
  signal?: AbortSignal;
}

// Each card shows its own error with a retry button, so the calls stay silent instead of stacking one toast per
// card; session codes and 401 still open the re-login dialog in the client.

/** GET /api/content-data: the overview numbers and the 12-point content series (debug envelope). */
export function getContentData(
  client: ApiClient,
  options: WorkplaceCallOptions = {},
): Promise<ContentData> {
  return client.request<ContentData>({
    ...endpoints.contentData,
    envelope: 'debug',
    silent: true,
    signal: options.signal,
  });
}

/** GET /api/popular/list?type=: the five most clicked items of one content type (debug envelope). */
export function getPopularList(
  client: ApiClient,
  { type }: { type: PopularType },
  options: WorkplaceCallOptions = {},
): Promise<PopularItem[]> {
  return client.request<PopularItem[]>({
    ...endpoints.popularList,
    query: { type },
    envelope: 'debug',
    silent: true,
    signal: options.signal,
  });
}

/** GET /api/popular-author/list: the seven most read authors (debug envelope). */
export function getPopularAuthors(
  client: ApiClient,
  options: WorkplaceCallOptions = {},
): Promise<PopularAuthor[]> {
  return client.request<PopularAuthor[]>({
    ...endpoints.popularAuthorList,
    envelope: 'debug',
    silent: true,
    signal: options.signal,
  });
}
