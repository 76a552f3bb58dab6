// Title pools from the labelled JSON-lines files, with classification, renaming and derived titles.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function loadTitles(dir) {
  const notice = [], other = [];
  const seen = new Set();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const d = JSON.parse(line);
      const text = d.text.trim();
      if (seen.has(text)) continue;
      seen.add(text);
      (d.label === 'notice' ? notice : other).push(text);
    }
  }
  return { notice, other };
}

/** Rough notice type from the title; decides which list it belongs in and how its body looks. */
export function classify(t) {
  if (/意向/.test(t)) return 'intent';
  if (/更正|变更|澄清|补遗|延期|补充公告/.test(t)) return 'correction';
  if (/废标|流标|终止|失败/.test(t)) return 'termination';
  if (/候选人/.test(t)) return 'candidate';
  if (/中标|成交|结果|入围公示|比选结果/.test(t)) return 'result';
  if (/招租|处置|拍卖|竞价.*资产|报废/.test(t)) return 'lease';
  if (/询价|磋商|谈判|单一来源|比价|竞价/.test(t)) return 'inquiry';
  return 'tender';
}

export const RESULT_TYPES = new Set(['result', 'candidate', 'termination']);

/** Goods / works / services, for the hw/gc/fw style lists. */
export function category(t) {
  if (/工程|施工|改造|维修|装修|修缮|监理|安装/.test(t)) return 'gc';
  if (/服务|物业|保洁|安保|保安|审计|食堂|运维|咨询|印刷|体检|配送|租赁|处置|招租|事务所/.test(t)) return 'fw';
  return 'hw';
}

const UNI_RE = /^((?:【[^】]*】|\[[^\]]*\]|（[^）]*）)?)([\u4e00-\u9fa5]{2,8}?(?:大学|职业技术学院|职业学院|师范学院|医学院))(?![生])/;

/** Replace a real university named at the start of a title with our made-up one. */
export function rename(t, uniName) {
  return t.replace(UNI_RE, (m, pre) => pre + uniName);
}

/** Strip tags, numbers and the notice-kind suffix to get a project name. */
const KIND_TOKENS = ['公开招标', '邀请招标', '竞争性磋商', '竞争性谈判', '单一来源', '询比价', '网上竞价', '征求意见',
  '候选人', '控制价', '合作方', '经营权', '公告', '公示', '结果', '通知', '中标', '成交', '更正', '变更', '澄清', '补遗',
  '废标', '流标', '终止', '招标', '磋商', '谈判', '询价', '比选', '比价', '议价', '竞价', '遴选', '入库', '入围', '采购',
  '征集', '需求', '评标', '市场调研', '招租', '公开', '文件', '意向', '项目', '活动', '的', '预', '-'].sort((a, b) => b.length - a.length);

export function projectOf(t) {
  const q = t.match(/[“"]([^”"]{4,})[”"]/);
  if (q) return q[1];
  let p = t.replace(/^(?:【[^】]*】|\[[^\]]*\])\s*/, '').replace(/^关于/, '');
  p = p.replace(/\.\.\.$|…$/, '').replace(/-?\d{4}-\d{2}-\d{2}$/, '');
  for (let changed = true; changed;) {
    changed = false;
    const before = p;
    p = p.replace(/[（(][^（）()]*[)）]\s*$/, '');
    for (const tok of KIND_TOKENS) if (p.endsWith(tok) && p.length > tok.length + 3) { p = p.slice(0, -tok.length); break; }
    if (p !== before) changed = true;
  }
  if (/工程|服务|经营|租赁|施工|监理|建设|改造/.test(p.slice(-4))) return p + '项目';
  return p + '采购项目';
}

const RESULT_SUFFIX = ['中标结果公告', '成交结果公告', '中标候选人公示', '采购结果公示', '中标公告', '成交公告'];
const INTENT_SUFFIX = ['采购意向公开', '采购意向公示', '政府采购意向公告'];

export function deriveResult(title, rng) {
  const proj = projectOf(title);
  const suf = rng.pick(RESULT_SUFFIX);
  return { title: proj + suf, type: /候选人/.test(suf) ? 'candidate' : 'result', project: proj };
}

export function deriveIntent(title, rng, uniName) {
  if (rng.chance(0.35)) {
    const y = rng.pick(['2024', '2025']);
    const m = rng.int(1, 12);
    const forms = [
      `${uniName}${y}年${m}月政府采购意向公开`,
      `${uniName}${y}年第${'一二三四'[rng.int(0, 3)]}季度政府采购意向公告`,
      `政府采购意向公开（${y}年${m}月）`,
      `${uniName}关于公开${y}年${m}月份政府采购意向的公告`,
    ];
    return { title: rng.pick(forms), type: 'intent', project: `${y}年${m}月政府采购` };
  }
  const proj = projectOf(title);
  return { title: proj + rng.pick(INTENT_SUFFIX), type: 'intent', project: proj };
}
