// @pasture/ui/screens/search-table: the content-set search table. Its filters, sort, page and open details live in
// the screen host's query string, so a link or the back button restores them.
export { SearchTableScreen } from './SearchTableScreen';
