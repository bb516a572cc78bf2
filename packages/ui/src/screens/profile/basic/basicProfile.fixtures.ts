import type { Locale } from '../../../i18n/locale';
import { textsIn, type Bilingual } from '../../../mocks/locale';
import type { BasicProfile, OperationLogEntry } from './basicProfile.types';

/** The change under approval: literals the stories and tests assert on. */
export const basicProfile: BasicProfile = {
  status: 2,
  video: {
    mode: 'custom',
    acquisition: { resolution: '720*1280', frameRate: 15 },
    encoding: {
      resolution: '720*1280',
      rate: { min: 300, max: 800, default: 500 },
      frameRate: 15,
      profile: 'high',
    },
  },
  audio: {
    mode: 'custom',
    acquisition: { channels: 2 },
    encoding: { channels: 2, rate: 128, profile: 'AAC-LC' },
  },
  previous: {
    video: {
      mode: 'default',
      acquisition: { resolution: '1080*1920', frameRate: 25 },
      encoding: {
        resolution: '1080*1920',
        rate: { min: 150, max: 1200, default: 600 },
        frameRate: 25,
        profile: 'main',
      },
    },
    audio: {
      mode: 'default',
      acquisition: { channels: 1 },
      encoding: { channels: 1, rate: 96, profile: 'HE-AAC' },
    },
  },
};

/** The operations on the parameters, newest first, described in both languages (the mock answers in the request's). */
const operations: readonly Bilingual<OperationLogEntry>[] = [
  {
    key: '1',
    contentNumber: 'PX-20250312-004',
    updateContent: {
      'zh-CN': '编码码率默认值 600 → 500 bps',
      'en-US': 'Encoding default rate 600 → 500 bps',
    },
    status: 0,
    updateTime: '2025-03-12 14:05:00',
  },
  {
    key: '2',
    contentNumber: 'PX-20250312-003',
    updateContent: {
      'zh-CN': '采集帧率 25 → 15 fps',
      'en-US': 'Acquisition frame rate 25 → 15 fps',
    },
    status: 0,
    updateTime: '2025-03-12 13:40:12',
  },
  {
    key: '3',
    contentNumber: 'PX-20250311-002',
    updateContent: {
      'zh-CN': '音频编码档次 HE-AAC → AAC-LC',
      'en-US': 'Audio encoding profile HE-AAC → AAC-LC',
    },
    status: 1,
    updateTime: '2025-03-11 09:12:45',
  },
  {
    key: '4',
    contentNumber: 'PX-20250310-001',
    updateContent: { 'zh-CN': '匹配模式 默认 → 自定义', 'en-US': 'Match mode Default → Custom' },
    status: 1,
    updateTime: '2025-03-10 17:30:08',
  },
];

/** The operation log as the mock keeps it, texts in both languages. */
export const bilingualOperationLog = operations;

/** The operation log in `locale` (zh-CN by default, the default language). */
export function operationLogIn(locale: Locale = 'zh-CN'): OperationLogEntry[] {
  return textsIn<OperationLogEntry[]>(operations, locale);
}

/** The operation log in zh-CN, the default language (what the mock answers a request naming no language). */
export const operationLog: OperationLogEntry[] = operationLogIn();
