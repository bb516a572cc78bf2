/**
 * Shapes of the user centre's debug calls (mock shapes: project, activity, visits, team, certification).
 * Where the server documents no shape (project-and-team list, save-info body, upload answer) the type documents the
 * one the mocks implement.
 */

/** A person working on a project. `avatar` is an image URL or data URI. */
export interface ProjectContributor {
  name: string;
  email: string;
  avatar: string;
}

/** Project: one entry of /api/user/my-project/list. */
export interface MyProject {
  id: number;
  name: string;
  description: string;
  /** Everyone on the project, contributors shown or not. */
  peopleNumber: number;
  contributors: ProjectContributor[];
}

/** Activity: one entry of /api/user/latest-activity. */
export interface LatestActivity {
  id: number;
  title: string;
  description: string;
  avatar: string;
}

/** Visits: one counter of /api/user/visits. `growth` is the change in percent (negative = fewer). */
export interface UserVisits {
  name: string;
  visits: number;
  growth: number;
}

/** One entry of /api/user/project-and-team/list (shape not shown in the contract; the template's `{ id, content }`). */
export interface ProjectAndTeam {
  id: number;
  content: string;
}

/** Team: one entry of /api/user/my-team/list. */
export interface MyTeam {
  id: number;
  avatar: string;
  name: string;
  peopleNumber: number;
}

/** Certification records are passed or auditing; the enterprise certification has the same states. */
export type CertificationStatus = 'passed' | 'auditing';

/** Kind of account that was certified (the server documents the field only; the values are the template's two). */
export type AccountType = 'enterprise' | 'personal';

/** What a certification record certified. */
export type CertificationType = 'enterprise' | 'personal';

/** Certification `enterpriseInfo`. Names and numbers arrive masked by the server. */
export interface EnterpriseInfo {
  accountType: AccountType;
  status: CertificationStatus;
  /** `YYYY-MM-DD HH:mm:ss`. */
  time: string;
  legalPerson: string;
  certificateType: string;
  authenticationNumber: string;
  enterpriseName: string;
  enterpriseCertificateType: string;
  organizationCode: string;
}

/** Certification record. */
export interface CertificationRecord {
  certificationType: CertificationType;
  certificationContent: string;
  status: CertificationStatus;
  /** `YYYY-MM-DD HH:mm:ss`. */
  time: string;
}

/** Answer of /api/user/certification. `enterpriseInfo` is null while the account has no certification. */
export interface Certification {
  enterpriseInfo: EnterpriseInfo | null;
  record: CertificationRecord[];
}

/** Body of /api/user/save-info: the basic information of the user settings. */
export interface SaveUserInfoRequest {
  email: string;
  nickname: string;
  /** Code of a country or region of `USER_REGIONS`. */
  countryRegion: string;
  /** Code of an area of that country or region. */
  area: string;
  /** At most `Limits.profileMax` (200) characters. */
  profile: string;
}

/** Answer of /api/user/upload: where the uploaded image can be shown from (a data URL in the mocks). */
export interface UploadAnswer {
  url: string;
}

/** Largest avatar the upload accepts (the contract gives none; 2 MiB keeps the mocked data URL small). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
