/**
 * Writes test/search/fixtures/slip-queries-<set>.json: queries typed with the slips people make,
 * over a fixed notice set (the titles of a 20-university test web, composed titles only: the
 * project's own text). Each query is a run of whole words (jieba) of 4–9 characters from a
 * title, found in at most 5 titles, with one slip: a homophone as a pinyin keyboard offers it (same toneless syllable, or a
 * fuzzy one: z/zh, c/ch, s/sh, n/l, an/ang, en/eng, in/ing), a missing character, an extra one,
 * or the window written in traditional characters; plus exact windows as a control. Slips come
 * from pinyin-pro's full dictionary (word-aware readings) and opencc-js, not from the search's
 * own compact table. Run: `npx tsx scripts/make-search-queries.ts dev 1` and `… heldout 2`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import { buildSites } from '../testweb/index.ts';
import { buildTruth } from '../testweb/truth.ts';
import { loadNodeTokenizer } from '../helper/jieba-node.ts';

const [setName = 'dev', seedArg = '1'] = process.argv.slice(2);
let state = Number(seedArg) * 2654435761;
const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;

const titles = [...new Set(buildTruth(buildSites({ sites: 20, seed: 7, corpusDir: '/nonexistent' }), 1).sites.flatMap((s) => s.notices.map((n) => n.title)))];

// Level-1 GB2312 characters (the 3,755 common ones) by toneless syllable: what a pinyin keyboard offers first.
const gb = new TextDecoder('gb2312');
const common: string[] = [];
for (let hi = 0xb0; hi <= 0xd7; hi++) for (let lo = 0xa1; lo <= 0xfe; lo++) common.push(gb.decode(new Uint8Array([hi, lo])));
const bySound = new Map<string, string[]>();
for (const ch of common.filter((c) => /^\p{Script=Han}$/u.test(c))) {
  const s = pinyin(ch, { toneType: 'none', type: 'array' })[0]!;
  bySound.set(s, [...(bySound.get(s) ?? []), ch]);
}
const FUZZY: [RegExp, string][] = [[/^zh/, 'z'], [/^ch/, 'c'], [/^sh/, 's'], [/^z(?!h)/, 'zh'], [/^c(?!h)/, 'ch'], [/^s(?!h)/, 'sh'], [/^l/, 'n'], [/^n/, 'l'], [/ang$/, 'an'], [/an$/, 'ang'], [/eng$/, 'en'], [/en$/, 'eng'], [/ing$/, 'in'], [/in$/, 'ing']];

function homophone(window: string, title: string, at: number): string | undefined {
  // The readings of the window's characters in the title's context (polyphones read as words).
  const readings = pinyin(title, { toneType: 'none', type: 'array' }).slice(at, at + [...window].length);
  const chars = [...window];
  for (let tries = 0; tries < 10; tries++) {
    const i = Math.floor(random() * chars.length);
    const syllable = readings[i];
    if (!syllable) continue;
    const fuzzy = random() < 0.4 ? FUZZY.filter(([re]) => re.test(syllable)).map(([re, to]) => syllable.replace(re, to)) : [];
    const sounds = [syllable, ...fuzzy].filter((s) => bySound.has(s));
    const options = sounds.flatMap((s) => bySound.get(s)!).filter((c) => c !== chars[i]);
    if (options.length === 0) continue;
    return [...chars.slice(0, i), pick(options.slice(0, 8)), ...chars.slice(i + 1)].join('');
  }
  return undefined;
}

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const EXTRA = ['的', '和', '与', '及', '项', '目', '采'];
type Slip = 'homophone' | 'missing' | 'extra' | 'traditional' | 'exact';
const tokenizer = loadNodeTokenizer();
/** A run of 1–3 whole words of a title, 4–9 characters, and where it starts. */
function wordWindow(title: string): { window: string; at: number } | undefined {
  const words = tokenizer.cut(title);
  const start = Math.floor(random() * words.length);
  const count = 1 + Math.floor(random() * 3);
  const window = words.slice(start, start + count).join('');
  const at = [...words.slice(0, start).join('')].length;
  const length = [...window].length;
  return length >= 4 && length <= 9 ? { window, at } : undefined;
}
const plan: Slip[] = [...Array(30).fill('homophone'), ...Array(25).fill('missing'), ...Array(25).fill('extra'), ...Array(25).fill('traditional'), ...Array(15).fill('exact')];
const queries: { query: string; slip: Slip; window: string; relevant: number[] }[] = [];
const used = new Set<string>();
for (const slip of plan) {
  for (let tries = 0; tries < 200; tries++) {
    const t = Math.floor(random() * titles.length);
    const picked = wordWindow(titles[t]!);
    if (!picked) continue;
    const { window, at } = picked;
    if (!/^\p{Script=Han}+$/u.test(window) || used.has(window)) continue;
    const relevant = titles.flatMap((title, i) => (title.includes(window) ? [i] : []));
    if (relevant.length === 0 || relevant.length > 5) continue;
    const w = [...window];
    const mid = 1 + Math.floor(random() * (w.length - 2));
    const query =
      slip === 'homophone' ? homophone(window, titles[t]!, at)
      : slip === 'missing' ? [...w.slice(0, mid), ...w.slice(mid + 1)].join('')
      : slip === 'extra' ? [...w.slice(0, mid), pick(EXTRA), ...w.slice(mid)].join('')
      : slip === 'traditional' ? toTraditional(window)
      : window;
    if (!query || (slip !== 'exact' && query === window)) continue;
    used.add(window);
    queries.push({ query, slip, window, relevant });
    break;
  }
}

const file = join(import.meta.dirname, '..', 'test', 'search', 'fixtures', `slip-queries-${setName}.json`);
const source =
  `Generated by scripts/make-search-queries.ts ${setName} ${seedArg}: notices = the unique day-1 notice titles of ` +
  `buildSites({ sites: 20, seed: 7, corpusDir: '/nonexistent' }) (test/web, composed titles, the project's own text); ` +
  `slips from pinyin-pro 3.29 (word-aware readings, GB2312 level-1 characters as a keyboard's candidates) and opencc-js 1.4 (cn → tw). ` +
  `relevant = indexes of the titles containing the window the query was made from.`;
writeFileSync(file, JSON.stringify({ source, set: setName, notices: titles, queries }, null, 1) + '\n');
console.log(`${queries.length} queries over ${titles.length} titles → ${file}`);
