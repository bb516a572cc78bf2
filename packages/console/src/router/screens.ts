import { screensByRouteName, type RouteScreenLoader } from '@pasture/ui/internal';

/**
 * The pages this console implements, by route name: every screen a registered feature of `@pasture/ui` offers
 * (`features.ts`). A route of the table whose feature has no screen yet is not registered (no placeholder pages).
 */
export const pageScreens: ReadonlyMap<string, RouteScreenLoader> = screensByRouteName();
