/**
 * The tender domain's own words, added to jieba so they stay whole (jieba's general dictionary
 * splits 竞争性磋商 into 竞争性 + 磋商 and 中标候选人 into 中标 + 候选人), and the stop words that
 * carry no signal in a title.
 */

/** Procurement methods, notice kinds and bidding terms that must come out as one token. */
export const DOMAIN_WORDS: readonly string[] = [
  // procurement methods
  '公开招标', '邀请招标', '竞争性磋商', '竞争性谈判', '单一来源', '询价采购', '网上竞价',
  '电子竞价', '比选', '遴选', '入围', '邀标', '框架协议', '政府采购', '自行采购', '分散采购',
  '集中采购', '定点采购',
  // notice kinds
  '招标公告', '采购公告', '询价公告', '磋商公告', '谈判公告', '比选公告', '竞价公告', '遴选公告',
  '中标公告', '中标公示', '中标结果', '成交公告', '成交公示', '成交结果', '中选结果', '中选公告',
  '结果公告', '结果公示', '更正公告', '变更公告', '澄清公告', '补充公告', '终止公告', '废标公告',
  '流标公告', '采购意向', '意向公开', '资格预审', '预审公告', '招租公告', '处置公告', '拍卖公告',
  '单一来源公示', '采购结果', '预公告',
  // parties
  '采购人', '招标人', '投标人', '供应商', '采购代理机构', '招标代理', '代理机构', '中标人',
  '中标候选人', '成交候选人', '成交供应商', '中标单位',
  // judging terms
  '投标截止', '开标时间', '开标', '评标', '预算金额', '最高限价', '控制价', '项目编号',
  '招标文件', '采购文件', '磋商文件', '谈判文件', '获取招标文件', '报名', '保证金', '履约',
  // outcomes
  '流标', '废标', '中标', '成交', '中选',
  // asset work
  '资产处置', '公开招租', '报废', '调剂',
];

/** Words that occur everywhere and decide nothing; punctuation is dropped separately. */
export const STOP_WORDS: readonly string[] = [
  '的', '了', '和', '与', '及', '或', '等', '对', '在', '是', '为', '于', '之', '以', '其',
  '关于', '有关', '进行', '一', '第', '年', '月', '日', '号',
];
