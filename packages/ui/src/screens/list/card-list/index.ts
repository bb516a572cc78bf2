// @pasture/ui/screens/card-list: the card list (quality inspection, services, rule presets). Its tab and search live in
// the screen host's query string (`?tab=rules&q=…`).
export { CardListScreen } from './CardListScreen';
