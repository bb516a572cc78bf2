import type { TabEntry } from './tabsStore';

/*
 * Open pages for the tab bar's tests: the workplace (the default tab) and four more, one of them uncached. Titles are
 * the menu's label keys, as the routing layer gives them.
 */

export const workplace: TabEntry = {
  name: 'workplace',
  title: 'menu.dashboard.workplace',
  fullPath: '/dashboard/workplace',
  query: {},
};
export const searchTable: TabEntry = {
  name: 'searchTable',
  title: 'menu.list.searchTable',
  fullPath: '/list/search-table',
  query: {},
};
export const stepForm: TabEntry = {
  name: 'step',
  title: 'menu.form.step',
  fullPath: '/form/step',
  query: {},
};
export const analysis: TabEntry = {
  name: 'dataAnalysis',
  title: 'menu.visualization.dataAnalysis',
  fullPath: '/visualization/data-analysis',
  query: {},
};
/** A page the tab bar does not keep alive (`ignoreCache`). */
export const monitor: TabEntry = {
  name: 'monitor',
  title: 'menu.dashboard.monitor',
  fullPath: '/dashboard/monitor',
  query: {},
  ignoreCache: true,
};
