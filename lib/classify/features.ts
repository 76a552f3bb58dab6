/**
 * The topic feature library (paper 4), shipped as data: the three kinds of feature terms a domain
 * needs — subjects (who), domain terms (what), judging terms (is it actionable) — plus the parts
 * of a notice title (the object bought, the notice kind) and the negative cues of look-alikes.
 * Matching is by concept, after synonyms are mapped (synonyms.ts).
 */
import { normalizeText } from '../text/normalize.ts';
import { applySynonyms } from './synonyms.ts';

export type ConceptKind = 'subject' | 'domain' | 'judging' | 'object' | 'kind' | 'negative';

export interface Concept {
  id: string;
  kind: ConceptKind;
  terms: readonly string[];
}

/** The static library: every concept with its terms. */
export const FEATURE_LIBRARY: readonly Concept[] = [
  { id: 'subject', kind: 'subject', terms: ['采购人', '招标人', '投标人', '采购代理机构', '招标代理', '代理机构', '供应商', '中标人', '承包商', '服务商', '供货商'] },
  // domain terms: the procurement method
  { id: 'tender', kind: 'domain', terms: ['公开招标', '邀请招标', '招标公告', '招标项目', '的招标', '招标文件', '重新招标', '二次招标'] },
  { id: 'tender-word', kind: 'domain', terms: ['招标'] },
  { id: 'procure', kind: 'domain', terms: ['采购公告', '采购项目', '采购结果', '政府采购', '采购需求', '采购的'] },
  { id: 'procure-word', kind: 'domain', terms: ['采购', '购置', '购买'] },
  { id: 'inquiry', kind: 'domain', terms: ['询价', '询比价', '竞价', '比价', '报价'] },
  { id: 'consult', kind: 'domain', terms: ['磋商'] },
  { id: 'negotiate', kind: 'domain', terms: ['竞争性谈判', '谈判公告', '谈判采购', '谈判文件'] },
  { id: 'single', kind: 'domain', terms: ['单一来源'] },
  { id: 'compare', kind: 'domain', terms: ['比选'] },
  { id: 'select', kind: 'domain', terms: ['遴选', '入围', '征集', '入库', '选聘', '选取', '选定'] },
  { id: 'intent', kind: 'domain', terms: ['采购意向', '意向公开', '需求公示', '需求公告'] },
  { id: 'prequal', kind: 'domain', terms: ['资格预审', '资格审查', '预审'] },
  { id: 'lease', kind: 'domain', terms: ['招租', '租赁', '经营权', '经营管理项目', '承包经营'] },
  { id: 'dispose', kind: 'domain', terms: ['资产处置', '处置', '拍卖', '转让', '竞买'] },
  { id: 'award', kind: 'domain', terms: ['中标', '成交', '候选人', '评标结果', '评审结果', '结果公告', '结果公示', '采购结果'] },
  { id: 'change', kind: 'domain', terms: ['更正', '变更', '补充公告', '补遗', '澄清', '延期', '推迟', '答疑', '控制价'] },
  { id: 'void', kind: 'domain', terms: ['流标', '废标', '终止', '失败', '取消'] },
  { id: 'pre', kind: 'domain', terms: ['预公告', '预告'] },
  // judging terms: the facts a bidder acts on
  { id: 'judging', kind: 'judging', terms: ['投标截止', '开标', '评标', '预算金额', '最高限价', '控制价', '项目编号', '招标文件', '采购文件', '获取', '报名', '保证金', '标段', '包件', '(包', '标包'] },
  // the object bought: what a project is
  { id: 'object', kind: 'object', terms: ['项目', '工程', '服务', '设备', '系统', '改造', '维修', '修缮', '装修', '建设', '施工', '物业', '仪器', '家具', '软件', '平台', '食材', '印刷', '保险', '审计', '监理', '造价', '安保', '保洁', '绿化', '餐厅', '食堂', '店面', '场地', '房屋', '车辆', '耗材', '图书', '教材', '空调', '网络', '设计', '采购包'] },
  // the notice kind that ends a title
  { id: 'kind', kind: 'kind', terms: ['公告', '公示', '邀请函', '邀请书', '通知书', '结果', '公开'] },
  // negative cues: the look-alikes
  { id: 'neg-recruit', kind: 'negative', terms: ['招聘', '聘用', '录用', '人才引进', '应聘', '招募', '聘请'] },
  { id: 'neg-admission', kind: 'negative', terms: ['招生', '录取', '考生', '研究生', '本科生', '新生', '推免', '保研'] },
  { id: 'neg-research', kind: 'negative', terms: ['课题', '申报', '立项', '结题', '科研项目', '教改', '基金', '研究项目', '教材项目', '选题'] },
  // Specific forms: 先进 (先进材料), 荣誉 (荣誉室) and 优秀 also name things that get bought.
  { id: 'neg-people', kind: 'negative', terms: ['拟录用', '评优', '任前', '干部', '先进个人', '先进集体', '先进工作者', '优秀学生', '优秀教师', '优秀共产党员', '表彰', '推荐名单', '拟推荐', '人选', '党员', '奖学金', '助学金', '职称', '同志', '团员', '评选', '拟任', '拟聘', '拟聘用'] },
  { id: 'neg-works', kind: 'negative', terms: ['停电', '停水', '停气', '道路封闭', '交通管制', '施工公告', '施工告示', '施工通知', '暂停服务', '断网', '封闭施工'] },
  // Specific forms only: 会议室, 活动中心, 培训楼 are buildings that get renovated by tender.
  { id: 'neg-rules', kind: 'negative', terms: ['管理办法', '实施细则', '暂行办法', '内部控制', '规定', '制度', '培训会', '培训班', '会议通知', '召开', '讲座', '座谈会', '宣讲会', '工作会议', '报告会', '论坛', '研讨会', '竞赛', '比赛', '活动通知', '工作总结', '常见问题', '问题解答', '操作指南', '办事指南'] },
  { id: 'neg-offer', kind: 'negative', terms: ['团购', '优惠', '促销', '福利'] },
  { id: 'neg-writeoff', kind: 'negative', terms: ['报废', '核销', '注销'] },
  { id: 'neg-misc', kind: 'negative', terms: ['征求意见', '满意度', '调查结果', '测评', '问卷', '审计情况', '专利', '许可', '放假', '值班', '讲话', '会议纪要', '标枪', '气候'] },
];

/** The static library's terms that mark the topic (all but the negative cues): expansion seeds. */
export const TOPIC_TERMS: readonly string[] = FEATURE_LIBRARY.filter((c) => c.kind !== 'negative').flatMap((c) => c.terms);

const MATCHERS = FEATURE_LIBRARY.map((c) => ({
  id: c.id,
  pattern: new RegExp(c.terms.map((t) => t.replace(/[()[\]]/g, '\\$&')).join('|')),
}));

/** The text as the classifiers compare it: normalised, synonyms mapped to their concept. */
export function conceptText(text: string): string {
  return applySynonyms(normalizeText(text));
}

/** Ids of the library's concepts that occur in `text` (already through conceptText). */
export function conceptsIn(text: string): string[] {
  return MATCHERS.filter((m) => m.pattern.test(text)).map((m) => m.id);
}
