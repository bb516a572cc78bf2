// @pasture/ui/screens/user: the user centre (user info) and the user settings.
export { UserInfoScreen } from './UserInfoScreen';
export { UserSettingScreen } from './UserSettingScreen';
