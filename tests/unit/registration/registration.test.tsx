import { render, screen } from '@testing-library/react';
import { getResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createPastureRuntime, createSettingsStore } from '../../../packages/ui/src';
import { endpointsOf } from '../../../packages/ui/src/endpoints';
import { createRouteTable, features, screensByRouteName } from '../../../packages/ui/src/features';
import { issueDemoToken, resetAuthMockState } from '../../../packages/ui/src/mocks/internal';
import { featureMocks } from '../../../packages/ui/src/mocks/features';
import { mockRegistry } from '../../../packages/ui/src/mocks/handlers';
import { flattenRoutes, registeredRoutes } from '../../../packages/ui/src/routing';
import { buildMenu } from '../../../packages/ui/src/shell/menuModel';
import { ConsoleProviders } from '../../../packages/console/src/ConsoleProviders';
import { createConsoleI18n } from '../../../packages/console/src/consoleI18n';
import { createConsoleRoutes } from '../../../packages/console/src/router/consoleRoutes';
import { throwawayFeature } from './throwaway/throwaway.feature';
import { throwawayMocks } from './throwaway/throwaway.handlers';

/**
 * Adding a screen is its folder and its manifest's line in `features.ts` (docs/adding-a-screen.md, ADR 028). Here
 * the line is `[...features, throwawayFeature]`: a feature folder that exists only for this test, with a page in a
 * group of its own, a call, its texts and a subpath. Everything below derives from that list with no other edit.
 */
const withThrowaway = [...features, throwawayFeature];

describe('a feature registered by its manifest alone', () => {
  afterEach(() => resetAuthMockState());

  it('is routed by the console, its screen rendered with its own texts', async () => {
    localStorage.setItem(
      'token',
      issueDemoToken({ username: 'operator', farmId: 1001, clientTypeId: 1 }),
    );
    const runtime = createPastureRuntime({ debug: true, i18n: createConsoleI18n('en-US') });
    const app = createConsoleRoutes({
      session: runtime.session,
      tokenStore: runtime.tokenStore,
      debug: true,
      features: withThrowaway,
    });
    const router = createMemoryRouter(app.routes, { initialEntries: ['/throwaway/page'] });
    render(
      <ConsoleProviders runtime={runtime} settings={createSettingsStore()}>
        <RouterProvider router={router} />
      </ConsoleProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Throw-away page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/throwaway/page');
    // The guard admits it ('*'), and the menu the layout renders (the routing context's) lists it.
    expect(app.access.map((route) => route.path)).toContain('/throwaway/page');
    expect(flattenRoutes(app.menu).map((route) => route.path)).toContain('/throwaway/page');
  });

  it('is in the menu of every role it admits, in its own group after the demo groups', () => {
    const table = createRouteTable(undefined, withThrowaway);
    const available = new Set(screensByRouteName(withThrowaway).keys());
    const routes = registeredRoutes({ debug: true, available, routes: table });
    for (const role of ['admin', 'user'] as const) {
      const menu = buildMenu({ routes, role });
      const group = menu.find((item) => item.key === 'throwaway');
      expect(group, role).toMatchObject({
        path: '/throwaway',
        icon: 'Sprout',
        labelKey: 'menu.throwaway',
      });
      expect(
        group?.children?.map((child) => child.path),
        role,
      ).toEqual(['/throwaway/page']);
      expect(menu.map((item) => item.key).indexOf('throwaway'), role).toBeGreaterThan(
        menu.map((item) => item.key).indexOf('user'),
      );
    }
    // Debug off: a debug-only group stays out, like the template groups.
    const production = registeredRoutes({ debug: false, available, routes: table });
    expect(flattenRoutes(production).map((route) => route.path)).not.toContain('/throwaway/page');
  });

  it('is mocked: its handlers join the registry under its name and answer its call', async () => {
    const registry = mockRegistry([...featureMocks, throwawayMocks]);
    expect(Object.keys(registry.handlersByFeature)).toContain('throwaway');
    const endpoint = endpointsOf(withThrowaway).throwawayList;
    expect(endpoint).toEqual({
      method: 'GET',
      path: '/api/throwaway/list',
      envelope: 'debug',
      access: 'anonymous',
    });
    const answer = await getResponse(
      registry.handlers,
      new Request(new URL(endpoint?.path ?? '', window.location.href)),
    );
    expect(await answer?.json()).toMatchObject({ code: 20000, data: { items: ['hay', 'oats'] } });
  });
});
