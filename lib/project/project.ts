/**
 * One project's whole timeline: its intention, call, changes and result, which a university posts
 * as separate notices, often in separate columns or sub-sites. A new notice joins a known project
 * of the same university by, in order:
 * 1. the same project number (编号), when both have one;
 * 2. else the same name once stage words are gone (titleCore: Dice ≥ SAME_NAME on bigrams, or
 *    the shorter name nearly all inside the longer; the numbers and campuses in the names
 *    agreeing), the same purchaser when both state one, and a date within MAX_SPAN_DAYS of the
 *    project's (a result comes months after its call, not years). A call after the project's
 *    result is the next round; a result months after its result is another project's.
 * A change notice that states a new deadline, opening time or budget records what moved, compared
 * with the project's latest known values; a result closes the project with its winner and amount.
 * Pure: the caller stores the returned project under `projects/<key>`.
 */
import type { Notice, ProjectChange } from '../types/notice.ts';
import { coreGrams, dice, placesOf, stageOf, titleCore, type ProjectStage } from './stage.ts';

export interface Project {
  /** Stable across runs: the key of the project's first notice (projectKey). */
  key: string;
  site: string;
  projectNo?: string;
  /** The project's name (titleCore of its first titled notice). */
  core: string;
  purchaser?: string;
  /** The furthest stage reached. */
  stage: ProjectStage;
  /** Its notices' URLs in the order they joined. */
  notices: string[];
  /** ISO dates (publish date, else first seen) of the first and latest notice. */
  firstAt: string;
  lastAt: string;
  deadline?: string;
  openingAt?: string;
  budget?: number;
  closed: boolean;
  winner?: string;
  amount?: number;
  /** Every change recorded, in order, with the notice that made it. */
  changes: (ProjectChange & { url: string })[];
  /** Bumped on every change: the ICS SEQUENCE of the project's event. */
  sequence: number;
}

/** Two names this alike (bigram Dice) are the same project. Measured on the project chains (helper eval). */
export const SAME_NAME = 0.8;
/** A notice this many days after a project's latest one starts a new project. */
export const MAX_SPAN_DAYS = 240;

const DAY = 86_400_000;
/** A result this many days after a project's latest notice, when the project already has one, is another project's. */
const RESULTS_SPAN_DAYS = 60;

/** A project number compared loosely: case, spaces and punctuation do not matter. */
export function normalProjectNo(no: string | undefined): string | undefined {
  const n = no?.normalize('NFKC').toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return n && n.length >= 3 ? n : undefined;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable hash with no dependency. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The key a notice would found its project under: site + number, else site + name, else site + URL. */
export function projectKey(notice: Pick<Notice, 'site' | 'projectNo' | 'title' | 'url'>): string {
  const no = normalProjectNo(notice.projectNo);
  if (no) return `${notice.site}#no-${fnv(no)}`;
  const core = titleCore(notice.title);
  return `${notice.site}#${core.length >= 4 ? `t-${fnv(core)}` : `u-${fnv(notice.url)}`}`;
}

function dateOf(notice: Pick<Notice, 'publishedAt' | 'firstSeenAt'>): string {
  return (notice.publishedAt ?? notice.firstSeenAt ?? '').slice(0, 10);
}

/** The digit runs of a name: "2024年…2号楼" → {2024, 2}. Different numbers are different projects. */
function numbersOf(core: string): Set<string> {
  return new Set(core.match(/\d+/g) ?? []);
}

function numbersAgree(a: string, b: string): boolean {
  const x = numbersOf(a);
  const y = numbersOf(b);
  if (!x.size || !y.size) return true;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  return [...small].every((n) => large.has(n));
}

function placesAgree(a: string, b: string): boolean {
  const x = placesOf(a);
  const y = placesOf(b);
  return !x.size || !y.size || [...x].some((p) => y.has(p));
}

function samePurchaser(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return true;
  const n = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');
  return n(a) === n(b) || n(a).includes(n(b)) || n(b).includes(n(a));
}

/** Names with this many bigrams or more may differ by an inserted word ("球类馆周边绿化" ~ "球类馆绿化"). */
const CONTAINED_MIN = 6;
/** Share of the shorter name's bigrams found in the longer one, for an inserted word. */
const CONTAINED = 0.85;

/**
 * Dice of the two names' bigrams; a name almost wholly inside the other (one added a place or a
 * floor: "四层…装修") counts as SAME_NAME when the shorter one is long enough to be distinctive.
 */
function nameSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const similarity = dice(a, b);
  if (similarity >= SAME_NAME) return similarity;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < CONTAINED_MIN) return similarity;
  let inside = 0;
  for (const g of small) if (large.has(g)) inside++;
  return inside / small.size >= CONTAINED ? SAME_NAME : similarity;
}

/** What fitting needs of a notice, computed once per notice rather than once per project. */
interface NoticeInfo {
  no: string | undefined;
  at: string;
  /** `at` as days since the epoch (NaN when unknown). */
  day: number;
  core: string;
  grams: Set<string>;
  stage: ProjectStage;
}

function infoOf(notice: Notice): NoticeInfo {
  const core = titleCore(notice.title);
  const at = dateOf(notice);
  return { no: normalProjectNo(notice.projectNo), at, day: Date.parse(at) / DAY, core, grams: coreGrams(core), stage: stageOf(notice) };
}

// A project's name bigrams and latest day, kept while the project object lives (a crawl's loaded projects).
const projectCache = new WeakMap<Project, { core: string; grams: Set<string>; lastAt: string; day: number }>();

function cached(project: Project) {
  let entry = projectCache.get(project);
  if (!entry || entry.core !== project.core || entry.lastAt !== project.lastAt) {
    entry = { core: project.core, grams: coreGrams(project.core), lastAt: project.lastAt, day: Date.parse(project.lastAt) / DAY };
    projectCache.set(project, entry);
  }
  return entry;
}

/** How well `notice` fits `project` (higher is better), or -1 when it is another project. */
export function projectFit(notice: Notice, project: Project, info: NoticeInfo = infoOf(notice)): number {
  if (project.site !== notice.site) return -1;
  const projectNo = normalProjectNo(project.projectNo);
  if (info.no && projectNo) return info.no === projectNo ? 2 : -1;
  const known = cached(project);
  if (Math.abs(info.day - known.day) > MAX_SPAN_DAYS) return -1; // NaN (a date unknown) compares false: no limit
  if (info.core.length < 4 || project.core.length < 4) return -1; // "中标候选人公示" alone names nothing
  const similarity = info.core === project.core ? 1 : nameSimilarity(info.grams, known.grams);
  if (similarity < SAME_NAME) return -1;
  if (!samePurchaser(notice.purchaser, project.purchaser)) return -1;
  if (!numbersAgree(info.core, project.core) || !placesAgree(info.core, project.core)) return -1;
  // A new call or intention after the result is the next round (next year's service, shops let again).
  if (project.closed && (info.stage === 'call' || info.stage === 'intent')) return -1;
  // Results of one call come together (lots, candidates then the award); one months later is another.
  if (project.closed && info.stage === 'result' && Math.abs(info.day - known.day) > RESULTS_SPAN_DAYS) return -1;
  return similarity;
}

const STAGE_ORDER: ProjectStage[] = ['intent', 'call', 'change', 'void', 'result'];

function laterStage(a: ProjectStage, b: ProjectStage): ProjectStage {
  return STAGE_ORDER.indexOf(b) > STAGE_ORDER.indexOf(a) ? b : a;
}

/** A new project founded by `notice`; its key made unique among `taken` (another round under the same name). */
function found(notice: Notice, taken: ReadonlySet<string>): Project {
  const at = dateOf(notice);
  const base = projectKey(notice);
  const project: Project = {
    key: taken.has(base) ? `${base}~${fnv(notice.url)}` : base,
    site: notice.site,
    core: titleCore(notice.title),
    stage: 'call',
    notices: [],
    firstAt: at,
    lastAt: at,
    closed: false,
    changes: [],
    sequence: 0,
  };
  if (notice.projectNo) project.projectNo = notice.projectNo;
  if (notice.purchaser) project.purchaser = notice.purchaser;
  return project;
}

/** The values a change notice moved, against the project's latest known ones (or a notice's before an edit). */
export function changedValues(notice: Pick<Notice, 'deadline' | 'openingAt' | 'budget'>, project: Pick<Project, 'deadline' | 'openingAt' | 'budget'>): ProjectChange[] {
  const out: ProjectChange[] = [];
  if (notice.deadline && project.deadline && notice.deadline !== project.deadline) out.push({ field: 'deadline', from: project.deadline, to: notice.deadline });
  if (notice.openingAt && project.openingAt && notice.openingAt !== project.openingAt) out.push({ field: 'openingAt', from: project.openingAt, to: notice.openingAt });
  if (notice.budget !== undefined && project.budget !== undefined && notice.budget !== project.budget) out.push({ field: 'budget', from: project.budget, to: notice.budget });
  return out;
}

export interface Assignment {
  /** The notice with `project` (and `changes` when it moved a value) set. */
  notice: Notice;
  /** The project after this notice: store it under its key. */
  project: Project;
  /** True when the notice founded the project. */
  created: boolean;
}

/**
 * Links `notice` to the best-fitting project of `known` (or founds one). Pure: `known` and its
 * projects are not modified. A notice already in a project stays there (re-assigning is idempotent).
 */
export function assignProject(notice: Notice, known: Iterable<Project>): Assignment {
  let best: Project | undefined;
  let bestFit = -1;
  const taken = new Set<string>();
  const info = infoOf(notice);
  for (const project of known) {
    taken.add(project.key);
    if (project.notices.includes(notice.url)) return { notice: { ...notice, project: project.key }, project, created: false };
    const fit = projectFit(notice, project, info);
    if (fit > bestFit || (fit === bestFit && best && project.lastAt > best.lastAt)) {
      best = project;
      bestFit = fit;
    }
  }
  const created = !best || bestFit < 0;
  const base = created ? found(notice, taken) : best!;
  const project: Project = { ...base, notices: [...base.notices, notice.url], changes: [...base.changes] };
  const { stage, at } = info;
  if (at && at > project.lastAt) project.lastAt = at;
  if (at && (!project.firstAt || at < project.firstAt)) project.firstAt = at;
  if (!project.projectNo && notice.projectNo) project.projectNo = notice.projectNo;
  if (!project.purchaser && notice.purchaser) project.purchaser = notice.purchaser;
  if (project.core.length < 4) project.core = titleCore(notice.title);
  const out: Notice = { ...notice, project: project.key };
  const changes = created ? [] : changedValues(notice, project);
  if (changes.length) {
    out.changes = changes;
    project.changes.push(...changes.map((c) => ({ ...c, url: notice.url })));
    project.sequence++;
  }
  if (stage === 'result') {
    project.closed = true;
    if (notice.winner) project.winner = notice.winner;
    if (notice.amount !== undefined) project.amount = notice.amount;
  } else {
    // The latest call or change states the values in force (a result's amounts are not a budget).
    if (notice.deadline) project.deadline = notice.deadline;
    if (notice.openingAt) project.openingAt = notice.openingAt;
    if (notice.budget !== undefined) project.budget = notice.budget;
  }
  project.stage = created ? stage : laterStage(project.stage, stage);
  return { notice: out, project, created };
}

/**
 * Links many notices at once, in publish order (a result after its call), e.g. the notices stored
 * before projects existed. Returns the notices with `project`/`changes` set and every project.
 */
export function assignProjects(notices: readonly Notice[], known: Iterable<Project> = []): { notices: Notice[]; projects: Project[] } {
  const projects = new Map<string, Project>();
  for (const p of known) projects.set(p.key, p);
  const order = [...notices].sort((a, b) => dateOf(a).localeCompare(dateOf(b)) || a.firstSeenAt.localeCompare(b.firstSeenAt));
  const linked = new Map<string, Notice>();
  for (const notice of order) {
    const { notice: out, project } = assignProject(notice, projects.values());
    projects.set(project.key, project);
    linked.set(notice.url, out);
  }
  return { notices: notices.map((n) => linked.get(n.url) ?? n), projects: [...projects.values()] };
}
