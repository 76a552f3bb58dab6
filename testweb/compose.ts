/**
 * Titles composed from templates: the fallback when the corpus is absent, and other wordings
 * mixed in anyway (other universities word their notices differently from FZU).
 */
import type { NoticeType } from '../lib/types/notice.ts';
import type { Random } from './random.ts';

/** A title with its label: the ground truth for the mixed 通知公告 stream. */
export interface LabeledTitle {
  text: string;
  label: 'notice' | 'other';
  type: NoticeType | null;
}

const PROJECTS = [
  '高性能计算集群扩容', '实验室通风系统改造', '图书馆数字资源', '学生公寓空调采购', '校园网络核心交换机',
  '智慧教室建设', '食堂食材配送服务', '物业管理服务', '体育馆木地板维修', '电子显微镜',
  '液相色谱质谱联用仪', '教学楼外立面修缮', '校园安防监控升级', '办公家具', '档案数字化加工服务',
  '车辆租赁服务', '化学试剂及耗材', '附属医院医疗设备', '校史馆布展工程', '云桌面终端',
];
const METHODS = ['公开招标', '竞争性磋商', '竞争性谈判', '询价', '单一来源采购'];
const OPENINGS: [string, NoticeType][] = [
  ['{u}{p}项目{m}公告', '招标'],
  ['关于{p}项目的{m}公告', '招标'],
  ['{p}{m}公告（第二次）', '招标'],
  ['{u}{p}项目中标结果公告', '中标结果'],
  ['{p}项目成交结果公示', '成交结果'],
  ['{p}项目中标候选人公示', '候选人公示'],
  ['{p}项目更正公告', '更正变更'],
  ['{p}项目废标公告', '废标流标终止'],
  ['{u}{p}询价采购公告', '询价'],
  ['{u}2026年{n}月政府采购意向公开', '采购意向'],
  ['{p}供应商遴选公告', '遴选入围'],
  ['{u}校内商铺招租公告', '招租'],
];
const OTHERS = [
  '关于{n}月{d}日{b}停电的通知', '关于2027年元旦放假安排的通知', '{u}2027年硕士研究生招生简章',
  '{u}2026年公开招聘专任教师公告', '学术讲座：{t}的前沿进展', '关于开展{n}月安全大检查的通知',
  '关于{b}施工期间交通管制的通知', '{u}第{n}届运动会获奖名单公示', '关于做好期末考试工作的通知',
  '关于2026年度国家自然科学基金申报的通知', '{u}图书馆开放时间调整通知', '关于报送{n}月固定资产报废清单的通知',
];
const BUILDINGS = ['图书馆', '第一教学楼', '实验楼A座', '学生公寓5号楼', '体育馆', '行政楼'];
const TOPICS = ['大语言模型', '量子计算', '新能源材料', '碳中和', '基因编辑', '智能制造'];

function fill(template: string, rng: Random, university: string): string {
  return template
    .replace('{u}', university)
    .replace('{p}', rng.pick(PROJECTS))
    .replace('{m}', rng.pick(METHODS))
    .replace('{n}', String(rng.int(1, 12)))
    .replace('{d}', String(rng.int(1, 28)))
    .replace('{b}', rng.pick(BUILDINGS))
    .replace('{t}', rng.pick(TOPICS));
}

/** A composed notice title (a tender, a result, an inquiry …) with its type. */
export function composeNotice(rng: Random, university: string): LabeledTitle {
  const [template, type] = rng.pick(OPENINGS);
  return { text: fill(template, rng, university), label: 'notice', type };
}

/** A composed ordinary notice (a lecture, admissions, a power cut …): not a tender. */
export function composeOther(rng: Random, university: string): LabeledTitle {
  return { text: fill(rng.pick(OTHERS), rng, university), label: 'other', type: null };
}

/** A composed news headline (news articles are never notices). */
export function composeNews(rng: Random, university: string): string {
  const templates = [
    '{u}举办{t}国际学术研讨会', '{u}在全国大学生创新大赛中获佳绩', '校领导走访{b}调研后勤保障工作',
    '{u}与地方政府签署战略合作协议', '{t}团队在顶级期刊发表研究成果', '{u}召开2026年教学工作会议',
  ];
  return fill(rng.pick(templates), rng, university);
}
