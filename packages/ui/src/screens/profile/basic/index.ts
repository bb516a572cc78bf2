// @pasture/ui/screens/basic-profile: the basic profile with its approval steps and operation log.
export { BasicProfileScreen } from './BasicProfileScreen';
