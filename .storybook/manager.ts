import { addons } from 'storybook/manager-api';
import { pastureManagerTheme } from './pastureManagerTheme';

addons.setConfig({
  theme: pastureManagerTheme,
  sidebar: { showRoots: true },
});
