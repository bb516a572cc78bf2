import { defineFeature } from '../../routing/feature';

/**
 * The login screen: a system route the console mounts itself (not a menu page), published as its own subpath. Its
 * texts are core (`auth/locales`), as the session prompt shows the same form.
 */
export const loginFeature = defineFeature({
  name: 'login',
  subpath: 'screens/login',
});
