/**
 * The cards of the card list's mock server: four quality-inspection queues, four services in each of their states
 * and four rule presets, their texts in both languages (the mock answers in the request's, `mockLocaleOf`).
 * Literals, since stories and tests name every one of them; `qualityInspectionItems` and the other plain lists are
 * the zh-CN texts (the default language), `cardListFixturesIn` gives either.
 */

import type { Locale } from '../../../i18n/locale';
import { farmRandom } from '../../../mocks/farm';
import { textsIn, type Bilingual } from '../../../mocks/locale';
import type { QualityInspectionItem, RulePresetItem, ServiceItem } from './cardList.types';

const figures = (
  pending: number,
  backlog: string,
  sampling: number,
): Bilingual<QualityInspectionItem['data']> => [
  { label: { 'zh-CN': '待质检数', 'en-US': 'To inspect' }, value: String(pending) },
  { label: { 'zh-CN': '积压时长', 'en-US': 'Backlog' }, value: backlog },
  { label: { 'zh-CN': '待抽检数', 'en-US': 'To sample' }, value: String(sampling) },
];

const quality: readonly Bilingual<QualityInspectionItem>[] = Object.freeze([
  {
    id: 1,
    name: 'video-history',
    title: { 'zh-CN': '视频类-历史导入', 'en-US': 'Video · history import' },
    description: '2026-10-12 00:00:00',
    data: figures(120, '60s', 0),
  },
  {
    id: 2,
    name: 'image-copyright',
    title: { 'zh-CN': '图文类-图片版权', 'en-US': 'Image-text · image copyright' },
    description: '2026-11-11 18:30:00',
    data: figures(86, '45s', 12),
  },
  {
    id: 3,
    name: 'image-hd',
    title: { 'zh-CN': '图文类-高清图片', 'en-US': 'Image-text · HD pictures' },
    description: '2026-10-15 08:10:00',
    data: figures(240, '2m', 30),
  },
  {
    id: 4,
    name: 'video-live',
    title: { 'zh-CN': '视频类-牧场直播', 'en-US': 'Video · farm live streams' },
    description: '2026-11-20 06:00:00',
    data: figures(18, '10s', 3),
  },
]);

const services: readonly Bilingual<ServiceItem>[] = Object.freeze([
  {
    id: 1,
    icon: 'funnel',
    title: { 'zh-CN': '漏斗分析', 'en-US': 'Funnel analysis' },
    description: {
      'zh-CN':
        '用户行为分析之漏斗分析模型是企业实现精细化运营、进行用户行为分析的重要数据分析模型。',
      'en-US':
        'The funnel model of user-behaviour analysis: the key model for running operations in detail and understanding how users act.',
    },
    enable: true,
    actionType: 'button',
    expires: false,
  },
  {
    id: 2,
    icon: 'users',
    title: { 'zh-CN': '用户分布', 'en-US': 'User distribution' },
    description: {
      'zh-CN': '快速诊断用户人群，地域细分情况，了解数据分布的集中度，以及主要的数据分布的区间段。',
      'en-US':
        'Sees at a glance who the users are and where they live, how concentrated the data is and in which ranges most of it lies.',
    },
    enable: false,
    actionType: 'button',
    expires: true,
  },
  {
    id: 3,
    icon: 'share',
    title: { 'zh-CN': '资源分发', 'en-US': 'Resource distribution' },
    description: {
      'zh-CN': '移动端动态化资源分发解决方案，提供稳定大流量服务支持和灵活定制的分发圈选规则。',
      'en-US':
        'Dynamic resource distribution for mobile: steady service under heavy traffic and targeting rules you can tailor.',
    },
    enable: false,
    actionType: 'button',
    expires: false,
  },
  {
    id: 4,
    icon: 'portrait',
    title: { 'zh-CN': '用户画像分析', 'en-US': 'User persona analysis' },
    description: {
      'zh-CN':
        '将典型用户信息标签化，根据用户特征、业务场景和用户行为等信息，构建标签化的用户模型。',
      'en-US':
        'Turns typical user information into tags and builds a tagged user model from traits, business scenarios and behaviour.',
    },
    enable: true,
    actionType: 'button',
    expires: false,
  },
]);

/** The rule the demo server refuses to switch off: a running distribution task uses it. */
export const LOCKED_RULE_ID = 4;

const rules: readonly Bilingual<RulePresetItem>[] = Object.freeze([
  {
    id: 1,
    title: { 'zh-CN': '内容屏蔽规则', 'en-US': 'Content blocking rule' },
    description: {
      'zh-CN': '在执行特定的内容分发任务时，可使用内容屏蔽规则根据特定标签过滤内容集合。',
      'en-US':
        'While a content distribution task runs, filters the content set by the tags you choose.',
    },
    enable: true,
    actionType: 'switch',
  },
  {
    id: 2,
    title: { 'zh-CN': '内容置顶规则', 'en-US': 'Content pinning rule' },
    description: {
      'zh-CN': '该规则支持在执行特定内容分发任务时，对固定的几条内容置顶。',
      'en-US': 'Pins a few chosen items to the top while a content distribution task runs.',
    },
    enable: true,
    actionType: 'switch',
  },
  {
    id: 3,
    title: { 'zh-CN': '内容加权规则', 'en-US': 'Content weighting rule' },
    description: {
      'zh-CN': '选定内容加权规则后可自定义从不同内容集合获取内容的概率。',
      'en-US': 'Lets you set how likely content is taken from each content set.',
    },
    enable: false,
    actionType: 'switch',
  },
  {
    id: LOCKED_RULE_ID,
    title: { 'zh-CN': '内容分发规则', 'en-US': 'Content distribution rule' },
    description: {
      'zh-CN': '内容分发时，对某些内容需要固定在客户端展示的位置。分发任务运行期间不能停用。',
      'en-US':
        'Fixes where some content shows in the client during distribution. It cannot be switched off while a distribution task runs.',
    },
    enable: true,
    actionType: 'switch',
  },
]);

/** Every card of the mock server with its texts in both languages, as the server keeps them. */
export interface BilingualCards {
  quality: Bilingual<QualityInspectionItem>[];
  service: Bilingual<ServiceItem>[];
  rules: Bilingual<RulePresetItem>[];
}

/** A fresh copy of the shipped cards (the mock server changes its own). */
export function shippedCards(): BilingualCards {
  return structuredClone({ quality: [...quality], service: [...services], rules: [...rules] });
}

/**
 * The cards of a farm other than the home farm, seeded from its id: its own queue figures, some queues and services
 * it does not have, its own rule switches (the locked rule stays on: a running task uses it).
 */
export function farmCards(seed: number): BilingualCards {
  const random = farmRandom(seed);
  const cards = shippedCards();
  const keep = <T>(items: T[]): T[] => {
    const kept = items.filter(() => random() > 0.3);
    return kept.length > 0 ? kept : items.slice(0, 1);
  };
  const quality = keep(cards.quality).map((item) => ({
    ...item,
    data: figures(
      Math.round(random() * 300),
      `${1 + Math.round(random() * 59)}s`,
      Math.round(random() * 40),
    ),
  }));
  const rules = cards.rules.map((rule) =>
    rule.id === LOCKED_RULE_ID ? rule : { ...rule, enable: random() < 0.5 },
  );
  return { quality, service: keep(cards.service), rules };
}

/** The shipped cards as the interface shows them in `locale`. */
export function cardListFixturesIn(locale: Locale) {
  return {
    quality: textsIn<QualityInspectionItem[]>(quality, locale),
    service: textsIn<ServiceItem[]>(services, locale),
    rules: textsIn<RulePresetItem[]>(rules, locale),
  };
}

const zh = cardListFixturesIn('zh-CN');
/** The quality-inspection cards in zh-CN, the default language (what the mock answers a request naming no language). */
export const qualityInspectionItems: readonly QualityInspectionItem[] = Object.freeze(zh.quality);
/** The service cards in zh-CN, the default language (what the mock answers a request naming no language). */
export const serviceItems: readonly ServiceItem[] = Object.freeze(zh.service);
/** The rule-preset cards in zh-CN, the default language (what the mock answers a request naming no language). */
export const rulePresetItems: readonly RulePresetItem[] = Object.freeze(zh.rules);
