/**
 * A subscription query, the aggregators' syntax: `实验室设备 | 仪器 -维保 -物业`.
 * - `|` separates alternatives; any one matching is enough.
 * - spaces separate words an alternative needs all of (AND).
 * - `-word` excludes: a text holding it never matches, whichever alternative it sits in.
 * - `"two words"` (or “…”) is one literal phrase.
 * Words are plain text compared by substring after normalisation: `.*`, `[a-z]+` or `(` are
 * characters to find, never a pattern (no RegExp is ever built from user text).
 */
import { matchForm } from './normalize.ts';

export interface ParsedQuery {
  /** Each alternative: the words it needs, all of them (normalised). */
  alternatives: string[][];
  /** Words that veto a match (normalised). */
  exclusions: string[];
}

/** A query that cannot be used, with a message the options page can show as is. */
export class QueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}

/** More words than this is a pasted document, not a subscription; the bound keeps matching fast. */
export const MAX_QUERY_WORDS = 500;
export const MAX_QUERY_CHARS = 10_000;
const MAX_WORD_CHARS = 100;

interface Token {
  text: string;
  kind: 'word' | 'exclude' | 'or';
}

function tokens(query: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const isQuote = (c: string) => c === '"' || c === '“' || c === '”';
  while (i < query.length) {
    const c = query[i]!;
    if (/\s/u.test(c)) {
      i++;
      continue;
    }
    if (c === '|') {
      out.push({ text: '|', kind: 'or' });
      i++;
      continue;
    }
    let exclude = false;
    if (c === '-' && i + 1 < query.length && !/\s/u.test(query[i + 1]!)) {
      exclude = true;
      i++;
    } else if (c === '-') {
      throw new QueryError('"-" must be followed by the word to exclude, e.g. -物业');
    }
    let text = '';
    if (isQuote(query[i]!)) {
      const end = [...query.slice(i + 1)].findIndex(isQuote);
      if (end < 0) throw new QueryError('a quoted phrase is not closed: add the closing "');
      text = query.slice(i + 1, i + 1 + end);
      i += end + 2;
    } else {
      while (i < query.length && !/\s/u.test(query[i]!) && query[i] !== '|' && !isQuote(query[i]!)) text += query[i++];
    }
    out.push({ text, kind: exclude ? 'exclude' : 'word' });
  }
  return out;
}

/** Parses a query; throws QueryError saying what is wrong (empty, contradictory, too long…). */
export function parseQuery(query: string): ParsedQuery {
  if (typeof query !== 'string') throw new QueryError('the query must be text');
  if (query.length > MAX_QUERY_CHARS) throw new QueryError(`the query is too long (${query.length} characters, at most ${MAX_QUERY_CHARS})`);
  // Tokens first, then each is normalised: normalizeText drops the spaces between Chinese words,
  // and here they separate the words an alternative needs.
  const normalised = query.normalize('NFKC');
  if (!normalised.trim()) throw new QueryError('the query is empty: write at least one word to look for');
  const list = tokens(normalised);
  const words = list.filter((t) => t.kind !== 'or');
  if (words.length > MAX_QUERY_WORDS) throw new QueryError(`the query has ${words.length} words, at most ${MAX_QUERY_WORDS}: split it into groups or keep the distinctive words`);
  const alternatives: string[][] = [[]];
  const exclusions: string[] = [];
  for (const t of list) {
    if (t.kind === 'or') {
      alternatives.push([]);
      continue;
    }
    const text = matchForm(t.text);
    if (!text) throw new QueryError('an empty phrase ("") matches nothing: remove it');
    if (text.length > MAX_WORD_CHARS) throw new QueryError(`"${text.slice(0, 20)}…" is longer than ${MAX_WORD_CHARS} characters`);
    if (t.kind === 'exclude') exclusions.push(text);
    else alternatives[alternatives.length - 1]!.push(text);
  }
  const used = alternatives.filter((a) => a.length > 0);
  if (used.length === 0) throw new QueryError('the query only excludes words: add a word to look for');
  if (used.length < alternatives.length) throw new QueryError('"|" needs a word on both sides');
  for (const alternative of used) {
    const vetoed = alternative.find((w) => exclusions.some((x) => w.includes(x)));
    if (vetoed !== undefined) {
      const by = exclusions.find((x) => vetoed.includes(x))!;
      throw new QueryError(`"${vetoed}" can never match: it contains the excluded word "${by}"`);
    }
  }
  return { alternatives: used.map((a) => [...new Set(a)]), exclusions: [...new Set(exclusions)] };
}

/** The words of the first alternative `text` satisfies (plus those of any other satisfied), or null. */
export function matchQuery(query: ParsedQuery, text: string): string[] | null {
  if (query.exclusions.some((x) => text.includes(x))) return null;
  const words: string[] = [];
  for (const alternative of query.alternatives) {
    if (alternative.every((w) => text.includes(w))) words.push(...alternative);
  }
  return words.length ? [...new Set(words)] : null;
}
