import { UserSettingScreen } from '@pasture/ui';

/** `/user/setting`, the user centre's settings (any role, debug only). */
export default function UserSettingRoute() {
  return <UserSettingScreen />;
}
