/** Shapes of the monitor's calls (studio and chat item, and the calls of our own). */

/** Chat item. `time` is when it was sent, ISO 8601. */
export interface ChatItem {
  id: number;
  username: string;
  content: string;
  time: string;
  isCollect: boolean;
}

/** Body of POST /api/chat/send. */
export interface ChatSendRequest {
  content: string;
}

/** Body of POST /api/chat/collect: the state the message should have. */
export interface ChatCollectRequest {
  id: number;
  isCollect: boolean;
}

/** Live methods of a studio. */
export type LiveMethod = 'normal' | 'flowControl' | 'video' | 'web';
export const LIVE_METHODS: readonly LiveMethod[] = ['normal', 'flowControl', 'video', 'web'];

export type StudioCategory = 'pasture' | 'breeding' | 'market' | 'event';
export type StudioAuditStatus = 'passed' | 'failed';
export type StreamRole = 'main' | 'hot' | 'cold';
export type StudioQuality = 'original' | 'hd' | 'sd';

/** One of the studio's streams: the main one and its hot and cold standbys. */
export interface StudioStream {
  role: StreamRole;
  /** Mbps. */
  bitRate: number;
  /** Frames per second. */
  frameRate: number;
}

/** Studio status. */
export interface StudioStatus {
  fluency: 'smooth' | 'stuck';
  streams: StudioStream[];
  /** The stream the viewers are on. */
  line: StreamRole;
  cdn: string;
  format: 'FLV' | 'HLS' | 'RTMP';
  quality: StudioQuality;
}

/** Studio: title, online notification, category, live method and status; plus what the list shows. */
export interface Studio {
  id: string;
  title: string;
  /** The host on camera. */
  anchor: string;
  onlineNotification: string;
  category: StudioCategory;
  liveMethod: LiveMethod;
  /** A studio whose content failed audit carries the failed-audit tag. */
  auditStatus: StudioAuditStatus;
  viewers: number;
  /** Seconds on air. */
  duration: number;
  status: StudioStatus;
}

/** The quick operations of a studio (POST /api/monitor/studio/operation). */
export type StudioOperation = 'changeClarity' | 'switchStream' | 'removeClarity' | 'pushGasket';
export const STUDIO_OPERATIONS: readonly StudioOperation[] = [
  'changeClarity',
  'switchStream',
  'removeClarity',
  'pushGasket',
];

export interface StudioOperationRequest {
  studioId: string;
  operation: StudioOperation;
}

export function isStudioOperation(value: unknown): value is StudioOperation {
  return typeof value === 'string' && (STUDIO_OPERATIONS as readonly string[]).includes(value);
}
