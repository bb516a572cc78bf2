// @pasture/ui/screens/group-form: the grouped video and audio settings form.
export { GroupFormScreen } from './GroupFormScreen';
