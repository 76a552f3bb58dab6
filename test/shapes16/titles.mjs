// Real notice titles for test/shapes16, read in place from ../shared/corpus (AGPL: never copied into
// the project). Tenders: titles a reader judged procurement notices (招标, 询价, 中标结果, 候选人
// 公示, 更正变更, 采购意向, 成交, 谈判); news: titles judged not notices, with no procurement word in
// them. Each title is used once in the whole web (the real university's name swapped for the
// made-up one), so two rows never share a title by accident.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_TITLES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'corpus', 'titles', 'fzu-dev-reviewed.jsonl');
export const corpusPresent = existsSync(CORPUS_TITLES);

const TENDER_TYPES = new Set(['招标', '询价', '中标结果', '候选人公示', '更正变更', '采购意向', '采购', '成交结果', '谈判']);
const PROCUREMENT_WORDS = /招标|采购|询价|中标|成交|比选|遴选|竞价|竞争性|磋商|谈判|入围|招租|处置|报废|拍卖|公示|结果|供应商|项目/;
const key = (t) => t.replace(/福州大学|\s|[（）()【】\[\]]/g, '');
// Salted apart from the other webs, so this web mostly draws other titles than theirs.
const order = (t) => createHash('sha1').update(`shapes16:${t}`).digest('hex');

function load() {
  if (!corpusPresent) throw new Error(`test/shapes16 needs the reviewed titles at ${CORPUS_TITLES} (../shared/corpus)`);
  const tenders = new Map();
  const news = new Map();
  for (const line of readFileSync(CORPUS_TITLES, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    const text = r.text.trim();
    if (text.length < 8 || (r.note ?? '').startsWith('ambiguous')) continue;
    if (r.label === 'notice' && TENDER_TYPES.has(r.type)) tenders.set(key(text), text);
    else if (r.label === 'other' && !PROCUREMENT_WORDS.test(text)) news.set(key(text), text);
  }
  const sorted = (m) => [...m.values()].sort((a, b) => (order(a) < order(b) ? -1 : 1));
  return { tenders: sorted(tenders), news: sorted(news) };
}

let pool;
const taken = { tenders: 0, news: 0 };
/** The next `n` unused titles of `kind` ('tenders' | 'news'), 福州大学 replaced by `school`. */
export function take(kind, n, school) {
  pool ??= load();
  const out = pool[kind].slice(taken[kind], taken[kind] + n);
  if (out.length < n) throw new Error(`test/shapes16: only ${pool[kind].length} ${kind} titles in the corpus`);
  taken[kind] += n;
  return out.map((t) => t.replace(/福州大学/g, school));
}
/** How many of each kind there are (to check the web fits). */
export const available = () => { pool ??= load(); return { tenders: pool.tenders.length, news: pool.news.length }; };
