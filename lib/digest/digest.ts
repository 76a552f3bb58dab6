/**
 * The daily digest for a printable page: today's matches grouped by university and stage, the
 * deadlines of the coming week, and the deadlines a change notice moved. Pure data; the UI lays it
 * out (text only, never as HTML).
 */
import { matchNotice, type InterestProfile, type MatchOptions } from '../profile/profile.ts';
import { stageOf, type ProjectStage } from '../project/stage.ts';
import { deadlineTime } from '../remind/reminders.ts';
import type { Notice, ProjectChange } from '../types/notice.ts';

const DAY = 86_400_000;
const STAGES: ProjectStage[] = ['intent', 'call', 'change', 'result', 'void'];

export interface DigestItem {
  url: string;
  title: string;
  site: string;
  stage: ProjectStage;
  deadline?: string;
  budget?: number;
  project?: string;
  /** The profile words found, for highlighting. */
  words: string[];
}

export interface Digest {
  /** The local day the digest is for, YYYY-MM-DD. */
  date: string;
  /** Today's matches: by site (alphabetical), then by stage in project order. */
  sites: { site: string; stages: { stage: ProjectStage; items: DigestItem[] }[] }[];
  /** Matching notices whose deadline falls in the next 7 days, soonest first. */
  deadlinesThisWeek: DigestItem[];
  /** Matching notices seen today that moved a deadline, opening time or budget. */
  changed: (DigestItem & { changes: ProjectChange[] })[];
  /** How many notices matched today. */
  total: number;
}

function localDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function seenDay(notice: Notice): string | undefined {
  const t = Date.parse(notice.firstSeenAt);
  return Number.isNaN(t) ? undefined : localDate(t);
}

/** Builds the digest of `now`'s local day. */
export function buildDigest(notices: readonly Notice[], profile: InterestProfile, now: number, options: MatchOptions = {}): Digest {
  const today = localDate(now);
  const matched: DigestItem[] = [];
  const week: (DigestItem & { time: number })[] = [];
  const changed: (DigestItem & { changes: ProjectChange[] })[] = [];
  for (const notice of notices) {
    const match = matchNotice(notice, profile, options);
    if (!match) continue;
    const item: DigestItem = { url: notice.url, title: notice.title, site: notice.site, stage: stageOf(notice), words: match.words };
    if (notice.deadline) item.deadline = notice.deadline;
    if (notice.budget !== undefined) item.budget = notice.budget;
    if (notice.project) item.project = notice.project;
    const isToday = seenDay(notice) === today;
    if (isToday) matched.push(item);
    const time = deadlineTime(notice.deadline);
    if (time !== undefined && time > now && time - now <= 7 * DAY) week.push({ ...item, time });
    if (isToday && notice.changes?.length) changed.push({ ...item, changes: notice.changes });
  }
  const bySite = new Map<string, DigestItem[]>();
  for (const item of matched) bySite.set(item.site, [...(bySite.get(item.site) ?? []), item]);
  const sites = [...bySite.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([site, items]) => ({
      site,
      stages: STAGES.map((stage) => ({ stage, items: items.filter((i) => i.stage === stage) })).filter((s) => s.items.length),
    }));
  return {
    date: today,
    sites,
    deadlinesThisWeek: week.sort((a, b) => a.time - b.time).map(({ time: _time, ...item }) => item),
    changed,
    total: matched.length,
  };
}
