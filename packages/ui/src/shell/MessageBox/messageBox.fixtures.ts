/**
 * Deterministic data of the message box's debug mock (`MockLimits.messageCount`, six entries: three
 * messages, two notices, one todo; four unread), its texts in both languages (the mock answers in the request's,
 * `mockLocaleOf`). Names are names and stay as they are. Times are the server's `YYYY-MM-DD HH:mm:ss`, most of them
 * today or yesterday (counted from when the module loads), so the box says "Today 12:30" as it would for real mail.
 * No avatar URLs: the mocks never reach another host, and the box draws an initial instead.
 */

import type { Locale } from '../../i18n/locale';
import { textsIn, type Bilingual } from '../../mocks/locale';
import type { Message } from './messageBox.types';

const pad = (value: number) => String(value).padStart(2, '0');

/** `time` of the day `daysAgo` days before today, in the server's `YYYY-MM-DD HH:mm:ss`. */
function sentAt(daysAgo: number, time: string): string {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} ${time}`;
}

const privateMessage = { 'zh-CN': '的私信', 'en-US': 'sent you a message' };
const reply = { 'zh-CN': '的回复', 'en-US': 'replied' };

const messages: readonly Bilingual<Message>[] = [
  {
    id: 1,
    type: 'message',
    title: '郑曦月',
    subTitle: privateMessage,
    avatar: '',
    content: {
      'zh-CN': '三号牛舍的饲喂计划审批请求已发送，请查收',
      'en-US': 'The approval request for barn 3’s feeding plan has been sent; please check it',
    },
    time: sentAt(0, '12:30:01'),
    status: 0,
  },
  {
    id: 2,
    type: 'message',
    title: '宁波',
    subTitle: reply,
    avatar: '',
    content: {
      'zh-CN': '挤奶记录导出的问题已经修复',
      'en-US': 'The milking-record export problem is fixed',
    },
    time: sentAt(0, '12:20:01'),
    status: 0,
  },
  {
    id: 3,
    type: 'message',
    title: '王晓牧',
    subTitle: reply,
    avatar: '',
    content: {
      'zh-CN': '防疫排班表已更新，请确认',
      'en-US': 'The vaccination rota is updated; please confirm',
    },
    time: sentAt(1, '18:05:42'),
    status: 1,
  },
  {
    id: 4,
    type: 'notice',
    title: { 'zh-CN': '续费通知', 'en-US': 'Renewal notice' },
    subTitle: '',
    avatar: '',
    content: {
      'zh-CN': '您的牧场管理服务使用期限即将截止，如需继续使用请前往购买',
      'en-US': 'Your farm management service is about to expire; to keep using it, please renew',
    },
    time: sentAt(0, '09:00:00'),
    messageType: 3,
    status: 0,
  },
  {
    id: 5,
    type: 'notice',
    title: { 'zh-CN': '规则开通成功', 'en-US': 'Rule switched on' },
    subTitle: '',
    avatar: '',
    content: {
      'zh-CN': '体温异常预警规则于 2026-11-20 开始生效',
      'en-US': 'The abnormal body temperature alert rule takes effect on 2026-11-20',
    },
    time: '2026-11-20 10:12:30',
    messageType: 1,
    status: 1,
  },
  {
    id: 6,
    type: 'todo',
    title: { 'zh-CN': '质检队列变更', 'en-US': 'Inspection queue changed' },
    subTitle: '',
    avatar: '',
    content: {
      'zh-CN': '生鲜乳质检队列于 2026-11-22 19:50:23 变更，请重新分配',
      'en-US': 'The raw milk inspection queue changed at 2026-11-22 19:50:23; please reassign it',
    },
    time: sentAt(0, '08:45:10'),
    messageType: 0,
    status: 0,
  },
];

/** The six messages as the mock answers them in `locale`. */
export function messageFixturesIn(locale: Locale): Message[] {
  return textsIn<Message[]>(messages, locale);
}

/** The six messages in zh-CN, the default language. */
export const messageFixtures: readonly Readonly<Message>[] = Object.freeze(
  messageFixturesIn('zh-CN'),
);

/**
 * A copy of the fixtures with some fields changed, e.g. `buildMessages({ status: 1 })` for "all read"; in zh-CN
 * unless `locale` says otherwise.
 */
export function buildMessages(
  overrides: Partial<Omit<Message, 'id'>> = {},
  locale: Locale = 'zh-CN',
): Message[] {
  return messageFixturesIn(locale).map((message) => ({ ...message, ...overrides }));
}
