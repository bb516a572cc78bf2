import { isOneOf } from '../../../components/shared/isOneOf';

/**
 * Shapes of the card list's calls (quality inspection item, service item, rule preset of
 * `/api/list/quality-inspection`, `/api/list/the-service`, `/api/list/rules-preset`) and of our own writes.
 */

/** One label/value figure of a quality-inspection queue (server words, not translated). */
export interface QualityInspectionFigure {
  label: string;
  value: string;
}

/** Quality inspection item: an inspection queue. */
export interface QualityInspectionItem {
  id: number;
  /** The queue's code. */
  name: string;
  title: string;
  /** When the queue was set up, as the server words it. */
  description: string;
  data: QualityInspectionFigure[];
}

/** Icons a service may name (`icon`); anything else shows the generic one. */
export const SERVICE_ICONS = ['funnel', 'users', 'share', 'portrait'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** Service item. `enable`: the service is open; `expires`: its contract ran out (it needs renewing). */
export interface ServiceItem {
  id: number;
  icon: string;
  title: string;
  description: string;
  enable: boolean;
  actionType: 'button';
  expires: boolean;
}

/** What can be done to a service (opened, cancelled, renewed). */
export const SERVICE_ACTIONS = ['open', 'cancel', 'renew'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/** Rule preset: a rule that is switched on or off. */
export interface RulePresetItem {
  id: number;
  title: string;
  description: string;
  enable: boolean;
  actionType: 'switch';
}

/** The tabs of the page: All shows the three groups. */
export const CARD_LIST_TABS = ['all', 'quality', 'service', 'rules'] as const;
export type CardListTab = (typeof CARD_LIST_TABS)[number];
export type CardGroup = Exclude<CardListTab, 'all'>;
export const CARD_GROUPS: readonly CardGroup[] = ['quality', 'service', 'rules'];

/** Which action a service offers in its state: renew an expired one, cancel an open one, else open it. */
export function serviceActionOf(service: Pick<ServiceItem, 'enable' | 'expires'>): ServiceAction {
  if (service.expires) return 'renew';
  return service.enable ? 'cancel' : 'open';
}

/** The service after an action succeeded. */
export function serviceAfter<T extends Pick<ServiceItem, 'enable' | 'expires'>>(
  service: T,
  action: ServiceAction,
): T {
  switch (action) {
    case 'open':
      return { ...service, enable: true };
    case 'cancel':
      return { ...service, enable: false };
    case 'renew':
      return { ...service, enable: true, expires: false };
    default:
      return action satisfies never;
  }
}

export function isCardListTab(value: unknown): value is CardListTab {
  return isOneOf(CARD_LIST_TABS, value);
}
