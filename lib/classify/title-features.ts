/**
 * The product classifier's features of a title: Chinese character bigrams (robust to segmentation
 * and to wordings the dictionary lacks), optionally jieba words, the feature library's concepts, and the
 * STRUCTURE of a notice title — a project, a procurement method, a notice kind at the end —
 * which carries over to universities whose wording the training data never saw.
 */
import type { Tokenizer } from '../types/capabilities.ts';
import { conceptsIn, conceptText } from './features.ts';

// The kind may be followed by a project name or number in brackets: "…公示(Bruker核磁共振波谱仪配件)".
const NOTICE_KIND_AT_END = /(公告|公示|邀请函|邀请书|结果|公开|通知书)([(\[].{0,40}[)\]])?$/;
const CALL_METHODS = new Set(['tender', 'tender-word', 'procure', 'inquiry', 'consult', 'negotiate', 'single', 'compare', 'intent', 'prequal', 'lease', 'pre']);
const OUTCOMES = new Set(['award', 'change', 'void']);

// Titles are short; a "title" longer than this is page text or an attack, and its tail adds only cost.
const MAX_TITLE = 500;

function bigrams(text: string): string[] {
  const han = text.replace(/[^\p{Script=Han}]+/gu, '|');
  const out: string[] = [];
  for (let i = 0; i + 1 < han.length; i++) {
    if (han[i] !== '|' && han[i + 1] !== '|') out.push(`b:${han[i]}${han[i + 1]}`);
  }
  return out;
}

/** The sparse binary features of a title (deduplicated); jieba words only when a tokenizer is given. */
export function titleFeatures(title: string, tokenizer?: Tokenizer): string[] {
  const text = conceptText(title.slice(0, MAX_TITLE));
  const concepts = conceptsIn(text);
  const has = (pred: (c: string) => boolean) => concepts.some(pred);
  const method = has((c) => CALL_METHODS.has(c));
  const outcome = has((c) => OUTCOMES.has(c));
  const negative = has((c) => c.startsWith('neg-'));
  const object = concepts.includes('object');
  const endsAsNotice = NOTICE_KIND_AT_END.test(text);
  const features = [
    ...(tokenizer ? tokenizer.cut(text).map((w) => `w:${w}`) : []),
    ...bigrams(text),
    ...concepts.map((c) => `k:${c}`),
    endsAsNotice ? 's:ends-as-notice' : 's:ends-otherwise',
    method && endsAsNotice ? 's:call' : '',
    outcome && (method || object) ? 's:outcome-of-project' : '',
    method && object ? 's:method+object' : '',
    negative && !method && !outcome ? 's:negative-only' : '',
    negative && (method || outcome) ? 's:negative+domain' : '',
    text.length < 8 ? 's:short' : '',
  ];
  return [...new Set(features.filter(Boolean))];
}
