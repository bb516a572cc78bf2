/**
 * The cards of the card list's mock server: four quality-inspection queues, four services in each of their states
 * and four rule presets. Literals, since stories and tests name every one of them.
 */

import type { QualityInspectionItem, RulePresetItem, ServiceItem } from './cardList.types';

const figures = (pending: number, backlog: string, sampling: number) => [
  { label: '待质检数', value: String(pending) },
  { label: '积压时长', value: backlog },
  { label: '待抽检数', value: String(sampling) },
];

export const qualityInspectionItems: readonly QualityInspectionItem[] = Object.freeze([
  {
    id: 1,
    name: 'video-history',
    title: '视频类-历史导入',
    description: '2026-10-12 00:00:00',
    data: figures(120, '60s', 0),
  },
  {
    id: 2,
    name: 'image-copyright',
    title: '图文类-图片版权',
    description: '2026-11-11 18:30:00',
    data: figures(86, '45s', 12),
  },
  {
    id: 3,
    name: 'image-hd',
    title: '图文类-高清图片',
    description: '2026-10-15 08:10:00',
    data: figures(240, '2m', 30),
  },
  {
    id: 4,
    name: 'video-live',
    title: '视频类-牧场直播',
    description: '2026-11-20 06:00:00',
    data: figures(18, '10s', 3),
  },
]);

export const serviceItems: readonly ServiceItem[] = Object.freeze([
  {
    id: 1,
    icon: 'funnel',
    title: '漏斗分析',
    description:
      '用户行为分析之漏斗分析模型是企业实现精细化运营、进行用户行为分析的重要数据分析模型。',
    enable: true,
    actionType: 'button',
    expires: false,
  },
  {
    id: 2,
    icon: 'users',
    title: '用户分布',
    description:
      '快速诊断用户人群，地域细分情况，了解数据分布的集中度，以及主要的数据分布的区间段。',
    enable: false,
    actionType: 'button',
    expires: true,
  },
  {
    id: 3,
    icon: 'share',
    title: '资源分发',
    description: '移动端动态化资源分发解决方案，提供稳定大流量服务支持和灵活定制的分发圈选规则。',
    enable: false,
    actionType: 'button',
    expires: false,
  },
  {
    id: 4,
    icon: 'portrait',
    title: '用户画像分析',
    description:
      '将典型用户信息标签化，根据用户特征、业务场景和用户行为等信息，构建标签化的用户模型。',
    enable: true,
    actionType: 'button',
    expires: false,
  },
]);

/** The rule the demo server refuses to switch off: a running distribution task uses it. */
export const LOCKED_RULE_ID = 4;

export const rulePresetItems: readonly RulePresetItem[] = Object.freeze([
  {
    id: 1,
    title: '内容屏蔽规则',
    description: '在执行特定的内容分发任务时，可使用内容屏蔽规则根据特定标签过滤内容集合。',
    enable: true,
    actionType: 'switch',
  },
  {
    id: 2,
    title: '内容置顶规则',
    description: '该规则支持在执行特定内容分发任务时，对固定的几条内容置顶。',
    enable: true,
    actionType: 'switch',
  },
  {
    id: 3,
    title: '内容加权规则',
    description: '选定内容加权规则后可自定义从不同内容集合获取内容的概率。',
    enable: false,
    actionType: 'switch',
  },
  {
    id: LOCKED_RULE_ID,
    title: '内容分发规则',
    description: '内容分发时，对某些内容需要固定在客户端展示的位置。分发任务运行期间不能停用。',
    enable: true,
    actionType: 'switch',
  },
]);
