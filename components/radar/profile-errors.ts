/**
 * lib/profile's errors (QueryError, ProfileError: English, for the command line and logs) in the
 * user's language, read off their wording; anything not known is shown as it is.
 */
import type { MessageKey, Translate } from '../i18n.ts';

const KNOWN: [RegExp, MessageKey][] = [
  [/the query is empty/, 'profileErrEmpty'],
  [/only excludes words/, 'profileErrOnlyExcluded'],
  [/"(.+)" can never match: it contains the excluded word "(.+)"/, 'profileErrContradiction'],
  [/has (\d+) words, at most (\d+)/, 'profileErrTooManyWords'],
  [/groups hold (\d+) words in all, at most (\d+)/, 'profileErrTooManyWordsAll'],
  [/groups has (\d+) entries, at most (\d+)/, 'profileErrTooManyGroups'],
  [/too long \((\d+) characters, at most (\d+)\)/, 'profileErrTooLong'],
  [/quoted phrase is not closed/, 'profileErrQuote'],
  [/"\|" needs a word on both sides/, 'profileErrBar'],
  [/"-" must be followed/, 'profileErrDash'],
  [/empty phrase/, 'profileErrEmptyPhrase'],
  [/"(.+)…" is longer than (\d+) characters/, 'profileErrLongWord'],
  [/budgetMin is above budgetMax/, 'profileErrBudget'],
  [/not JSON/, 'profileErrNotJson'],
  [/too large for a profile/, 'profileErrTooLarge'],
  [/format version/, 'profileErrVersion'],
];

/** The error's message in the user's language. */
export function profileErrorText(error: unknown, t: Translate): string {
  const message = error instanceof Error ? error.message : String(error);
  const group = /^group "([^"]*)": /.exec(message);
  const rest = group ? message.slice(group[0].length) : message;
  for (const [pattern, key] of KNOWN) {
    const m = pattern.exec(rest);
    if (m) return (group ? t('profileErrInGroup', group[1]!) : '') + t(key, m.slice(1));
  }
  return message;
}

/** A query written like a pattern (`.*`, `[a-z]`, `\d`, `^…$`): its words are looked for as written. */
export function looksLikePattern(query: string): boolean {
  return /\.\*|\.\+|\\[dwsb]|\[[^\]]*-[^\]]*\]|\(\?|^\^|\$$|\(.*\|.*\)/.test(query.trim());
}
