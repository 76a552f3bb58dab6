// test/shapes20's real titles, read in place from ../shared/corpus through test/shape-titles.mjs
// (AGPL: never copied here), salted `shapes20:`. Tender titles are split by their wording into calls
// (招标/采购 …, no result, intention or change word) and results (中标, 成交, 结果, 候选人); each is
// used once in the whole web. The corpus has almost no 询价, 磋商, 意向 or 更正 titles, so those rows
// take a real call's project name (`core`) with the stage's wording, and that call is then not used.
import { titlePool } from '../shape-titles.mjs';

export { CORPUS_TITLES, corpusPresent } from '../shape-titles.mjs';

const pool = titlePool({ web: 'shapes20', salt: 'shapes20:' });
const RESULT = /中标|成交|结果|候选人/;
const CALL = /招标|采购|询价|磋商|谈判|比选|遴选|竞价|报价/;
const NOT_CALL = /意向|更正|补充|澄清|修正|延期|预公告|^\S\s/;
let kinds;
const used = { call: 0, result: 0 };
function load() {
  if (kinds) return kinds;
  const all = pool.take('tenders', pool.available().tenders, '福州大学');
  kinds = { result: all.filter((t) => RESULT.test(t)), call: all.filter((t) => !RESULT.test(t) && !NOT_CALL.test(t) && CALL.test(t)) };
  return kinds;
}

/** The next `n` unused titles of `kind` ('call' | 'result' | 'news'), 福州大学 replaced by `school`. */
export function take(kind, n, school) {
  if (kind === 'news') return pool.take('news', n, school);
  const list = load()[kind];
  const out = list.slice(used[kind], used[kind] + n);
  if (out.length < n) throw new Error(`test/shapes20: only ${list.length} ${kind} titles in the corpus`);
  used[kind] += n;
  return out.map((t) => t.replace(/福州大学/g, school));
}

/** How many of each kind there are. */
export function available() {
  const k = load();
  return { call: k.call.length, result: k.result.length, news: pool.available().news };
}

/** A call title's project name: an agent's "…关于", a closing 的招标公告 / 密封报价的邀请 / （第二次） taken off. */
export function core(title) {
  let t = title.replace(/^.{0,20}?关于/, '').replace(/\s+/g, '');
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/[（(][^（）()]*(次|重新|施工|二)[^（）()]*[）)]$/, '')
      .replace(/(邀请)?密封报价(的邀请)?(公告)?$/, '')
      .replace(/(的|之)?(公开)?(招标|采购|邀标|询价|谈判|比选|遴选|竞价|磋商)*(公告|通知|邀请|公示)?$/, (m) => (m ? '' : m))
      .replace(/的$/, '');
  }
  return t;
}
