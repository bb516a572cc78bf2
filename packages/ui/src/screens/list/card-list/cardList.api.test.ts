import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { issueDemoToken } from '../../../mocks/auth/demoToken';
import { server } from '../../../mocks/node';
import {
  changeService,
  deleteQualityInspection,
  getQualityInspectionList,
  getRulePresetList,
  getServiceList,
  switchRulePreset,
} from './cardList.api';
import {
  LOCKED_RULE_ID,
  qualityInspectionItems,
  rulePresetItems,
  serviceItems,
} from './cardList.fixtures';
import {
  CARD_LIST_MOCK_MESSAGES,
  cardListScenarios,
  resetCardListMocks,
} from './cardList.handlers';

const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });

function setup({ token = adminToken }: { token?: string | null } = {}) {
  return createApiClient({ debug: true, getToken: () => token, onSessionExpired: vi.fn() });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => {
  server.resetHandlers();
});

describe('the card lists (contract §7)', () => {
  it('hold four queues, four services in every state and four rule presets', async () => {
    const client = setup();
    await expect(getQualityInspectionList(client)).resolves.toEqual(qualityInspectionItems);
    const services = await getServiceList(client);
    expect(services).toEqual(serviceItems);
    expect(services.map(({ enable, expires }) => [enable, expires])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [true, false],
    ]);
    await expect(getRulePresetList(client)).resolves.toEqual(rulePresetItems);
  });

  it('fail one group at a time in the group scenarios', async () => {
    const client = setup();
    server.use(...cardListScenarios.serviceError);
    const error = await failure(getServiceList(client));
    expect(isApiError(error) && error.message).toBe(CARD_LIST_MOCK_MESSAGES.serverError);
    await expect(getRulePresetList(client)).resolves.toHaveLength(4);
  });
});

describe('our own card writes', () => {
  it('switch a rule and keep it switched until the mocks are reset', async () => {
    const client = setup();
    await expect(switchRulePreset(client, { id: 3, enable: true })).resolves.toMatchObject({
      id: 3,
      enable: true,
    });
    expect((await getRulePresetList(client)).find((rule) => rule.id === 3)?.enable).toBe(true);
    resetCardListMocks();
    expect((await getRulePresetList(client)).find((rule) => rule.id === 3)?.enable).toBe(false);
  });

  it('refuse to switch off the rule a running task uses', async () => {
    const client = setup();
    const error = await failure(switchRulePreset(client, { id: LOCKED_RULE_ID, enable: false }));
    expect(isApiError(error) && error.message).toBe(CARD_LIST_MOCK_MESSAGES.ruleLocked);
    expect(
      (await getRulePresetList(client)).find((rule) => rule.id === LOCKED_RULE_ID)?.enable,
    ).toBe(true);
  });

  it('open, cancel and renew services; an expired one must be renewed first', async () => {
    const client = setup();
    await expect(changeService(client, { id: 1, action: 'cancel' })).resolves.toMatchObject({
      enable: false,
    });
    await expect(changeService(client, { id: 3, action: 'open' })).resolves.toMatchObject({
      enable: true,
    });
    const error = await failure(changeService(client, { id: 2, action: 'open' }));
    expect(isApiError(error) && error.message).toBe(CARD_LIST_MOCK_MESSAGES.expired);
    await expect(changeService(client, { id: 2, action: 'renew' })).resolves.toMatchObject({
      enable: true,
      expires: false,
    });
  });

  it('delete a queue, and refuse a write without a session', async () => {
    const client = setup();
    await deleteQualityInspection(client, { id: 2 });
    expect((await getQualityInspectionList(client)).map((item) => item.id)).toEqual([1, 3, 4]);
    const anonymous = await failure(deleteQualityInspection(setup({ token: null }), { id: 1 }));
    expect(isApiError(anonymous) && anonymous.kind).toBe('session');
  });
});
