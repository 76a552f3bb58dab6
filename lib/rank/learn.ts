/**
 * The user's behaviour as a small online model (paper 3's "Personality"): a logistic regression
 * over the classifier's title features (character bigrams, feature-library concepts, title
 * structure: title-features.ts), the profile words a notice matched, its site and type. Each
 * judgement is one gradient step, so "not for me" on one notice lowers the notices like it from
 * then on. The model is plain JSON (the extension keeps it in IndexedDB); every step returns the
 * exact inverse, so undo restores the weights as they were.
 */
import { titleFeatures } from '../classify/title-features.ts';
import { coreGrams, titleCore } from '../project/stage.ts';
import type { Notice } from '../types/notice.ts';

export type FeedbackKind = 'opened' | 'starred' | 'not-for-me' | 'not-a-tender';

export interface FeedbackModel {
  version: 1;
  bias: number;
  /** Feature → weight; absent = 0. */
  weights: Record<string, number>;
  /** Judgements learned so far (after undos). */
  updates: number;
}

/** What one judgement changed: applying it negated undoes it. */
export interface FeedbackStep {
  kind: FeedbackKind;
  url: string;
  bias: number;
  deltas: Record<string, number>;
}

/** How strongly each judgement pulls, and toward which side. */
const TARGET: Record<FeedbackKind, { y: number; rate: number }> = {
  // Opening is a weak "yes": it pulls toward 0.6, so a kind of notice only opened ends below
  // one starred (a soft label, not a second star).
  opened: { y: 0.6, rate: 1 },
  starred: { y: 1, rate: 1 },
  'not-for-me': { y: 0, rate: 1 },
  'not-a-tender': { y: 0, rate: 1.5 },
};

/** Weights are bounded so one feature never decides alone, and the JSON stays small. */
const MAX_WEIGHT = 4;
const MAX_FEATURES = 20_000;
/** The step of one judgement: three to four of the same kind move a notice like them from even odds to the far end. */
const LEARNING_RATE = 1;

export function emptyModel(): FeedbackModel {
  return { version: 1, bias: 0, weights: {}, updates: 0 };
}

/**
 * The features of a notice as the model sees them: the bigrams of the project's name (titleCore:
 * without the frame and stage words, so "招标公告" does not make a 物业 call look like a lab call),
 * the classifier's concept and structure features of the title (its kind), the profile words it
 * matched (`words`), its type and its site.
 */
export function noticeFeatures(notice: Pick<Notice, 'title' | 'site' | 'type'>, words: readonly string[] = []): string[] {
  const name = [...coreGrams(titleCore(notice.title))].map((g) => `b:${g}`);
  const kind = titleFeatures(notice.title).filter((f) => !f.startsWith('b:'));
  return [...name, ...kind, ...words.map((w) => `p:${w}`), `site:${notice.site}`, `type:${notice.type ?? 'none'}`];
}

/** A feature's group: the title's words, the kind of notice (type, concepts, structure), the site. */
function groupOf(feature: string): string {
  if (feature.startsWith('b:') || feature.startsWith('w:') || feature.startsWith('p:')) return 'words';
  if (feature.startsWith('site:')) return 'site';
  return 'kind';
}

/**
 * What a group weighs: the words say what a notice is about, which is what "for me" mostly means;
 * the kind (call, result…) matters next; the site a little.
 */
const GROUP_WEIGHT: Record<string, number> = { words: 1, kind: 0.5, site: 0.3 };

/**
 * Each feature's value: GROUP_WEIGHT/√(features of its group in this notice). A group then weighs
 * the same whatever its size, so a title's forty bigrams do not drown its type: starring calls
 * and only opening results teaches "calls", and "not for me" on a 物业 call mostly teaches 物业.
 */
function featureValues(features: readonly string[]): Map<string, number> {
  const unique = [...new Set(features)];
  const sizes = new Map<string, number>();
  for (const f of unique) sizes.set(groupOf(f), (sizes.get(groupOf(f)) ?? 0) + 1);
  return new Map(unique.map((f) => [f, GROUP_WEIGHT[groupOf(f)]! / Math.sqrt(sizes.get(groupOf(f))!)]));
}

function logit(model: FeedbackModel, features: readonly string[]): number {
  let z = model.bias;
  for (const [f, x] of featureValues(features)) z += (model.weights[f] ?? 0) * x;
  return z;
}

/** The model's belief that the user wants a notice with these features, in (0, 1); 0.5 before any feedback. */
export function preference(model: FeedbackModel, features: readonly string[]): number {
  return 1 / (1 + Math.exp(-logit(model, features)));
}

/** The model's log-odds for a notice with these features (0 before any feedback). */
export function preferenceLogit(model: FeedbackModel, features: readonly string[]): number {
  return logit(model, features);
}

/** One judgement learned: the new model and the step that undoes it. `model` is not modified. */
export function learn(model: FeedbackModel, features: readonly string[], kind: FeedbackKind, url: string): { model: FeedbackModel; step: FeedbackStep } {
  const { y, rate } = TARGET[kind];
  const gradient = y - preference(model, features);
  const weights = { ...model.weights };
  const deltas: Record<string, number> = {};
  for (const [f, x] of featureValues(features)) {
    const before = weights[f] ?? 0;
    const after = Math.max(-MAX_WEIGHT, Math.min(MAX_WEIGHT, before + LEARNING_RATE * rate * gradient * x));
    if (after === before) continue;
    weights[f] = after;
    deltas[f] = after - before;
  }
  const bias = rate * gradient * 0.05; // the bias moves little: one judgement says little about all notices
  const next: FeedbackModel = { version: 1, bias: model.bias + bias, weights, updates: model.updates + 1 };
  return { model: prune(next), step: { kind, url, bias, deltas } };
}

/** The model as it was before `step` (steps undone in reverse order restore it exactly, up to rounding). */
export function unlearn(model: FeedbackModel, step: FeedbackStep): FeedbackModel {
  const weights = { ...model.weights };
  for (const [f, d] of Object.entries(step.deltas)) {
    const w = (weights[f] ?? 0) - d;
    if (Math.abs(w) < 1e-12) delete weights[f];
    else weights[f] = w;
  }
  return { version: 1, bias: model.bias - step.bias, weights, updates: Math.max(0, model.updates - 1) };
}

/** Drops the smallest weights when the model outgrows its bound. */
function prune(model: FeedbackModel): FeedbackModel {
  const entries = Object.entries(model.weights);
  if (entries.length <= MAX_FEATURES) return model;
  entries.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  return { ...model, weights: Object.fromEntries(entries.slice(0, MAX_FEATURES)) };
}

/** Reads a stored model; anything malformed gives an empty model rather than a crash (feedback is a hint). */
export function readModel(value: unknown): FeedbackModel {
  const v = value as Partial<FeedbackModel> | null;
  if (!v || typeof v !== 'object' || v.version !== 1 || typeof v.bias !== 'number' || !Number.isFinite(v.bias) || !v.weights || typeof v.weights !== 'object') return emptyModel();
  const weights: Record<string, number> = {};
  for (const [f, w] of Object.entries(v.weights)) if (typeof w === 'number' && Number.isFinite(w)) weights[f] = Math.max(-MAX_WEIGHT, Math.min(MAX_WEIGHT, w));
  return prune({ version: 1, bias: v.bias, weights, updates: typeof v.updates === 'number' ? v.updates : 0 });
}
