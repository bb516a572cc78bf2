/**
 * Deterministic data of the message box's debug mock (`MockLimits.messageCount`, six entries: three messages, two
 * notices, one todo; four unread). Server data, so the texts are the
 * server's and stay the same in both languages. No avatar URLs: the mocks never reach another host, and the box
 * draws an initial instead.
 */

import type { Message } from './messageBox.types';

export const messageFixtures: readonly Readonly<Message>[] = Object.freeze([
  {
    id: 1,
    type: 'message',
    title: '郑曦月',
    subTitle: '的私信',
    avatar: '',
    content: '三号牛舍的饲喂计划审批请求已发送，请查收',
    time: '今天 12:30:01',
    status: 0,
  },
  {
    id: 2,
    type: 'message',
    title: '宁波',
    subTitle: '的回复',
    avatar: '',
    content: '挤奶记录导出的问题已经修复',
    time: '今天 12:20:01',
    status: 0,
  },
  {
    id: 3,
    type: 'message',
    title: '王晓牧',
    subTitle: '的回复',
    avatar: '',
    content: '防疫排班表已更新，请确认',
    time: '昨天 18:05:42',
    status: 1,
  },
  {
    id: 4,
    type: 'notice',
    title: '续费通知',
    subTitle: '',
    avatar: '',
    content: '您的牧场管理服务使用期限即将截止，如需继续使用请前往购买',
    time: '今天 09:00:00',
    messageType: 3,
    status: 0,
  },
  {
    id: 5,
    type: 'notice',
    title: '规则开通成功',
    subTitle: '',
    avatar: '',
    content: '体温异常预警规则于 2026-11-20 开始生效',
    time: '2026-11-20 10:12:30',
    messageType: 1,
    status: 1,
  },
  {
    id: 6,
    type: 'todo',
    title: '质检队列变更',
    subTitle: '',
    avatar: '',
    content: '生鲜乳质检队列于 2026-11-22 19:50:23 变更，请重新分配',
    time: '今天 08:45:10',
    messageType: 0,
    status: 0,
  },
] satisfies Message[]);

/** A copy of the fixtures with some fields changed, e.g. `buildMessages({ status: 1 })` for "all read". */
export function buildMessages(overrides: Partial<Omit<Message, 'id'>> = {}): Message[] {
  return messageFixtures.map((message) => ({ ...message, ...overrides }));
}
