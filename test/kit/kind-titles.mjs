// A web's real titles by kind, read in place from ../shared/corpus through test/shape-titles.mjs
// (AGPL: never copied here), salted `<web>:`, each used once in the web. Tender titles are split
// by wording into calls (no result, intention or change word) and results (中标, 成交, 结果, 候选人).
// The corpus has almost no 采购意向 titles, so an intention row takes a real call's project name
// with the 意向 wording, and that call is then not used. Used by test/shapes22 … shapes26.
import { titlePool } from '../shape-titles.mjs';

const RESULT = /中标|成交|结果|候选人/;
const NOT_CALL = /意向|更正|补充|澄清|修正|延期|终止|废标|流标|^\S\s/;
const CORPUS_SCHOOL = '福州大学';

/** A call title's project name: a leading "…关于" and a closing 的招标公告 / （第二次） taken off. */
export function core(title) {
  let t = title.replace(/^.{0,20}?关于/, '').replace(/\s+/g, '');
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/[（(][^（）()]*(次|重新|施工|二)[^（）()]*[）)]$/, '')
      .replace(/(的|之)?(公开)?(招标|采购|邀标|询价|谈判|比选|遴选|竞价|磋商)*(公告|通知|邀请|公示)?$/, (m) => (m ? '' : m))
      .replace(/的$/, '');
  }
  return t;
}

/** Web `web`'s own title source (its own salt and its own count of titles used). */
export function kindTitles(web) {
  const pool = titlePool({ web, salt: `${web}:` });
  let kinds;
  const used = { call: 0, result: 0 };
  function load() {
    if (kinds) return kinds;
    const all = pool.take('tenders', pool.available().tenders, CORPUS_SCHOOL);
    kinds = { result: all.filter((t) => RESULT.test(t)), call: all.filter((t) => !RESULT.test(t) && !NOT_CALL.test(t)) };
    return kinds;
  }
  /**
   * The next `n` unused titles of `kind` ('call' | 'result' | 'intent' | 'news'), 福州大学 replaced by
   * `school`. An intent is a call's project with `采购意向公开` (the school's name put first when missing).
   */
  function take(kind, n, school) {
    if (kind === 'news') return pool.take('news', n, school);
    const from = kind === 'intent' ? 'call' : kind;
    const list = load()[from];
    const out = list.slice(used[from], used[from] + n);
    if (out.length < n) throw new Error(`test/${web}: only ${list.length} ${from} titles in the corpus`);
    used[from] += n;
    const named = out.map((t) => t.replace(new RegExp(CORPUS_SCHOOL, 'g'), school));
    if (kind !== 'intent') return named;
    return named.map((t) => { const c = core(t); return `${c.startsWith(school) ? '' : school}${c}采购意向公开`; });
  }
  return { take };
}
