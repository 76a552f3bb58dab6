/**
 * The user's interest profile: what is "for me". Named groups of queries (query.ts) plus filters
 * on the notice type, the budget, the universities and their provinces. A notice is for me when
 * it passes the filters and one group's query matches its title or the start of its body.
 */
import type { Notice, NoticeType } from '../types/notice.ts';
import { matchForm } from './normalize.ts';
import { matchQuery, parseQuery, QueryError, type ParsedQuery } from './query.ts';

export interface InterestGroup {
  name: string;
  query: string;
}

export interface InterestProfile {
  groups: InterestGroup[];
  /** Notice types wanted; empty = all. */
  types: NoticeType[];
  /** Yuan. A notice whose budget is unknown passes. */
  budgetMin?: number;
  budgetMax?: number;
  /** Registrable domains of the sites wanted ("fzu.edu.cn"); empty = all watched. */
  universities: string[];
  /** Provinces wanted ("福建"); empty = all. Needs `provinceOf` when matching. */
  provinces: string[];
  /** The badge counts only the notices that match (not every new notice). */
  countMatchesOnly: boolean;
  /** Days before a deadline the first reminder comes. */
  reminderDays: number;
}

export const DEFAULT_REMINDER_DAYS = 3;

/** A profile that lets everything through: the state before the user writes one. */
export function emptyProfile(): InterestProfile {
  return { groups: [], types: [], universities: [], provinces: [], countMatchesOnly: false, reminderDays: DEFAULT_REMINDER_DAYS };
}

export interface ProfileMatch {
  /** The name of the group that matched ('' when the profile has no groups). */
  group: string;
  /** The words found, for highlighting (normalised forms). */
  words: string[];
  /** Words found in the title itself: a stronger match than in the body. */
  inTitle: number;
}

export interface MatchOptions {
  /** Province of a site ("fzu.edu.cn" → "福建"); unknown → the province filter lets it pass. */
  provinceOf?: (site: string) => string | undefined;
}

/** How much of the body is searched: the opening, where the project is named. */
const BODY_EXCERPT = 600;

// Parsed queries per profile object, re-parsed when its groups change (the options page edits in place).
const compiled = new WeakMap<InterestProfile, { signature: string; groups: { name: string; query: ParsedQuery }[] }>();

/** The profile's groups parsed; a group whose query does not parse matches nothing (validateProfile says why). */
function groupsOf(profile: InterestProfile) {
  const signature = profile.groups.map((g) => `${g.name}\u0000${g.query}`).join('\u0001');
  const cached = compiled.get(profile);
  if (cached?.signature === signature) return cached.groups;
  const groups = profile.groups.flatMap((g) => {
    try {
      return [{ name: g.name, query: parseQuery(g.query) }];
    } catch (error) {
      if (error instanceof QueryError) return [];
      throw error;
    }
  });
  compiled.set(profile, { signature, groups });
  return groups;
}

/** The notice's text as matched: title, then the start of the body. */
function noticeText(notice: Pick<Notice, 'title' | 'body'>): { title: string; all: string } {
  const title = matchForm(notice.title);
  return { title, all: `${title}\n${matchForm((notice.body ?? '').slice(0, BODY_EXCERPT))}` };
}

function passesFilters(notice: Notice, profile: InterestProfile, options: MatchOptions): boolean {
  if (profile.types.length && (!notice.type || !profile.types.includes(notice.type))) return false;
  if (notice.budget !== undefined) {
    if (profile.budgetMin !== undefined && notice.budget < profile.budgetMin) return false;
    if (profile.budgetMax !== undefined && notice.budget > profile.budgetMax) return false;
  }
  if (profile.universities.length && !profile.universities.includes(notice.site)) return false;
  if (profile.provinces.length && options.provinceOf) {
    const province = options.provinceOf(notice.site);
    if (province && !profile.provinces.includes(province)) return false;
  }
  return true;
}

/** The first group matching `notice`, with the words found; null when it is not for me. */
export function matchNotice(notice: Notice, profile: InterestProfile, options: MatchOptions = {}): ProfileMatch | null {
  if (!passesFilters(notice, profile, options)) return null;
  if (profile.groups.length === 0) return { group: '', words: [], inTitle: 0 };
  const groups = groupsOf(profile);
  const text = noticeText(notice);
  for (const g of groups) {
    const words = matchQuery(g.query, text.all);
    if (words) return { group: g.name, words, inTitle: words.filter((w) => text.title.includes(w)).length };
  }
  return null;
}

// ── validation, export and import ───────────────────────────────────────────────────────────

const NOTICE_TYPES: readonly NoticeType[] = ['招标', '采购', '询价', '磋商', '谈判', '单一来源', '中标结果', '成交结果', '候选人公示', '更正变更', '废标流标终止', '采购意向', '资格预审', '招租', '资产处置', '遴选入围', '其他公告'];
const MAX_GROUPS = 50;
/** Words over all groups: every notice is checked against each, so this bounds matching time. */
export const MAX_PROFILE_WORDS = 2000;
const MAX_LIST = 500;

/** A profile read from JSON that is not usable; the message says which field and why. */
export class ProfileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfileError';
  }
}

function stringList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new ProfileError(`${field} must be a list of text`);
  if (value.length > MAX_LIST) throw new ProfileError(`${field} has ${value.length} entries, at most ${MAX_LIST}`);
  return [...new Set((value as string[]).map((v) => v.trim()).filter(Boolean))];
}

function optionalAmount(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new ProfileError(`${field} must be a number of yuan ≥ 0`);
  return value;
}

/** Checks an untrusted value (imported JSON, stored data) and returns a clean profile, or throws ProfileError. */
export function validateProfile(value: unknown): InterestProfile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ProfileError('a profile must be a JSON object');
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.groups)) throw new ProfileError('groups must be a list of {name, query}');
  if (v.groups.length > MAX_GROUPS) throw new ProfileError(`groups has ${v.groups.length} entries, at most ${MAX_GROUPS}`);
  let words = 0;
  const groups = v.groups.map((g, i) => {
    if (!g || typeof g !== 'object') throw new ProfileError(`group ${i + 1} must be {name, query}`);
    const { name, query } = g as Record<string, unknown>;
    if (typeof name !== 'string' || typeof query !== 'string') throw new ProfileError(`group ${i + 1} needs a text name and query`);
    try {
      const parsed = parseQuery(query);
      words += parsed.exclusions.length + parsed.alternatives.reduce((sum, a) => sum + a.length, 0);
    } catch (error) {
      if (error instanceof QueryError) throw new ProfileError(`group "${name || i + 1}": ${error.message}`);
      throw error;
    }
    return { name: name.trim() || `group ${i + 1}`, query };
  });
  if (words > MAX_PROFILE_WORDS) throw new ProfileError(`the groups hold ${words} words in all, at most ${MAX_PROFILE_WORDS}: keep the distinctive ones`);
  const types = stringList(v.types, 'types');
  const unknown = types.find((t) => !NOTICE_TYPES.includes(t as NoticeType));
  if (unknown !== undefined) throw new ProfileError(`types: "${unknown}" is not a notice type`);
  const budgetMin = optionalAmount(v.budgetMin, 'budgetMin');
  const budgetMax = optionalAmount(v.budgetMax, 'budgetMax');
  if (budgetMin !== undefined && budgetMax !== undefined && budgetMin > budgetMax) throw new ProfileError('budgetMin is above budgetMax: no notice could pass');
  const reminderDays = v.reminderDays === undefined ? DEFAULT_REMINDER_DAYS : v.reminderDays;
  if (typeof reminderDays !== 'number' || !Number.isInteger(reminderDays) || reminderDays < 0 || reminderDays > 60) throw new ProfileError('reminderDays must be a whole number of days, 0 to 60');
  const profile: InterestProfile = {
    groups,
    types: types as NoticeType[],
    universities: stringList(v.universities, 'universities'),
    provinces: stringList(v.provinces, 'provinces'),
    countMatchesOnly: v.countMatchesOnly === true,
    reminderDays,
  };
  if (budgetMin !== undefined) profile.budgetMin = budgetMin;
  if (budgetMax !== undefined) profile.budgetMax = budgetMax;
  return profile;
}

/** The profile as a JSON file's text (versioned, so a later format can read it). */
export function exportProfile(profile: InterestProfile): string {
  return `${JSON.stringify({ format: 'tender-radar-profile', version: 1, profile: validateProfile(profile) }, null, 2)}\n`;
}

/** Reads a profile file written by exportProfile (or a bare profile object); throws ProfileError. */
export function importProfile(text: string): InterestProfile {
  if (text.length > 1_000_000) throw new ProfileError('the file is too large for a profile');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProfileError('the file is not JSON');
  }
  const wrapped = parsed as { format?: unknown; version?: unknown; profile?: unknown } | null;
  if (wrapped && typeof wrapped === 'object' && wrapped.format === 'tender-radar-profile') {
    if (wrapped.version !== 1) throw new ProfileError(`profile format version ${String(wrapped.version)} is not known`);
    return validateProfile(wrapped.profile);
  }
  return validateProfile(parsed);
}
