/**
 * Search over notices for the popup, forgiving the way Chinese is typed. Titles are indexed as
 * character pairs (bigrams) and as pairs of fuzzy pinyin syllables (han.ts), after folding
 * traditional to simplified. A query matches a notice by the share of its pairs found there,
 * weighted by rarity (idf): a pair found as written counts 1, found only by sound 0.75 (改照 →
 * 改造, a pinyin keyboard's slip), so a wrong, missing or extra character costs only the pairs
 * around it. Field filters (`学校:`, `类型:`, `预算>100万`, query.ts) narrow the results.
 * Results are ranked; `highlight` says which characters of a title matched.
 */
import type { Notice } from '../types/notice.ts';
import type { Tokenizer } from '../types/capabilities.ts';
import { foldChars, pinyinOf } from './han.ts';
import { parseQuery, type ParsedQuery } from './query.ts';

/** Share of the query's (idf-weighted) pairs a notice must hold to match. */
const MIN_COVERAGE = 0.5;
/** What a pair found only by its sound is worth against one found as written. */
const SOUND = 0.75;
/** What a pair found across a missing or extra character is worth. */
const SKIP = 0.8;
/** What a pair found in the purchaser, site or project number is worth against one in the title. */
const META = 0.6;
/** Pairs of a query looked at (a 1,000-character paste costs no more than this). */
const MAX_UNITS = 48;

type Indexed = Pick<Notice, 'url' | 'title' | 'site' | 'purchaser' | 'projectNo' | 'type' | 'budget'>;

/** A search index over notices: add, remove, and query by relevance. */
export interface NoticeSearch {
  add(notice: Indexed): void;
  remove(url: string): void;
  /** URLs of the matching notices, best first. An empty query matches nothing. */
  search(query: string): string[];
  readonly size: number;
}

export interface SearchOptions {
  /** Kept for callers that passed jieba: bigrams and pinyin need no words. */
  tokenizer?: Tokenizer;
  /** A site's display name, for `学校:`. */
  siteName?: (site: string) => string | undefined;
}

const HAN = /^\p{Script=Han}$/u;
const WORD = /^[\p{L}\p{N}]$/u;

/** One position of a text: its character pair and its sound pair (or a Latin/digit word). */
interface Unit {
  chars: string;
  sound?: string;
  /** Range in the folded text. */
  from: number;
  to: number;
}

/** The units of a query's folded characters: Han pairs (a lone character alone), and Latin/digit words. */
function unitsOf(chars: string[]): Unit[] {
  const units: Unit[] = [];
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i]!;
    if (HAN.test(ch)) {
      let j = i;
      while (j < chars.length && HAN.test(chars[j]!)) j++;
      if (j - i === 1) units.push({ chars: ch, sound: soundOf([ch]), from: i, to: i + 1 });
      for (let k = i; k + 1 < j; k++) units.push({ chars: chars[k]! + chars[k + 1]!, sound: soundOf([chars[k]!, chars[k + 1]!]), from: k, to: k + 2 });
      i = j;
    } else if (WORD.test(ch)) {
      let j = i;
      while (j < chars.length && WORD.test(chars[j]!) && !HAN.test(chars[j]!)) j++;
      units.push({ chars: chars.slice(i, j).join(''), from: i, to: j });
      i = j;
    } else i++;
  }
  return units;
}

/**
 * What the index holds for a text: every Han character, pair and gapped pair ("^XZ" for XYZ: a
 * query missing Y still finds it), the pairs' sounds, and Latin/digit words. Written out flat:
 * this runs for every notice when the popup first searches.
 */
function indexTerms(chars: string[]): Set<string> {
  const terms = new Set<string>();
  const han = chars.map((c) => HAN.test(c));
  const sounds = chars.map((c, k) => (han[k] ? pinyinOf(c) : undefined));
  for (let k = 0; k < chars.length; k++) {
    if (han[k]) {
      terms.add(chars[k]!);
      if (han[k + 1]) {
        terms.add(chars[k]! + chars[k + 1]!);
        if (sounds[k] && sounds[k + 1]) terms.add(`~${sounds[k]} ${sounds[k + 1]}`);
        if (han[k + 2]) terms.add(`^${chars[k]!}${chars[k + 2]!}`);
      } else if (!han[k - 1] && sounds[k]) terms.add(`~${sounds[k]}`);
    } else if (WORD.test(chars[k]!)) {
      let j = k;
      while (j < chars.length && !han[j] && WORD.test(chars[j]!)) j++;
      terms.add(chars.slice(k, j).join(''));
      k = j - 1;
    }
  }
  return terms;
}

function soundOf(chars: string[]): string | undefined {
  const sounds = chars.map(pinyinOf);
  return sounds.every(Boolean) ? `~${sounds.join(' ')}` : undefined;
}

/** Builds the index over `notices`. */
export function createNoticeSearch(notices: Iterable<Indexed>, options: SearchOptions = {}): NoticeSearch {
  // term → ids of the notices holding it in the title (ascending; removed ones stay until a
  // rebuild and are skipped); `meta` the same for purchaser, site and project number.
  const title = new Map<string, number[]>();
  const meta = new Map<string, number[]>();
  const docs: ((Indexed & { folded: string }) | undefined)[] = [];
  const ids = new Map<string, number>();

  const post = (map: Map<string, number[]>, terms: Set<string>, id: number) => {
    for (const term of terms) {
      const list = map.get(term);
      if (list) list.push(id);
      else map.set(term, [id]);
    }
  };
  const termsOf = (chars: string[]) => indexTerms(chars);
  const metaText = (n: Indexed) => [n.purchaser, n.projectNo, n.site, options.siteName?.(n.site)].filter(Boolean).join(' ');

  const remove = (url: string) => {
    const id = ids.get(url);
    if (id === undefined) return;
    docs[id] = undefined; // its postings are skipped from now on
    ids.delete(url);
  };
  const add = (n: Indexed) => {
    remove(n.url);
    const id = docs.length;
    const chars = foldChars(n.title).chars;
    const kept = { url: n.url, title: n.title, site: n.site, purchaser: n.purchaser, projectNo: n.projectNo, type: n.type, budget: n.budget, folded: chars.join('') };
    docs.push(kept);
    ids.set(n.url, id);
    post(title, termsOf(chars), id);
    post(meta, termsOf(foldChars(metaText(kept)).chars), id);
  };
  for (const n of notices) add(n);

  const passes = (n: Indexed, q: ParsedQuery, school: string) => {
    if (q.type && !(n.type ?? '').includes(q.type)) return false;
    if (q.budgetMin !== undefined && !(n.budget !== undefined && n.budget >= q.budgetMin)) return false;
    if (q.budgetMax !== undefined && !(n.budget !== undefined && n.budget <= q.budgetMax)) return false;
    if (school) {
      const hay = foldChars([n.site, options.siteName?.(n.site), n.purchaser].filter(Boolean).join(' ')).chars.join('');
      if (!hay.includes(school)) return false;
    }
    return true;
  };

  return {
    add,
    remove,
    search(query) {
      const q = parseQuery(query);
      const school = q.school ? foldChars(q.school).chars.join('') : '';
      const filtered = q.school !== undefined || q.type !== undefined || q.budgetMin !== undefined || q.budgetMax !== undefined;
      const units = dedupe(unitsOf(foldChars(q.text).chars)).slice(0, MAX_UNITS);
      if (units.length === 0) {
        if (!filtered) return [];
        return docs.filter((n): n is Indexed & { folded: string } => n !== undefined && passes(n, q, school)).map((n) => n.url);
      }
      const total = ids.size || 1;
      // Rarer pairs weigh more. A pair no title holds (the slip itself, often) weighs as an
      // average one: else one typo would outweigh all the pairs typed right.
      const df = (u: Unit) => Math.max(title.get(u.chars)?.length ?? 0, (u.sound && title.get(u.sound)?.length) || 0, title.get(`^${u.chars}`)?.length ?? 0);
      const seen = units.map((u) => (df(u) > 0 ? Math.log(1 + total / df(u)) : 0));
      const known = seen.filter((w) => w > 0);
      const average = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
      const weights = seen.map((w) => w || average);
      const sum = weights.reduce((a, b) => a + b, 0);
      // Each notice's best worth per unit, summed.
      const scores = new Map<number, number[]>();
      const credit = (list: number[] | undefined, unit: number, worth: number) => {
        for (const id of list ?? []) {
          if (docs[id] === undefined) continue;
          let row = scores.get(id);
          if (!row) scores.set(id, (row = new Array<number>(units.length).fill(0)));
          if (row[unit]! < worth) row[unit] = worth;
        }
      };
      const qchars = foldChars(q.text).chars;
      units.forEach((u, i) => {
        credit(title.get(u.chars), i, 1);
        if (u.to - u.from === 2) {
          // A character missing from the query: its pair is a pair with a gap in the title.
          credit(title.get(`^${u.chars}`), i, SKIP);
          // A character too many: the pair around it, with a gap in the query, is in the title.
          const after = qchars[u.to];
          if (after && HAN.test(after)) credit(title.get(qchars[u.from]! + after), i, SKIP);
        }
        if (u.sound) credit(title.get(u.sound), i, SOUND);
        credit(meta.get(u.chars), i, META);
        if (u.sound) credit(meta.get(u.sound), i, META * SOUND);
      });
      const folded = foldChars(q.text).chars.filter((c) => HAN.test(c) || WORD.test(c)).join('');
      const hits: { url: string; score: number; id: number }[] = [];
      for (const [id, row] of scores) {
        const coverage = row.reduce((acc, worth, i) => acc + worth * weights[i]!, 0) / sum;
        if (coverage < MIN_COVERAGE) continue;
        const n = docs[id]!;
        if (filtered && !passes(n, q, school)) continue;
        // The query written out whole in the title ranks first; then shorter titles (less else in them).
        const whole = folded.length > 1 && n.folded.includes(folded) ? 0.2 : 0;
        hits.push({ url: n.url, score: coverage + whole - [...n.title].length / 10_000, id });
      }
      return hits.sort((a, b) => b.score - a.score || a.id - b.id).map((h) => h.url);
    },
    get size() {
      return ids.size;
    },
  };
}

// A query repeating a pair counts it once.
function dedupe(units: Unit[]): Unit[] {
  const seen = new Set<string>();
  return units.filter((u) => !seen.has(u.chars) && seen.add(u.chars));
}

/**
 * The ranges [start, end) of `text` (UTF-16 offsets) that match the query's text: its pairs as
 * written or by sound, and its words. For highlighting; never HTML.
 */
export function highlight(text: string, query: string): [number, number][] {
  const q = unitsOf(foldChars(parseQuery(query).text).chars);
  if (q.length === 0) return [];
  const wanted = new Set(q.flatMap((u) => (u.sound ? [u.chars, u.sound] : [u.chars])));
  const { chars, at } = foldChars(text.slice(0, 2000));
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const u of unitsOf(chars)) {
    if (wanted.has(u.chars) || (u.sound && wanted.has(u.sound))) for (let i = u.from; i < u.to; i++) marked[i] = true;
  }
  const ranges: [number, number][] = [];
  for (let i = 0; i < chars.length; i++) {
    if (!marked[i]) continue;
    const start = at[i]!;
    let j = i;
    while (j + 1 < chars.length && marked[j + 1]) j++;
    const end = j + 1 < at.length ? at[j + 1]! : text.length;
    ranges.push([start, Math.max(start + 1, end)]);
    i = j;
  }
  return ranges;
}
