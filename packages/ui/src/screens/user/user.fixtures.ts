/**
 * Deterministic data of the user centre's debug mocks. Short lists of literal values (tests and stories assert
 * on them), farm-flavoured like the rest of the demo. Avatars are inline SVG, so nothing is fetched from another
 * host. The user's own record (name, avatar, email, location …) is the auth fixture `demoUsers[*].userInfo`.
 */

import { personAvatar, teamAvatar } from '../../mocks/avatar';
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

const projectRows: ReadonlyArray<Omit<MyProject, 'contributors'>> = [
  {
    id: 1,
    name: '奶牛精准饲喂系统',
    description: '按泌乳阶段自动配比全混合日粮',
    peopleNumber: 128,
  },
  { id: 2, name: '牧场环境监测', description: '牛舍温湿度与氨气浓度实时监测', peopleNumber: 86 },
  { id: 3, name: '犊牛健康档案', description: '从出生到断奶的免疫与体况记录', peopleNumber: 45 },
  { id: 4, name: '青贮饲料管理', description: '青贮窖入窖、开窖与品质检测', peopleNumber: 63 },
  { id: 5, name: '挤奶厅数字化', description: '挤奶设备运行与奶量自动统计', peopleNumber: 152 },
  { id: 6, name: '草场轮牧规划', description: '按草场承载力安排轮牧计划', peopleNumber: 37 },
];

export const myProjects: readonly MyProject[] = Object.freeze(
  projectRows.map((project) => ({
    ...project,
    contributors: projectContributors.map((contributor) => ({ ...contributor })),
  })),
);

export const latestActivities: readonly LatestActivity[] = Object.freeze(
  [
    ['发布了项目 奶牛精准饲喂系统', '泌乳牛日粮配方 V2 已上线'],
    ['更新了 牧场环境监测', '3 号牛舍新增氨气传感器'],
    ['完成了 犊牛健康档案 的评审', '断奶期体况评分标准已确认'],
    ['加入了 兽医防疫小分队', '负责春季口蹄疫免疫排期'],
    ['上传了 青贮饲料管理 的检测报告', '2 号青贮窖干物质含量 33%'],
    ['创建了项目 草场轮牧规划', '锡林郭勒东区草场分区方案'],
    ['评论了 挤奶厅数字化', '建议增加挤奶杯组清洗提醒'],
  ].map(([title = '', description = ''], index) => {
    const author = projectContributors[index % projectContributors.length];
    return { id: index + 1, title, description, avatar: author?.avatar ?? '' };
  }),
);

export const myTeams: readonly MyTeam[] = Object.freeze([
  { id: 1, avatar: teamAvatar('#165DFF'), name: '奶牛养殖技术团队', peopleNumber: 44 },
  { id: 2, avatar: teamAvatar('#00B42A'), name: '牧场数字化小组', peopleNumber: 19 },
  { id: 3, avatar: teamAvatar('#FF7D00'), name: '兽医防疫小分队', peopleNumber: 12 },
  { id: 4, avatar: teamAvatar('#722ED1'), name: '饲草料采购组', peopleNumber: 8 },
]);

export const userVisits: readonly UserVisits[] = Object.freeze([
  { name: '主页访问量', visits: 5670, growth: 206.32 },
  { name: '项目访问量', visits: 3218, growth: -12.5 },
]);

export const projectAndTeamList: readonly ProjectAndTeam[] = Object.freeze([
  { id: 1, content: '他创建的项目' },
  { id: 2, content: '他参与的项目' },
  { id: 3, content: '他创建的团队' },
  { id: 4, content: '他加入的团队' },
]);

export const certification: Certification = Object.freeze<Certification>({
  enterpriseInfo: {
    accountType: 'enterprise',
    status: 'passed',
    time: '2024-03-18 10:26:00',
    legalPerson: '**远',
    certificateType: '中国大陆居民身份证',
    authenticationNumber: '150************021',
    enterpriseName: '呼和浩特草原牧业有限公司',
    enterpriseCertificateType: '企业营业执照',
    organizationCode: '9115****0X',
  },
  record: [
    {
      certificationType: 'enterprise',
      certificationContent: '企业年检变更：呼和浩特草原牧业有限公司',
      status: 'auditing',
      time: '2026-01-08 09:12:40',
    },
    {
      certificationType: 'enterprise',
      certificationContent: '企业实名认证，法人姓名：**远',
      status: 'passed',
      time: '2024-03-18 10:26:00',
    },
    {
      certificationType: 'personal',
      certificationContent: '个人实名认证，姓名：**远',
      status: 'passed',
      time: '2021-03-15 09:45:12',
    },
  ],
});
