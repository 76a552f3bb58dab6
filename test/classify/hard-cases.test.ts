/**
 * The hard cases of the brief, as (title, expected) in wordings of many universities (written for
 * this test, not taken from the corpus): the shipped classifier must get every one right.
 */
import { describe, expect, it } from 'vitest';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createClassifier } from '../../lib/classify/index.ts';

const classifier = createClassifier({ tokenizer: loadNodeTokenizer() });

const NOTICES: [string, string][] = [
  ['spaced title', '招  标  公  告'],
  ['答疑 beside the FAQ words', '学生公寓家具采购项目招标文件答疑公告'],
  ['traditional characters', '南湖大學實驗室儀器設備採購項目公開招標公告'],
  ['traditional characters, result', '關於圖書館古籍修復服務項目中標結果的公告'],
  ['spaced with ideographic spaces', '采\u3000购\u3000公\u3000告'],
  ['building name with 招生', '南湖大学招生考试中心办公室装修改造工程招标公告'],
  ['building name with 招生, result', '关于招生就业大楼外立面修缮项目中标结果公示'],
  ['结果的公告', '关于图书馆古籍修复服务项目结果的公告'],
  ['成交结果的公告', '关于学生食堂厨房设备采购项目成交结果的公告'],
  ['邀标', '关于第二食堂面点档口经营项目邀标的公告'],
  ['预公告', '西山校区物业管理服务采购项目预公告'],
  ['supplier 遴选', '关于公开遴选2025-2027年度工程造价咨询机构的公告'],
  ['supplier 入围', '2025年度实验耗材供应商入围结果公示'],
  ['招租', '东区商业街店铺公开招租公告'],
  ['出租', '关于北校区部分门面房出租项目的更正公告'],
  ['asset disposal by tender', '关于报废车辆公开处置的竞价公告'],
  ['asset auction', '学校闲置资产拍卖公告'],
  ['asset disposal result', '关于2025年第三批报废资产处置中标结果的公示'],
  ['磋商', '医学院实验动物中心设备竞争性磋商公告'],
  ['单一来源', '关于超高分辨率质谱仪单一来源采购的公示'],
  ['采购意向', '2026年1-6月政府采购意向公开'],
  ['中选', '校园安保服务项目中选结果公示'],
  ['候选人', '体育馆屋面防水工程中标候选人公示'],
  ['流标', '关于数据中心机房空调采购项目流标的公告'],
  ['终止', '智慧教室建设项目(二期)终止公告'],
  ['澄清', '信息中心存储扩容项目澄清公告'],
  ['询价', '办公用品询价采购公告'],
  ['比选', '学生公寓床上用品比选公告'],
];

const OTHERS: [string, string][] = [
  ['research 课题招标', '2025年度高等教育科学研究课题招标公告'],
  ['research 课题招标 result', '关于省社科规划课题招标评审结果的公示'],
  ['教材项目招标', '校级规划教材建设项目招标指南'],
  ['recruitment', '2025年公开招聘专职辅导员公告'],
  ['recruitment result', '关于附属医院公开招聘拟聘用人员的公示'],
  ['拟录用', '2025年管理岗位拟录用人员名单公示'],
  ['评优', '关于2024-2025学年评优评先结果的公示'],
  ['任前', '中层干部任前公示'],
  ['people 候选人', '关于推荐全国优秀教师候选人的公示'],
  ['施工 notice', '关于东区道路施工期间交通管制的通知'],
  ['停电', '本周六北校区计划停电通知'],
  ['procurement rules', '关于印发《学校货物与服务采购管理办法》的通知'],
  ['procurement meeting', '2025年政府采购业务培训会通知'],
  ['procurement FAQ', '北岭工业大学招标采购常见问题解答'],
  ['procurement guide', '采购与招标管理中心办事指南'],
  ['group buying', '工会教职工中秋月饼团购通知'],
  ['write-off 公示', '2025年第二批固定资产报废公示'],
  ['write-off 公示 of a unit', '关于化学学院拟报废仪器设备的公示'],
  ['admissions', '2026年硕士研究生招生简章'],
  ['course selection', '关于一流本科课程建设项目遴选结果的公示'],
];

describe('hard cases: notices', () => {
  it.each(NOTICES)('%s: %s', (_why, title) => {
    expect(classifier.classify({ text: title }).label).toBe('notice');
  });
});

describe('hard cases: look-alikes', () => {
  it.each(OTHERS)('%s: %s', (_why, title) => {
    expect(classifier.classify({ text: title }).label).toBe('other');
  });
});
