import { UserInfoScreen } from '@pasture/ui';

/** `/user/info`, the user centre's user info (any role, debug only). */
export default function UserInfoRoute() {
  return <UserInfoScreen />;
}
