/**
 * The page's JSON answers kept where the extension can read them (lib/crawl/row-links.ts finds a
 * row's record in them): `recordJsonAnswers` runs in the page's own world before its scripts
 * (the extension registers it at document_start for the site of a tab the crawl is rendering,
 * entrypoints/json-answers.content.ts) and keeps a copy of each fetch/XHR answer whose type is
 * JSON; `readJsonAnswers` is sent into the same world by `scripting.executeScript`. The page's
 * own calls are left as they were: their results are untouched, a copy is read beside them.
 * Each function is self-contained: no outside names, no named inner functions.
 */

export interface JsonAnswers {
  answers: unknown[];
  /** Answers whose body is still being read. */
  pending: number;
}

/** What the recorder keeps in the page: the answers, and the page's fetch/XHR requests under way and when one last began or ended. */
interface Kept extends JsonAnswers {
  inflight: number;
  lastAt: number;
}

/**
 * Starts keeping the page's JSON answers (`max` of them at most, each of `maxBytes` at most) and
 * counting its requests under way (a list drawn from a slow API is not read before it answers). Once per page.
 */
export function recordJsonAnswers(max: number, maxBytes: number): void {
  const w = window as unknown as { __trAnswers?: Kept };
  if (w.__trAnswers) return;
  const kept: Kept = { answers: [], pending: 0, inflight: 0, lastAt: Date.now() };
  w.__trAnswers = kept;
  const began = () => {
    kept.inflight++;
    kept.lastAt = Date.now();
  };
  const ended = () => {
    kept.inflight = Math.max(0, kept.inflight - 1);
    kept.lastAt = Date.now();
  };
  // JSON, or text that may be JSON (as lib/crawl/row-links.ts JSON_ANSWER_TYPE and jsonOfAnswer: no outside names here).
  const wanted = (type: string | null, length: string | null) =>
    kept.answers.length + kept.pending < max && /json|^text\/(?:html|plain)|javascript|^$/i.test(type ?? '') && Number(length ?? 0) <= maxBytes;
  const keepText = (text: string) => {
    if (text.length > maxBytes || kept.answers.length >= max || !/^\s*[[{]/.test(text)) return;
    try {
      kept.answers.push(JSON.parse(text));
    } catch {
      // not JSON after all
    }
  };
  const original = window.fetch;
  if (typeof original === 'function') {
    window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
      const answer = original.apply(this, args);
      began();
      answer.finally(ended).catch(() => {});
      answer.then(
        (response) => {
          try {
            if (!wanted(response.headers.get('content-type'), response.headers.get('content-length'))) return;
            kept.pending++;
            response
              .clone()
              .text()
              .then(keepText, () => {})
              .finally(() => kept.pending--);
          } catch {
            // a body already used, an opaque answer: left out
          }
        },
        () => {},
      );
      return answer;
    } as typeof fetch;
  }
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    began();
    this.addEventListener('loadend', ended);
    this.addEventListener('load', () => {
      try {
        if (!wanted(this.getResponseHeader('content-type'), this.getResponseHeader('content-length'))) return;
        if (this.responseType === '' || this.responseType === 'text') keepText(this.responseText);
        else if (this.responseType === 'json' && this.response !== null) kept.answers.push(this.response);
      } catch {
        // left out
      }
    });
    try {
      return send.apply(this, args);
    } catch (error) {
      ended(); // never sent: no loadend comes
      throw error;
    }
  };
}

/** The answers kept so far (none when the recorder did not run in this page). */
export function readJsonAnswers(): JsonAnswers {
  const kept = (window as unknown as { __trAnswers?: Kept }).__trAnswers;
  return { answers: kept?.answers ?? [], pending: kept?.pending ?? 0 };
}

/** The page's requests under way and the milliseconds since one began or ended; undefined when the recorder did not run in this page. */
export function readRequests(): { inflight: number; idleMs: number } | undefined {
  const kept = (window as unknown as { __trAnswers?: Kept }).__trAnswers;
  return kept && { inflight: kept.inflight, idleMs: Date.now() - kept.lastAt };
}
