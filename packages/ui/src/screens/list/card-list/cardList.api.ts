import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiClient } from '../../../api/client';
import type { Endpoint } from '../../../api/endpoints';
import { cardListEndpoints as endpoints } from './cardList.endpoints';
import { farmQueryKey, useApiScope, type ApiScope } from '../../../data/apiScope';
import {
  serviceAfter,
  type CardGroup,
  type QualityInspectionItem,
  type RulePresetItem,
  type ServiceAction,
  type ServiceItem,
} from './cardList.types';

/** Options shared by the card list's calls. */
export interface CardListCallOptions {
  /** Cancels the request (a group that unmounts or refetches). */
  signal?: AbortSignal;
}

function read<T>(client: ApiClient, endpoint: Endpoint, options: CardListCallOptions): Promise<T> {
  return client.request<T>({ ...endpoint, envelope: 'debug', signal: options.signal });
}

function write<T>(client: ApiClient, endpoint: Endpoint, body: object): Promise<T> {
  return client.request<T>({ ...endpoint, body, envelope: 'debug' });
}

/** GET /api/list/quality-inspection: the quality-inspection queues. */
export function getQualityInspectionList(
  client: ApiClient,
  options: CardListCallOptions = {},
): Promise<QualityInspectionItem[]> {
  return read(client, endpoints.qualityInspectionList, options);
}

/** GET /api/list/the-service: the services and their state. */
export function getServiceList(
  client: ApiClient,
  options: CardListCallOptions = {},
): Promise<ServiceItem[]> {
  return read(client, endpoints.theServiceList, options);
}

/** GET /api/list/rules-preset: the rule presets and whether each is on. */
export function getRulePresetList(
  client: ApiClient,
  options: CardListCallOptions = {},
): Promise<RulePresetItem[]> {
  return read(client, endpoints.rulesPresetList, options);
}

/** POST /api/list/quality-inspection/delete (ours). */
export async function deleteQualityInspection(
  client: ApiClient,
  { id }: { id: number },
): Promise<void> {
  await write<null>(client, endpoints.qualityInspectionDelete, { id });
}

const serviceEndpoints: Readonly<Record<ServiceAction, Endpoint>> = {
  open: endpoints.theServiceOpen,
  cancel: endpoints.theServiceCancel,
  renew: endpoints.theServiceRenew,
};

/** POST /api/list/the-service/{open,cancel,renew} (ours): answers the service after the change. */
export function changeService(
  client: ApiClient,
  { id, action }: { id: number; action: ServiceAction },
): Promise<ServiceItem> {
  return write(client, serviceEndpoints[action], { id });
}

/** POST /api/list/rules-preset/switch (ours): answers the rule after the change. */
export function switchRulePreset(
  client: ApiClient,
  { id, enable }: { id: number; enable: boolean },
): Promise<RulePresetItem> {
  return write(client, endpoints.rulesPresetSwitch, { id, enable });
}

/** Every query of the card list starts with this key part. */
export const CARD_LIST_QUERY_KEY = 'card-list';

const fetchers = {
  quality: getQualityInspectionList,
  service: getServiceList,
  rules: getRulePresetList,
} as const;

/** The card type of each group. */
export type CardItemOf = {
  quality: QualityInspectionItem;
  service: ServiceItem;
  rules: RulePresetItem;
};

/** The query key of one group's cards in the current farm. */
export function cardGroupQueryKey(scope: ApiScope, group: CardGroup) {
  return farmQueryKey(scope, CARD_LIST_QUERY_KEY, group);
}

/** One group's cards (each group loads, fails and retries on its own). */
export function cardGroupQueryOptions<G extends CardGroup>(scope: ApiScope, group: G) {
  const fetch = fetchers[group] as (
    client: ApiClient,
    options: CardListCallOptions,
  ) => Promise<CardItemOf[G][]>;
  return queryOptions({
    queryKey: cardGroupQueryKey(scope, group),
    queryFn: ({ signal }) => fetch(scope.client, { signal }),
  });
}

/**
 * A change of one card shown at once: the card is changed in the cache before the call, set to the server's answer
 * after it, and put back as it was when the call fails (the error policy toasts the server's words). Only that card
 * is touched, so a change of another card on its way is not undone. One per card: while its change is on its way
 * the card takes no second one, so repeated clicks send one request.
 */
function useOptimisticCardChange<Item extends { id: number }, Variables extends { id: number }>({
  queryKey,
  mutationFn,
  apply,
  onDone,
}: {
  queryKey: QueryKey;
  mutationFn: (variables: Variables) => Promise<Item | null>;
  /** The card as it will be, or `null` when the change removes it. */
  apply: (item: Item, variables: Variables) => Item | null;
  /** Called after the server agreed, even when the card has left the screen (a deleted one has). */
  onDone?: (variables: Variables) => void;
}) {
  const queryClient = useQueryClient();
  // Set in the click itself: the mutation's pending state reaches the screen only on a later render, after a
  // double click's second click has already arrived.
  const inFlight = useRef(false);
  const update = (change: (list: Item[]) => Item[]) =>
    queryClient.setQueryData<Item[]>(queryKey, (list) => (list ? change(list) : list));
  const mutation = useMutation({
    mutationFn,
    onMutate: async (variables) => {
      // An older answer landing now would overwrite the change on screen.
      await queryClient.cancelQueries({ queryKey });
      const list = queryClient.getQueryData<Item[]>(queryKey) ?? [];
      const index = list.findIndex((item) => item.id === variables.id);
      const before = list[index];
      update((current) =>
        current.flatMap((item) => {
          if (item.id !== variables.id) return [item];
          const next = apply(item, variables);
          return next ? [next] : [];
        }),
      );
      return { before, index };
    },
    onError: (_error, variables, context) => {
      const before = context?.before;
      if (!before) return;
      update((current) => {
        if (current.some((item) => item.id === variables.id)) {
          return current.map((item) => (item.id === variables.id ? before : item));
        }
        const restored = [...current];
        restored.splice(Math.min(context.index, restored.length), 0, before);
        return restored;
      });
    },
    onSuccess: (answer, variables) => {
      if (answer) {
        update((current) => current.map((item) => (item.id === variables.id ? answer : item)));
      }
      onDone?.(variables);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  return {
    /** Whether this card's change is on its way. */
    isPending: mutation.isPending,
    /** Sends the change, unless one is already on its way (then nothing happens). */
    change: (variables: Variables) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(variables);
    },
  };
}

/** Switches a rule preset on or off. */
export function useSwitchRulePreset() {
  const scope = useApiScope();
  return useOptimisticCardChange<RulePresetItem, { id: number; enable: boolean }>({
    queryKey: cardGroupQueryKey(scope, 'rules'),
    mutationFn: (variables) => switchRulePreset(scope.client, variables),
    apply: (rule, { enable }) => ({ ...rule, enable }),
  });
}

/** Opens, cancels or renews a service. */
export function useChangeService() {
  const scope = useApiScope();
  return useOptimisticCardChange<ServiceItem, { id: number; action: ServiceAction }>({
    queryKey: cardGroupQueryKey(scope, 'service'),
    mutationFn: (variables) => changeService(scope.client, variables),
    apply: (service, { action }) => serviceAfter(service, action),
  });
}

/** Deletes a quality-inspection queue; `onDeleted` runs once the server agreed (the card is gone by then). */
export function useDeleteQualityInspection({
  onDeleted,
}: { onDeleted?: (event: { id: number }) => void } = {}) {
  const scope = useApiScope();
  return useOptimisticCardChange<QualityInspectionItem, { id: number }>({
    onDone: onDeleted,
    queryKey: cardGroupQueryKey(scope, 'quality'),
    mutationFn: async (variables) => {
      await deleteQualityInspection(scope.client, variables);
      return null;
    },
    apply: () => null,
  });
}
