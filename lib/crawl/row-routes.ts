/**
 * Rows with no link: a Vue/React list whose rows only have a click handler
 * (`router.push('/detail/' + row.id)`) and whose API gives `{id, title, date}` with no URL. The
 * renderer clicks one row, sees where the app went (`/detail/1026`, `#/detail/1026`, a window it
 * opened), and finds which field of the row's record (from the page's JSON answers) stands in that
 * URL: the route. Every other row's URL is then the route with its own record's value, with no
 * more clicks. Pure: the renderer gives the row texts, the clicked URL and the JSON answers.
 */

/** A JSON object of a list answer (one row's record). */
export type JsonRecord = Record<string, unknown>;

/** The URL a click led to, split around the record field's value. */
export interface RowRoute {
  prefix: string;
  field: string;
  suffix: string;
}

/** Records read from the answers at most (a page's list is a few dozen). */
const MAX_RECORDS = 5_000;
/** Nodes walked per answer at most. */
const MAX_NODES = 50_000;
/** A title is at least this long (a row's text holds it). */
const MIN_TITLE = 6;
/** Field names an id goes by: preferred over other fields whose value also stands in the URL. */
const ID_NAME = /^(?:id|_id|uuid|code|key|slug)$|(?:Id|_id|ID)$/;

/** The objects of the JSON answers that hold a title-like string (rows of a list), breadth first. */
export function recordsOf(answers: unknown[]): JsonRecord[] {
  const out: JsonRecord[] = [];
  for (const answer of answers) {
    const queue: unknown[] = [answer];
    for (let i = 0; i < queue.length && i < MAX_NODES && out.length < MAX_RECORDS; i++) {
      const node = queue[i];
      if (Array.isArray(node)) queue.push(...node);
      else if (node && typeof node === 'object') {
        const values = Object.values(node as JsonRecord);
        if (values.some((v) => typeof v === 'string' && titleLike(v))) out.push(node as JsonRecord);
        for (const v of values) if (v && typeof v === 'object') queue.push(v);
      }
    }
  }
  return out;
}

const titleLike = (v: string) => v.trim().length >= MIN_TITLE && /[\u4e00-\u9fff]|[a-z]{3,}/i.test(v);
const squash = (s: string) => s.replace(/\s+/g, '');

/** The record a row shows: the one with the longest title-like value found in the row's text. */
export function recordOfRow(rowText: string, records: JsonRecord[]): { record: JsonRecord; title: string } | undefined {
  const text = squash(rowText);
  let best: { record: JsonRecord; title: string } | undefined;
  for (const record of records) {
    for (const v of Object.values(record)) {
      if (typeof v !== 'string' || !titleLike(v)) continue;
      const title = squash(v);
      if (text.includes(title) && title.length > squash(best?.title ?? '').length) best = { record, title: v.trim() };
    }
  }
  return best;
}

/**
 * The route a click on the row `rowText` taught: the field of its record whose value stands alone
 * in `clickedUrl` (between / = # ? & . or the ends), an id-named field first. Undefined when none does.
 */
export function learnRowRoute(rowText: string, clickedUrl: string, records: JsonRecord[]): RowRoute | undefined {
  const found = recordOfRow(rowText, records);
  if (!found) return undefined;
  const fields = Object.entries(found.record)
    .filter(([, v]) => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^[\w-]{1,64}$/.test(v)))
    .sort(([a], [b]) => Number(ID_NAME.test(b)) - Number(ID_NAME.test(a)));
  for (const [field, value] of fields) {
    const token = encodeURIComponent(String(value));
    // The last place it stands alone: a route's id comes after its path (`/detail/12`, `?id=12`).
    for (let at = clickedUrl.lastIndexOf(token); at >= 0; at = at === 0 ? -1 : clickedUrl.lastIndexOf(token, at - 1)) {
      const before = clickedUrl[at - 1];
      const after = clickedUrl[at + token.length];
      if (before !== undefined && '/=#'.includes(before) && (after === undefined || '/?&#.'.includes(after))) {
        return { prefix: clickedUrl.slice(0, at), field, suffix: clickedUrl.slice(at + token.length) };
      }
    }
  }
  return undefined;
}

/** A row record's URL by a learned route, or undefined when the record lacks the field. */
export function routeUrl(route: RowRoute, record: JsonRecord): string | undefined {
  const value = record[route.field];
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  return `${route.prefix}${encodeURIComponent(String(value))}${route.suffix}`;
}
