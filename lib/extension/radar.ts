/**
 * The bidder's radar over the store: the saved interest profile, the learned ranking's model and
 * its undo steps, "for me" in the snapshot, project timelines, deadline reminders, the alerts for
 * a change notice and the daily digest. Thin wiring over lib/profile, lib/rank, lib/project,
 * lib/remind, lib/digest; no browser API here (the directory's provinces come in as MatchOptions),
 * so it can sit beside the snapshot wherever that lives.
 */
import type { NoticeView } from '../messages/protocol.ts';
import { emptyProfile, matchNotice, validateProfile, type InterestProfile, type MatchOptions } from '../profile/index.ts';
import type { Alert, RadarView } from '../messages/radar-protocol.ts';

export type { Alert };
import { ageFactor, feedbackOn, matchStrength, rankForMe, urgency } from '../rank/for-me.ts';
import { readModel, unlearn, type FeedbackKind, type FeedbackModel } from '../rank/learn.ts';
import { buildDigest, type Digest, type DigestItem } from '../digest/digest.ts';
import { dueReminders, type Reminder } from '../remind/reminders.ts';
import type { Notice } from '../types/notice.ts';
import type { Store, WriteOp } from '../store/store.ts';
import { MARKS, NO_MARKS, SETTINGS, type MarkRecord } from './records.ts';
import type { UndoStep } from '../app-store/collections.ts';

/** SETTINGS keys of the radar's records. */
export const PROFILE = 'profile';
export const MODEL = 'feedbackModel';
export const STEPS = 'feedbackSteps';
export const FIRED = 'remindersFired';
export const LAST_RUN = 'lastRun';
export const ALERTS = 'alerts';

/** Judgements that can be undone, newest last. */
const MAX_UNDO = 20;
/** Reminder keys kept (each names a deadline: old ones never come back). */
const MAX_FIRED = 5000;
/** Alerts kept for the record (the popup and tests read them). */
const MAX_ALERTS = 50;

/** A mark as stored, with the radar's own flag. */
type RadarMark = MarkRecord;
type MarkField = keyof UndoStep['before'];

/** The change a judgement makes to the notice's marks. */
const MARK_OF: Record<FeedbackKind, Partial<Record<MarkField, boolean>>> = {
  'not-a-tender': { dismissed: true },
  'not-for-me': { notForMe: true },
  starred: { starred: true },
  opened: { read: true },
};

/** The saved profile, or undefined when none was saved (or it no longer validates). */
export async function loadProfile(store: Store): Promise<InterestProfile | undefined> {
  const value = await store.get(SETTINGS, PROFILE);
  if (value === undefined) return undefined;
  try {
    return validateProfile(value);
  } catch {
    return undefined;
  }
}

async function loadModel(store: Store): Promise<FeedbackModel> {
  return readModel(await store.get(SETTINGS, MODEL));
}

async function loadSteps(store: Store): Promise<UndoStep[]> {
  const steps = await store.get(SETTINGS, STEPS);
  return Array.isArray(steps) ? steps : [];
}

/** Ranks the views for the profile and the learned model; sets match, forMe and rank (times the classifier's relevance). */
export async function applyRadar(store: Store, views: NoticeView[], now: number, options: MatchOptions = {}): Promise<{ notices: NoticeView[]; radar: RadarView }> {
  const [saved, model, projects, steps, lastRun, alerts] = await Promise.all([
    loadProfile(store),
    loadModel(store),
    store.getAll('projects'),
    loadSteps(store),
    store.get(SETTINGS, LAST_RUN),
    store.get(SETTINGS, ALERTS),
  ]);
  const profile = saved ?? emptyProfile();
  // Without any judgement the model is flat: skip its features (the cheap path for 10,000 notices).
  const ranked =
    model.updates > 0
      ? rankForMe(views, profile, model, now, options)
      : views.map((notice) => {
          const match = matchNotice(notice, profile, options);
          return { notice, match, forMe: match !== null, rank: matchStrength(match) * ageFactor(notice, now) * urgency(notice, now) };
        });
  const notices = ranked
    .map(({ notice, match, forMe, rank }) => {
      const view: NoticeView = { ...notice, rank: rank * (notice.score ?? 0.75), forMe: forMe && !notice.notForMe && !notice.dismissed };
      if (match) view.match = { group: match.group, words: match.words };
      return view;
    })
    .sort((a, b) => b.rank - a.rank || b.firstSeenAt.localeCompare(a.firstSeenAt));
  const radar: RadarView = {
    forMeUnread: notices.filter((n) => n.forMe && !n.read).length,
    projects: projects.filter((p) => p.notices.length > 1),
    alerts: Array.isArray(alerts) ? alerts.slice(-10) : [],
    undo: steps.map((s) => ({ url: s.step.url, kind: s.step.kind, title: s.title })),
  };
  if (saved) radar.profile = saved;
  if (lastRun) radar.lastRun = lastRun;
  return { notices, radar };
}

/** The count the badge and the daily notification show: matches only when the profile says so. */
export function badgeCount(radar: RadarView, unread: number): number {
  return radar.profile?.countMatchesOnly ? radar.forMeUnread : unread;
}

/** Saves a profile after validation (ProfileError's message when it is not usable). */
export async function saveProfile(store: Store, value: unknown): Promise<InterestProfile> {
  const profile = validateProfile(value);
  await store.write([{ type: 'put', collection: SETTINGS, key: PROFILE, value: profile }]);
  return profile;
}

function markOp(url: string, mark: RadarMark): WriteOp {
  return { type: 'put', collection: MARKS, key: url, value: mark };
}

/** Learns one judgement and applies its mark, in one batch; the step goes on the undo list. */
export async function giveFeedback(store: Store, url: string, kind: FeedbackKind, options: MatchOptions = {}): Promise<void> {
  const notice = await store.get('notices', url);
  if (!notice) throw new Error(`not a stored notice: ${url.slice(0, 100)}`);
  const [model, steps, old] = await Promise.all([loadModel(store), loadSteps(store), store.get(MARKS, url)]);
  const { model: next, step } = feedbackOn(model, notice, kind, (await loadProfile(store)) ?? emptyProfile(), options);
  const change = MARK_OF[kind];
  const before: UndoStep['before'] = {};
  for (const field of Object.keys(change) as MarkField[]) before[field] = old?.[field] ?? false;
  const undo = [...steps, { step, title: notice.title.slice(0, 200), before }].slice(-MAX_UNDO);
  await store.write([
    { type: 'put', collection: SETTINGS, key: MODEL, value: next },
    { type: 'put', collection: SETTINGS, key: STEPS, value: undo },
    markOp(url, { ...NO_MARKS, ...old, ...change, url }),
  ]);
}

/** Takes back the latest judgement; undefined when there is none. */
export async function undoFeedback(store: Store): Promise<string | undefined> {
  const steps = await loadSteps(store);
  const last = steps.pop();
  if (!last) return undefined;
  const url = last.step.url;
  const [model, old] = await Promise.all([loadModel(store), store.get(MARKS, url)]);
  await store.write([
    { type: 'put', collection: SETTINGS, key: MODEL, value: unlearn(model, last.step) },
    { type: 'put', collection: SETTINGS, key: STEPS, value: steps },
    markOp(url, { ...NO_MARKS, ...old, ...last.before, url }),
  ]);
  return url;
}

/** Marks `urls` read in one batch. */
export async function markAllRead(store: Store, urls: readonly string[]): Promise<void> {
  const ops: WriteOp[] = [];
  for (const url of urls.slice(0, 20_000)) {
    const old = await store.get(MARKS, url);
    if (!old?.read) ops.push(markOp(url, { ...NO_MARKS, ...old, read: true, url }));
  }
  if (ops.length) await store.write(ops);
}

/**
 * The reminders due at `now`: starred notices, and those the saved profile matches (no profile:
 * starred only, so a new user is not reminded of every deadline). Their keys are stored before
 * they are shown, so each fires once whatever happens after.
 */
export async function takeDueReminders(store: Store, now: number, options: MatchOptions = {}): Promise<Reminder[]> {
  const [notices, marks, saved, fired] = await Promise.all([
    store.getAll('notices'),
    store.getAll(MARKS),
    loadProfile(store),
    store.get(SETTINGS, FIRED),
  ]);
  const byUrl = new Map(marks.map((m) => [m.url, m]));
  const starred = new Set(marks.filter((m) => m.starred).map((m) => m.url));
  const wanted = notices.filter((n) => !byUrl.get(n.url)?.dismissed && !byUrl.get(n.url)?.notForMe && (saved || starred.has(n.url)));
  const keys = Array.isArray(fired) ? fired : [];
  const due = dueReminders(wanted, saved ?? emptyProfile(), now, keys, { ...options, starred });
  if (due.length) {
    await store.write([{ type: 'put', collection: SETTINGS, key: FIRED, value: [...keys, ...due.map((r) => r.key)].slice(-MAX_FIRED) }]);
  }
  return due;
}


/**
 * After a check: the notices worth a notification (matches only when the profile says so) and
 * one alert per new change notice that moved a deadline, opening time or budget of a project the
 * user follows (matching the profile, or any when there is none). Records the run and the alerts.
 */
export async function afterCheck(
  store: Store,
  fresh: readonly Notice[],
  now: Date,
  describe: (notice: Notice) => { title: string; message: string },
  options: MatchOptions = {},
): Promise<{ notify: Notice[]; alerts: Alert[] }> {
  const [saved, old] = await Promise.all([loadProfile(store), store.get(SETTINGS, ALERTS)]);
  const matches = (n: Notice) => !saved || matchNotice(n, saved, options) !== null;
  const notify = saved?.countMatchesOnly ? fresh.filter(matches) : [...fresh];
  const alerts = fresh
    .filter((n) => n.changes?.length && matches(n))
    .map((n) => ({ id: `change ${n.url}`, url: n.url, at: now.toISOString(), ...describe(n) }));
  await store.write([
    { type: 'put', collection: SETTINGS, key: LAST_RUN, value: { at: now.toISOString(), newNotices: notify.length } },
    ...(alerts.length ? [{ type: 'put', collection: SETTINGS, key: ALERTS, value: [...(old ?? []), ...alerts].slice(-MAX_ALERTS) } satisfies WriteOp] : []),
  ]);
  return { notify, alerts };
}

/**
 * "This week" keeps a project's deadline in force only: a call whose deadline a later 更正 moved
 * is left out (the change is listed with the new one).
 */
function currentDeadlines(digest: Digest, notices: readonly Notice[]): Digest {
  const latest = new Map<string, Notice>();
  const when = (n: Notice) => n.publishedAt ?? n.firstSeenAt;
  for (const n of notices) {
    if (!n.project || !n.deadline) continue;
    const known = latest.get(n.project);
    if (!known || when(n) > when(known)) latest.set(n.project, n);
  }
  const inForce = (item: DigestItem) => !item.project || latest.get(item.project)?.url === item.url;
  return { ...digest, deadlinesThisWeek: digest.deadlinesThisWeek.filter(inForce) };
}

/** The daily digest of `now`'s day over the notices not dismissed or "not for me" (no profile: every notice). */
export async function dailyDigest(store: Store, now: number, options: MatchOptions = {}): Promise<Digest> {
  const [notices, marks, saved] = await Promise.all([store.getAll('notices'), store.getAll(MARKS), loadProfile(store)]);
  const hidden = new Set(marks.filter((m) => m.dismissed || m.notForMe).map((m) => m.url));
  const kept = notices.filter((n) => !hidden.has(n.url));
  return currentDeadlines(buildDigest(kept, saved ?? emptyProfile(), now, options), kept);
}
