/**
 * The JSON-answer recorder (entrypoints/json-answers.content.ts) registered for the sites of the
 * tabs the crawl is rendering now, and for no other: at document_start, in the page's own world
 * (it must wrap `fetch` and XHR before the page's scripts use them). No new permission: a
 * registered script runs only on hosts the user granted, which are the sites being crawled. One
 * registration, its matches changed as tabs open and close; a worker stopped mid-render leaves it
 * until the next sync (the worker's start) or the browser's restart (it does not persist).
 */
import type { NetworkState } from '../../lib/crawl/index.ts';
import { readJsonAnswers, readRequests, type JsonAnswers } from '../../page-scripts/answers.ts';

const ID = 'tender-radar-json-answers';
const SCRIPT = 'content-scripts/json-answers.js';

/** Tabs rendering now, per match pattern. */
const users = new Map<string, number>();
let queue: Promise<unknown> = Promise.resolve();

/** The match pattern of a URL's host (any port, as match patterns are), or undefined for a non-web URL. */
function patternOf(url: string): string | undefined {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? `${protocol}//${hostname}/*` : undefined;
  } catch {
    return undefined;
  }
}

/** Registers the recorder as `users` says (none: unregistered). Calls run one after another. */
function sync(): Promise<void> {
  const next = queue.then(async () => {
    const matches = [...users.keys()];
    const registered = await browser.scripting.getRegisteredContentScripts({ ids: [ID] });
    if (registered.length > 0) await browser.scripting.unregisterContentScripts({ ids: [ID] });
    if (matches.length === 0) return;
    await browser.scripting.registerContentScripts([
      { id: ID, matches, js: [SCRIPT], runAt: 'document_start', world: 'MAIN', allFrames: false, persistAcrossSessions: false },
    ]);
  });
  queue = next.catch(() => {});
  return next;
}

/**
 * Records the JSON answers of `url`'s host until the returned release is called. Resolves once
 * the recorder is registered; a failure (a browser without the main world) leaves pages unrecorded.
 */
export async function recordAnswersOf(url: string): Promise<() => Promise<void>> {
  const pattern = patternOf(url);
  if (!pattern) return async () => {};
  users.set(pattern, (users.get(pattern) ?? 0) + 1);
  await sync().catch(() => {});
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const left = (users.get(pattern) ?? 1) - 1;
    if (left > 0) users.set(pattern, left);
    else users.delete(pattern);
    await sync().catch(() => {});
  };
}

/** Takes out a registration a stopped worker left (none is rendering at a worker's start). */
export function forgetAnswerRecorder(): Promise<void> {
  return sync();
}

/** The answers the recorder kept in a tab's page (none when it did not run there). */
export async function tabAnswers(tabId: number): Promise<JsonAnswers> {
  const [result] = await browser.scripting.executeScript({ target: { tabId }, world: 'MAIN', func: readJsonAnswers });
  return (result?.result as JsonAnswers | undefined) ?? { answers: [], pending: 0 };
}

/** The requests a tab's page has under way (its scripts' fetch/XHR, counted by the recorder); undefined when it did not run there. */
export async function tabRequests(tabId: number): Promise<NetworkState | undefined> {
  const [result] = await browser.scripting.executeScript({ target: { tabId }, world: 'MAIN', func: readRequests });
  return (result?.result as NetworkState | null | undefined) ?? undefined;
}
