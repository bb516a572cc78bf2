/**
 * Deterministic data of the monitor's mocks: the studios, and the chat script the mock plays over time (contract §9
 * sizes do not cover the monitor; the numbers here are the project's, §10.2).
 */

import type { ChatItem, Studio, StudioStream } from './monitor.types';

type StreamProfile = Omit<StudioStream, 'role'>;

/** A studio's streams: the main one, its hot standby on the same profile, and the cold standby on a lighter one. */
const standbys = (main: StreamProfile, cold: StreamProfile): StudioStream[] => [
  { role: 'main', ...main },
  { role: 'hot', ...main },
  { role: 'cold', ...cold },
];

export const studios: readonly Studio[] = [
  {
    id: '54e23ade',
    title: '青禾牧场晨间直播',
    anchor: '张牧远',
    onlineNotification: '每天 7:00 带你看牛群出栏、挤奶和晨间喂料。',
    category: 'pasture',
    liveMethod: 'video',
    auditStatus: 'failed',
    viewers: 36_000,
    duration: 319,
    status: {
      fluency: 'smooth',
      streams: standbys({ bitRate: 6, frameRate: 60 }, { bitRate: 4, frameRate: 30 }),
      line: 'hot',
      cdn: 'KS',
      format: 'FLV',
      quality: 'original',
    },
  },
  {
    id: '7b1f09c2',
    title: '犊牛护理课堂',
    anchor: '李青禾',
    onlineNotification: '本周讲犊牛初乳与断奶期管理，欢迎提问。',
    category: 'breeding',
    liveMethod: 'video',
    auditStatus: 'passed',
    viewers: 12_480,
    duration: 2_745,
    status: {
      fluency: 'smooth',
      streams: standbys({ bitRate: 4, frameRate: 30 }, { bitRate: 2, frameRate: 25 }),
      line: 'main',
      cdn: 'AL',
      format: 'HLS',
      quality: 'hd',
    },
  },
  {
    id: 'a3c5e871',
    title: '草料行情早知道',
    anchor: '王草原',
    onlineNotification: '苜蓿、青贮玉米本周报价与走势解读。',
    category: 'market',
    liveMethod: 'normal',
    auditStatus: 'passed',
    viewers: 8_215,
    duration: 1_260,
    status: {
      fluency: 'smooth',
      streams: standbys({ bitRate: 3, frameRate: 30 }, { bitRate: 2, frameRate: 25 }),
      line: 'main',
      cdn: 'KS',
      format: 'FLV',
      quality: 'hd',
    },
  },
  {
    id: 'c90d4b17',
    title: '夜间牛舍巡查',
    anchor: '赵晨露',
    onlineNotification: '夜班巡舍全程直播，关注产房和病牛隔离区。',
    category: 'pasture',
    liveMethod: 'normal',
    auditStatus: 'passed',
    viewers: 3_902,
    duration: 5_410,
    status: {
      fluency: 'stuck',
      streams: standbys({ bitRate: 2, frameRate: 25 }, { bitRate: 1, frameRate: 15 }),
      line: 'cold',
      cdn: 'TX',
      format: 'RTMP',
      quality: 'sd',
    },
  },
  {
    id: 'e2f86a30',
    title: '秋季良种拍卖会',
    anchor: '陈远山',
    onlineNotification: '限流直播：报名的买家可进入竞拍间。',
    category: 'event',
    liveMethod: 'flowControl',
    auditStatus: 'passed',
    viewers: 1_530,
    duration: 3_600,
    status: {
      fluency: 'smooth',
      streams: standbys({ bitRate: 8, frameRate: 60 }, { bitRate: 4, frameRate: 30 }),
      line: 'main',
      cdn: 'KS',
      format: 'FLV',
      quality: 'original',
    },
  },
  {
    id: 'f4a7d2e9',
    title: '饲料配方答疑',
    anchor: '刘晓风',
    onlineNotification: '网页直播：营养师在线回答饲料配比问题。',
    category: 'breeding',
    liveMethod: 'web',
    auditStatus: 'failed',
    viewers: 946,
    duration: 880,
    status: {
      fluency: 'smooth',
      streams: standbys({ bitRate: 2, frameRate: 30 }, { bitRate: 1, frameRate: 25 }),
      line: 'main',
      cdn: 'AL',
      format: 'HLS',
      quality: 'sd',
    },
  },
  {
    id: '0b6e3c55',
    title: '牧场开放日',
    anchor: '周雪松',
    onlineNotification: '带孩子云游牧场，认识奶牛的一天。',
    category: 'event',
    liveMethod: 'web',
    auditStatus: 'passed',
    viewers: 5_877,
    duration: 1_935,
    status: {
      fluency: 'smooth',
      streams: standbys({ bitRate: 4, frameRate: 30 }, { bitRate: 2, frameRate: 25 }),
      line: 'main',
      cdn: 'TX',
      format: 'HLS',
      quality: 'hd',
    },
  },
];

/** One scripted chat message every this many milliseconds while a chat is open. */
export const CHAT_INTERVAL_MS = 3_000;
/** Messages already in the chat when it is first asked for. */
export const CHAT_SEED_COUNT = 12;
/** The list answers at most this many of the latest messages. */
export const CHAT_WINDOW = 100;

const chatUsers = [
  '牧场小王',
  '草原骑手',
  '奶牛观察员',
  '青贮达人',
  '放牧人老李',
  '犊牛饲养员',
  '挤奶班长',
  '兽医小周',
] as const;

const chatLines = [
  '马上就开始了，好激动！',
  '今天的牛群精神真好',
  '请问挤奶厅一天清洗几次？',
  '画面很清楚，点赞',
  '青贮窖开封了吗？',
  '主播讲得太细致了',
  '犊牛这周长了多少斤？',
  '我们那边今天下雪了',
  '饲料配比能再讲一遍吗',
  '来晚了，错过了出栏',
  '收藏了，明天接着看',
  '这头荷斯坦好漂亮',
] as const;

/** The `sequence`-th message of the chat script: who says what, the same on every run. */
export function scriptedChatLine(sequence: number): Pick<ChatItem, 'username' | 'content'> {
  return {
    username: chatUsers[(sequence * 5) % chatUsers.length] ?? chatUsers[0],
    content: chatLines[(sequence * 7) % chatLines.length] ?? chatLines[0],
  };
}
