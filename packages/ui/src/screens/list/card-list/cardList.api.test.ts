import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { apiRejection, createTestClient } from '../../../testing';
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

afterEach(() => {
  server.resetHandlers();
});

describe('the card lists (contract §7)', () => {
  it('hold four queues, four services in every state and four rule presets', async () => {
    const client = createTestClient();
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
    const client = createTestClient();
    server.use(...cardListScenarios.serviceError);
    const error = await apiRejection(getServiceList(client));
    expect(error.message).toBe(CARD_LIST_MOCK_MESSAGES.serverError);
    await expect(getRulePresetList(client)).resolves.toHaveLength(4);
  });
});

describe('our own card writes', () => {
  it('switch a rule and keep it switched until the mocks are reset', async () => {
    const client = createTestClient();
    await expect(switchRulePreset(client, { id: 3, enable: true })).resolves.toMatchObject({
      id: 3,
      enable: true,
    });
    expect((await getRulePresetList(client)).find((rule) => rule.id === 3)?.enable).toBe(true);
    resetCardListMocks();
    expect((await getRulePresetList(client)).find((rule) => rule.id === 3)?.enable).toBe(false);
  });

  it('refuse to switch off the rule a running task uses', async () => {
    const client = createTestClient();
    const error = await apiRejection(
      switchRulePreset(client, { id: LOCKED_RULE_ID, enable: false }),
    );
    expect(error.message).toBe(CARD_LIST_MOCK_MESSAGES.ruleLocked);
    expect(
      (await getRulePresetList(client)).find((rule) => rule.id === LOCKED_RULE_ID)?.enable,
    ).toBe(true);
  });

  it('open, cancel and renew services; an expired one must be renewed first', async () => {
    const client = createTestClient();
    await expect(changeService(client, { id: 1, action: 'cancel' })).resolves.toMatchObject({
      enable: false,
    });
    await expect(changeService(client, { id: 3, action: 'open' })).resolves.toMatchObject({
      enable: true,
    });
    const error = await apiRejection(changeService(client, { id: 2, action: 'open' }));
    expect(error.message).toBe(CARD_LIST_MOCK_MESSAGES.expired);
    await expect(changeService(client, { id: 2, action: 'renew' })).resolves.toMatchObject({
      enable: true,
      expires: false,
    });
  });

  it('delete a queue, and refuse a write without a session', async () => {
    const client = createTestClient();
    await deleteQualityInspection(client, { id: 2 });
    expect((await getQualityInspectionList(client)).map((item) => item.id)).toEqual([1, 3, 4]);
    const anonymous = await apiRejection(
      deleteQualityInspection(createTestClient({ as: null }), { id: 1 }),
    );
    expect(anonymous.kind).toBe('session');
  });
});
