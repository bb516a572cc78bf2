// @pasture/ui/screens/login: the login page (log in with a mobile number, or reset a forgotten password).
export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps } from './LoginScreen';
