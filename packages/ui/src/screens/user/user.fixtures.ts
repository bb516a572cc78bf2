/**
 * Deterministic data of the user centre's debug mocks. Short lists of literal values (tests and stories assert
 * on them), farm-flavoured like the rest of the demo, their texts in both languages (the mock answers in the
 * request's, `mockLocaleOf`; people's names stay as they are). Avatars are inline SVG, so nothing is fetched from
 * another host. The user's own record (name, avatar, email, location …) is the auth fixture `demoUsers[*].userInfo`.
 * The plain exports are the zh-CN texts (the default language); `userFixturesIn` gives either.
 */

import type { Locale } from '../../i18n/locale';
import { personAvatar, teamAvatar } from '../../mocks/avatar';
import { textsIn, type Bilingual, type LocalizedText } from '../../mocks/locale';
import type {
  Certification,
  LatestActivity,
  MyProject,
  MyTeam,
  ProjectAndTeam,
  ProjectContributor,
  UserVisits,
} from './user.types';

export const projectContributors: readonly ProjectContributor[] = Object.freeze([
  { name: '张牧远', email: 'zhang.muyuan@pasture.example.com', avatar: personAvatar('#165DFF') },
  { name: '李青禾', email: 'li.qinghe@pasture.example.com', avatar: personAvatar('#00B42A') },
  { name: '王草原', email: 'wang.caoyuan@pasture.example.com', avatar: personAvatar('#FF7D00') },
  { name: '赵晨露', email: 'zhao.chenlu@pasture.example.com', avatar: personAvatar('#722ED1') },
  { name: '陈远山', email: 'chen.yuanshan@pasture.example.com', avatar: personAvatar('#0FC6C2') },
]);

const projectRows: ReadonlyArray<Bilingual<Omit<MyProject, 'contributors'>>> = [
  {
    id: 1,
    name: { 'zh-CN': '奶牛精准饲喂系统', 'en-US': 'Precision dairy feeding' },
    description: {
      'zh-CN': '按泌乳阶段自动配比全混合日粮',
      'en-US': 'Mixes the total mixed ration for each lactation stage',
    },
    peopleNumber: 128,
  },
  {
    id: 2,
    name: { 'zh-CN': '牧场环境监测', 'en-US': 'Farm climate monitoring' },
    description: {
      'zh-CN': '牛舍温湿度与氨气浓度实时监测',
      'en-US': 'Live barn temperature, humidity and ammonia readings',
    },
    peopleNumber: 86,
  },
  {
    id: 3,
    name: { 'zh-CN': '犊牛健康档案', 'en-US': 'Calf health records' },
    description: {
      'zh-CN': '从出生到断奶的免疫与体况记录',
      'en-US': 'Vaccinations and body condition from birth to weaning',
    },
    peopleNumber: 45,
  },
  {
    id: 4,
    name: { 'zh-CN': '青贮饲料管理', 'en-US': 'Silage management' },
    description: {
      'zh-CN': '青贮窖入窖、开窖与品质检测',
      'en-US': 'Filling, opening and quality checks of the silage pits',
    },
    peopleNumber: 63,
  },
  {
    id: 5,
    name: { 'zh-CN': '挤奶厅数字化', 'en-US': 'Digital milking parlour' },
    description: {
      'zh-CN': '挤奶设备运行与奶量自动统计',
      'en-US': 'Milking equipment status and automatic yield counts',
    },
    peopleNumber: 152,
  },
  {
    id: 6,
    name: { 'zh-CN': '草场轮牧规划', 'en-US': 'Rotational grazing plan' },
    description: {
      'zh-CN': '按草场承载力安排轮牧计划',
      'en-US': 'Plans grazing rotations by pasture capacity',
    },
    peopleNumber: 37,
  },
];

const projects: readonly Bilingual<MyProject>[] = projectRows.map((project) => ({
  ...project,
  contributors: projectContributors.map((contributor) => ({ ...contributor })),
}));

const projectName = (id: number): LocalizedText => {
  const name = projectRows.find((project) => project.id === id)?.name;
  if (typeof name !== 'object') throw new Error(`No project ${id} in the user fixtures.`);
  return name;
};

/** An activity line, the project's or team's name inside the verb's sentence in each language. */
const didTo = (
  zh: (name: string) => string,
  en: (name: string) => string,
  name: LocalizedText,
): LocalizedText => ({ 'zh-CN': zh(name['zh-CN']), 'en-US': en(name['en-US']) });

const teams: readonly Bilingual<MyTeam>[] = [
  {
    id: 1,
    avatar: teamAvatar('#165DFF'),
    name: { 'zh-CN': '奶牛养殖技术团队', 'en-US': 'Dairy husbandry team' },
    peopleNumber: 44,
  },
  {
    id: 2,
    avatar: teamAvatar('#00B42A'),
    name: { 'zh-CN': '牧场数字化小组', 'en-US': 'Farm digitalisation group' },
    peopleNumber: 19,
  },
  {
    id: 3,
    avatar: teamAvatar('#FF7D00'),
    name: { 'zh-CN': '兽医防疫小分队', 'en-US': 'Veterinary prevention squad' },
    peopleNumber: 12,
  },
  {
    id: 4,
    avatar: teamAvatar('#722ED1'),
    name: { 'zh-CN': '饲草料采购组', 'en-US': 'Forage purchasing group' },
    peopleNumber: 8,
  },
];

const vetSquad = teams[2]?.name;
if (typeof vetSquad !== 'object') throw new Error('The user fixtures lost their veterinary team.');

const activities: readonly Bilingual<LatestActivity>[] = (
  [
    [
      didTo(
        (name) => `发布了项目 ${name}`,
        (name) => `Published the project ${name}`,
        projectName(1),
      ),
      { 'zh-CN': '泌乳牛日粮配方 V2 已上线', 'en-US': 'Lactating-cow ration formula V2 is live' },
    ],
    [
      didTo(
        (name) => `更新了 ${name}`,
        (name) => `Updated ${name}`,
        projectName(2),
      ),
      { 'zh-CN': '3 号牛舍新增氨气传感器', 'en-US': 'New ammonia sensor in barn 3' },
    ],
    [
      didTo(
        (name) => `完成了 ${name} 的评审`,
        (name) => `Finished the review of ${name}`,
        projectName(3),
      ),
      { 'zh-CN': '断奶期体况评分标准已确认', 'en-US': 'Weaning body-condition scores confirmed' },
    ],
    [
      didTo(
        (name) => `加入了 ${name}`,
        (name) => `Joined the ${name}`,
        vetSquad,
      ),
      {
        'zh-CN': '负责春季口蹄疫免疫排期',
        'en-US': 'Schedules the spring foot-and-mouth vaccinations',
      },
    ],
    [
      didTo(
        (name) => `上传了 ${name} 的检测报告`,
        (name) => `Uploaded a test report to ${name}`,
        projectName(4),
      ),
      { 'zh-CN': '2 号青贮窖干物质含量 33%', 'en-US': 'Silage pit 2: 33% dry matter' },
    ],
    [
      didTo(
        (name) => `创建了项目 ${name}`,
        (name) => `Created the project ${name}`,
        projectName(6),
      ),
      {
        'zh-CN': '锡林郭勒东区草场分区方案',
        'en-US': 'Paddock plan for the eastern Xilingol pastures',
      },
    ],
    [
      didTo(
        (name) => `评论了 ${name}`,
        (name) => `Commented on ${name}`,
        projectName(5),
      ),
      {
        'zh-CN': '建议增加挤奶杯组清洗提醒',
        'en-US': 'Suggests a reminder to clean the teat-cup clusters',
      },
    ],
  ] as const
).map(([title, description], index) => {
  const author = projectContributors[index % projectContributors.length];
  return { id: index + 1, title, description, avatar: author?.avatar ?? '' };
});

const visits: readonly Bilingual<UserVisits>[] = [
  { name: { 'zh-CN': '主页访问量', 'en-US': 'Homepage visits' }, visits: 5670, growth: 206.32 },
  { name: { 'zh-CN': '项目访问量', 'en-US': 'Project visits' }, visits: 3218, growth: -12.5 },
];

const projectsAndTeams: readonly Bilingual<ProjectAndTeam>[] = [
  { id: 1, content: { 'zh-CN': '他创建的项目', 'en-US': 'Projects they created' } },
  { id: 2, content: { 'zh-CN': '他参与的项目', 'en-US': 'Projects they take part in' } },
  { id: 3, content: { 'zh-CN': '他创建的团队', 'en-US': 'Teams they created' } },
  { id: 4, content: { 'zh-CN': '他加入的团队', 'en-US': 'Teams they joined' } },
];

const company = {
  'zh-CN': '呼和浩特草原牧业有限公司',
  'en-US': 'Hohhot Grassland Husbandry Co., Ltd.',
};

const certificationRecord: Bilingual<Certification> = {
  enterpriseInfo: {
    accountType: 'enterprise',
    status: 'passed',
    time: '2024-03-18 10:26:00',
    legalPerson: '**远',
    certificateType: {
      'zh-CN': '中国大陆居民身份证',
      'en-US': 'Mainland China resident ID card',
    },
    authenticationNumber: '150************021',
    enterpriseName: company,
    enterpriseCertificateType: { 'zh-CN': '企业营业执照', 'en-US': 'Business licence' },
    organizationCode: '9115****0X',
  },
  record: [
    {
      certificationType: 'enterprise',
      certificationContent: {
        'zh-CN': `企业年检变更：${company['zh-CN']}`,
        'en-US': `Annual inspection change: ${company['en-US']}`,
      },
      status: 'auditing',
      time: '2026-01-08 09:12:40',
    },
    {
      certificationType: 'enterprise',
      certificationContent: {
        'zh-CN': '企业实名认证，法人姓名：**远',
        'en-US': 'Enterprise real-name check, legal person: **远',
      },
      status: 'passed',
      time: '2024-03-18 10:26:00',
    },
    {
      certificationType: 'personal',
      certificationContent: {
        'zh-CN': '个人实名认证，姓名：**远',
        'en-US': 'Personal real-name check, name: **远',
      },
      status: 'passed',
      time: '2021-03-15 09:45:12',
    },
  ],
};

/** What the user centre's reads answer, as the mock keeps it: texts in both languages. */
export const userFixtures = {
  myProjects: projects,
  latestActivities: activities,
  myTeams: teams,
  userVisits: visits,
  projectAndTeamList: projectsAndTeams,
  certification: certificationRecord,
} as const;

/** The user centre's answers as the interface shows them in `locale`. */
export function userFixturesIn(locale: Locale) {
  return {
    myProjects: textsIn<MyProject[]>(projects, locale),
    latestActivities: textsIn<LatestActivity[]>(activities, locale),
    myTeams: textsIn<MyTeam[]>(teams, locale),
    userVisits: textsIn<UserVisits[]>(visits, locale),
    projectAndTeamList: textsIn<ProjectAndTeam[]>(projectsAndTeams, locale),
    certification: textsIn<Certification>(certificationRecord, locale),
  };
}

const zh = userFixturesIn('zh-CN');
/** The user's projects in zh-CN, the default language (what the mock answers a request naming no language). */
export const myProjects: readonly MyProject[] = Object.freeze(zh.myProjects);
export const latestActivities: readonly LatestActivity[] = Object.freeze(zh.latestActivities);
export const myTeams: readonly MyTeam[] = Object.freeze(zh.myTeams);
export const userVisits: readonly UserVisits[] = Object.freeze(zh.userVisits);
export const projectAndTeamList: readonly ProjectAndTeam[] = Object.freeze(zh.projectAndTeamList);
/** The user's certification in zh-CN, the default language (what the mock answers a request naming no language). */
export const certification: Certification = Object.freeze(zh.certification);
