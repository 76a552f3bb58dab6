/** Which titles go where: the mixed stream, news, the office's rules and its notice lists. */
import type { NoticeType } from '../lib/types/notice.ts';
import { composeNews, composeNotice, composeOther, type LabeledTitle } from './compose.ts';
import type { Random } from './random.ts';
import { renameUniversity, type TitlePool } from './titles.ts';
import type { University } from './universities.ts';

/** What a procurement list holds. */
export type ProcKind = 'tender' | 'result' | 'inquiry' | 'intent';

const RESULT = /中标|成交|结果|候选人/;
const INQUIRY = /询价|询比/;

/** The notice type a procurement title reads as (keywords; the list it sits in decides ties). */
export function procurementType(title: string, kind: ProcKind): NoticeType {
  if (kind === 'intent' || title.includes('意向')) return '采购意向';
  if (title.includes('候选人')) return '候选人公示';
  if (title.includes('成交')) return '成交结果';
  if (RESULT.test(title)) return '中标结果';
  if (/更正|变更|澄清/.test(title)) return '更正变更';
  if (/废标|流标|终止/.test(title)) return '废标流标终止';
  if (INQUIRY.test(title)) return '询价';
  if (title.includes('磋商')) return '磋商';
  if (title.includes('谈判')) return '谈判';
  return '招标';
}

function renamed(t: LabeledTitle, u: University): LabeledTitle {
  return { ...t, text: renameUniversity(t.text, u.name, u.short) };
}

/** One notice title for a new day: mostly real, sometimes composed. */
export function pickNotice(rng: Random, pool: TitlePool, u: University): LabeledTitle {
  const notices = pool.mixed.filter((t) => t.label === 'notice');
  return notices.length && rng.chance(0.7) ? renamed(rng.pick(notices), u) : composeNotice(rng, u.name);
}

/** The mixed stream: real labelled titles (about half notices) and composed ones in other wordings. */
export function streamTitles(rng: Random, pool: TitlePool, u: University, count: number): LabeledTitle[] {
  return Array.from({ length: count }, () => {
    if (pool.mixed.length && rng.chance(0.7)) return renamed(rng.pick(pool.mixed), u);
    return rng.chance(0.5) ? composeNotice(rng, u.name) : composeOther(rng, u.name);
  });
}

/** News headlines (never notices). */
export function newsTitles(rng: Random, u: University, count: number): LabeledTitle[] {
  return Array.from({ length: count }, () => ({ text: composeNews(rng, u.name), label: 'other' as const, type: null }));
}

/** The office's rules and meetings: procurement words, but not notices. */
export function ruleTitles(rng: Random, u: University, count: number): LabeledTitle[] {
  const templates = [
    `${u.name}货物和服务采购管理办法`, `${u.name}建设工程招标投标管理规定（修订）`, `关于召开${rng.int(2024, 2026)}年度采购工作会议的通知`,
    `${u.short}采购评审专家库管理细则`, `政府采购法实施条例解读`, `关于规范小额零星采购的通知`, `采购与招标管理办公室工作职责`,
  ];
  return Array.from({ length: count }, () => ({ text: rng.pick(templates), label: 'other' as const, type: null }));
}

/** Titles for one procurement list: real tender titles that fit its kind, and composed ones. */
export function procTitles(rng: Random, pool: TitlePool, u: University, kind: ProcKind, count: number): LabeledTitle[] {
  const fits = pool.tenders.filter((t) =>
    kind === 'result' ? RESULT.test(t) : kind === 'inquiry' ? INQUIRY.test(t) : kind === 'tender' && !RESULT.test(t),
  );
  return Array.from({ length: count }, () => {
    let text: string;
    if (kind === 'intent') text = `${u.name}2026年${rng.int(1, 12)}月${rng.pick(['', '（第二批）', '（补充）'])}政府采购意向公开`;
    else if (fits.length && rng.chance(0.75)) text = renameUniversity(rng.pick(fits), u.name, u.short);
    else text = composeNotice(rng, u.name).text;
    return { text, label: 'notice' as const, type: procurementType(text, kind) };
  });
}
