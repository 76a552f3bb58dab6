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

/** Starts keeping the page's JSON answers: `max` of them at most, each of `maxBytes` at most. Once per page. */
export function recordJsonAnswers(max: number, maxBytes: number): void {
  const w = window as unknown as { __trAnswers?: JsonAnswers };
  if (w.__trAnswers) return;
  const kept: JsonAnswers = { answers: [], pending: 0 };
  w.__trAnswers = kept;
  const wanted = (type: string | null, length: string | null) => kept.answers.length + kept.pending < max && /json/i.test(type ?? '') && Number(length ?? 0) <= maxBytes;
  const keepText = (text: string) => {
    if (text.length > maxBytes || kept.answers.length >= max) return;
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
    this.addEventListener('load', () => {
      try {
        if (!wanted(this.getResponseHeader('content-type'), this.getResponseHeader('content-length'))) return;
        if (this.responseType === '' || this.responseType === 'text') keepText(this.responseText);
        else if (this.responseType === 'json' && this.response !== null) kept.answers.push(this.response);
      } catch {
        // left out
      }
    });
    return send.apply(this, args);
  };
}

/** The answers kept so far (none when the recorder did not run in this page). */
export function readJsonAnswers(): JsonAnswers {
  const kept = (window as unknown as { __trAnswers?: JsonAnswers }).__trAnswers;
  return { answers: kept?.answers ?? [], pending: kept?.pending ?? 0 };
}
