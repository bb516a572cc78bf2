/**
 * Deterministic data of the monitor's mocks: the studios, and the chat script the mock plays over time (contract §9
 * sizes do not cover the monitor; the numbers here are the project's, §10.2). Texts in both languages (the mock
 * answers in the request's, `mockLocaleOf`); hosts' names stay as they are.
 */

import type { Locale } from '../../../i18n/locale';
import { textsIn, type Bilingual, type LocalizedText } from '../../../mocks/locale';
import type { ChatItem, Studio, StudioStream } from './monitor.types';

type StreamProfile = Omit<StudioStream, 'role'>;

/** A studio's streams: the main one, its hot standby on the same profile, and the cold standby on a lighter one. */
const standbys = (main: StreamProfile, cold: StreamProfile): StudioStream[] => [
  { role: 'main', ...main },
  { role: 'hot', ...main },
  { role: 'cold', ...cold },
];

const bilingualStudios: readonly Bilingual<Studio>[] = [
  {
    id: '54e23ade',
    title: { 'zh-CN': '青禾牧场晨间直播', 'en-US': 'Morning at Qinghe Farm' },
    anchor: '张牧远',
    onlineNotification: {
      'zh-CN': '每天 7:00 带你看牛群出栏、挤奶和晨间喂料。',
      'en-US': 'Every day at 7:00: the herd going out, milking and the morning feed.',
    },
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
    title: { 'zh-CN': '犊牛护理课堂', 'en-US': 'Calf care class' },
    anchor: '李青禾',
    onlineNotification: {
      'zh-CN': '本周讲犊牛初乳与断奶期管理，欢迎提问。',
      'en-US': 'This week: colostrum and weaning. Questions welcome.',
    },
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
    title: { 'zh-CN': '草料行情早知道', 'en-US': 'Forage market early' },
    anchor: '王草原',
    onlineNotification: {
      'zh-CN': '苜蓿、青贮玉米本周报价与走势解读。',
      'en-US': 'This week’s alfalfa and silage maize prices and where they are heading.',
    },
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
    title: { 'zh-CN': '夜间牛舍巡查', 'en-US': 'Night barn patrol' },
    anchor: '赵晨露',
    onlineNotification: {
      'zh-CN': '夜班巡舍全程直播，关注产房和病牛隔离区。',
      'en-US': 'The whole night patrol live, watching the calving pens and the sick bay.',
    },
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
    title: { 'zh-CN': '秋季良种拍卖会', 'en-US': 'Autumn breeding-stock auction' },
    anchor: '陈远山',
    onlineNotification: {
      'zh-CN': '限流直播：报名的买家可进入竞拍间。',
      'en-US': 'Flow-controlled stream: registered buyers may enter the bidding room.',
    },
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
    title: { 'zh-CN': '饲料配方答疑', 'en-US': 'Feed formula Q&A' },
    anchor: '刘晓风',
    onlineNotification: {
      'zh-CN': '网页直播：营养师在线回答饲料配比问题。',
      'en-US': 'Web stream: a nutritionist answers questions on feed rations.',
    },
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
    title: { 'zh-CN': '牧场开放日', 'en-US': 'Farm open day' },
    anchor: '周雪松',
    onlineNotification: {
      'zh-CN': '带孩子云游牧场，认识奶牛的一天。',
      'en-US': 'Visit the farm online with the children and follow a cow through her day.',
    },
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

const chatUsers: readonly LocalizedText[] = [
  { 'zh-CN': '牧场小王', 'en-US': 'Farmhand Wang' },
  { 'zh-CN': '草原骑手', 'en-US': 'Grassland rider' },
  { 'zh-CN': '奶牛观察员', 'en-US': 'Cow watcher' },
  { 'zh-CN': '青贮达人', 'en-US': 'Silage pro' },
  { 'zh-CN': '放牧人老李', 'en-US': 'Old Li the herder' },
  { 'zh-CN': '犊牛饲养员', 'en-US': 'Calf keeper' },
  { 'zh-CN': '挤奶班长', 'en-US': 'Milking lead' },
  { 'zh-CN': '兽医小周', 'en-US': 'Vet Zhou' },
];

const chatLines: readonly LocalizedText[] = [
  { 'zh-CN': '马上就开始了，好激动！', 'en-US': 'Starting any minute, so excited!' },
  { 'zh-CN': '今天的牛群精神真好', 'en-US': 'The herd looks lively today' },
  { 'zh-CN': '请问挤奶厅一天清洗几次？', 'en-US': 'How often a day is the parlour cleaned?' },
  { 'zh-CN': '画面很清楚，点赞', 'en-US': 'Crystal-clear picture, thumbs up' },
  { 'zh-CN': '青贮窖开封了吗？', 'en-US': 'Has the silage pit been opened yet?' },
  { 'zh-CN': '主播讲得太细致了', 'en-US': 'The host explains everything so well' },
  { 'zh-CN': '犊牛这周长了多少斤？', 'en-US': 'How much did the calves gain this week?' },
  { 'zh-CN': '我们那边今天下雪了', 'en-US': 'It snowed where we are today' },
  { 'zh-CN': '饲料配比能再讲一遍吗', 'en-US': 'Could you go over the feed ratio again?' },
  { 'zh-CN': '来晚了，错过了出栏', 'en-US': 'Came late and missed the turnout' },
  { 'zh-CN': '收藏了，明天接着看', 'en-US': 'Saved it, watching more tomorrow' },
  { 'zh-CN': '这头荷斯坦好漂亮', 'en-US': 'What a beautiful Holstein' },
];

/** The `sequence`-th message of the chat script in both languages: who says what, the same on every run. */
export function scriptedChatEntry(
  sequence: number,
): Bilingual<Pick<ChatItem, 'username' | 'content'>> {
  return {
    username: chatUsers[(sequence * 5) % chatUsers.length] ?? chatUsers[0]!,
    content: chatLines[(sequence * 7) % chatLines.length] ?? chatLines[0]!,
  };
}

/** The `sequence`-th message of the chat script in `locale` (zh-CN by default). */
export function scriptedChatLine(
  sequence: number,
  locale: Locale = 'zh-CN',
): Pick<ChatItem, 'username' | 'content'> {
  return textsIn<Pick<ChatItem, 'username' | 'content'>>(scriptedChatEntry(sequence), locale);
}

/** The studios in `locale`: titles and notifications in the interface language, hosts' names as they are. */
export function studiosIn(locale: Locale): Studio[] {
  return textsIn<Studio[]>(bilingualStudios, locale);
}

/** The studios in zh-CN, the default language. */
export const studios: readonly Studio[] = Object.freeze(studiosIn('zh-CN'));
