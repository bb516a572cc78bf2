/**
 * Shapes of the basic profile's debug calls (basic profile and operation log). Where the server's shapes leave a
 * value set open (the status numbers, what "previous" parameters are) the type documents the one the mocks
 * implement.
 */

/**
 * Where the parameter change stands in its approval flow: 1 commit ('submit change'), 2 approval ('in
 * approval'), 3 finish ('change complete' — the flow is over).
 */
export type ApprovalStatus = 1 | 2 | 3;

export const APPROVAL_STEPS = ['commit', 'approval', 'finish'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

/** Match mode of a parameter set (the form's choice); shown translated. */
export type ProfileMatchMode = 'default' | 'custom';

/** Video settings of the basic profile. Resolutions read `720*1280`; rates in bps, frame rates in fps. */
export interface ProfileVideoSettings {
  mode: ProfileMatchMode;
  acquisition: { resolution: string; frameRate: number };
  encoding: {
    resolution: string;
    rate: { min: number; max: number; default: number };
    frameRate: number;
    profile: string;
  };
}

/** Audio settings of the basic profile. The rate is in kbps. */
export interface ProfileAudioSettings {
  mode: ProfileMatchMode;
  acquisition: { channels: number };
  encoding: { channels: number; rate: number; profile: string };
}

export interface ProfileParameters {
  video: ProfileVideoSettings;
  audio: ProfileAudioSettings;
}

/**
 * Answer of GET /api/profile/basic: the status of the change, the parameters it asks for, and the parameters in force
 * before it (`previous`, null when the change is the first).
 */
export interface BasicProfile extends ProfileParameters {
  status: ApprovalStatus;
  previous: ProfileParameters | null;
}

/** Operation log status: 0 auditing, 1 pass. */
export type OperationLogStatus = 0 | 1;

/** Operation log: one entry of GET /api/operation/log. */
export interface OperationLogEntry {
  key: string;
  contentNumber: string;
  updateContent: string;
  status: OperationLogStatus;
  /** `YYYY-MM-DD HH:mm:ss`. */
  updateTime: string;
}
