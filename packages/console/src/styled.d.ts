import 'styled-components';
import type { PastureStyledTheme } from '@pasture/ui';

// The console's styled-components theme is the library's, under `theme.pasture` (PastureThemeProvider merges it).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends PastureStyledTheme {}
}
