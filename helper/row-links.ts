/**
 * Link-less rows made links in the helper's browser: lib/crawl/row-links.ts runs the steps and
 * holds the bounds (one learning click per page, 3 per site a crawl, 100 rows per page, a few
 * seconds per page); this is its driver over a playwright page, whose JSON answers are kept from
 * the page's `response` events.
 */
import type { Page, Response } from 'playwright-core';
import { ANSWERS_MS, createRowLinker as createLinker, JSON_ANSWER_TYPE, jsonOfAnswer, MAX_ANSWER_BYTES, MAX_ANSWERS, type RowLinkDriver, type RowLinks } from '../lib/crawl/row-links.ts';
import { readPagerDom } from '../page-scripts/pager.ts';
import { clickRouteRow, clickRowHeld, heldAfterClick, linkRouteRows, markRouteRows, routeAfterClick } from '../page-scripts/rows.ts';

export interface RowLinker {
  /** Starts keeping the page's JSON answers (before it loads). */
  watch(page: Page): void;
  /** Makes the page's link-less rows links (its DOM then, and the rows left unlinked). `learn`: a click may be spent. */
  link(page: Page, learn: boolean): Promise<RowLinks>;
}

export function createRowLinker(): RowLinker {
  const linker = createLinker();
  const answers = new WeakMap<Page, Array<Promise<unknown>>>();

  const keep = (page: Page) => (response: Response) => {
    const list = answers.get(page);
    const type = response.request().resourceType();
    if (!list || list.length >= MAX_ANSWERS || (type !== 'xhr' && type !== 'fetch')) return;
    const headers = response.headers();
    if (!JSON_ANSWER_TYPE.test(headers['content-type'] ?? '') || Number(headers['content-length'] ?? 0) > MAX_ANSWER_BYTES) return;
    list.push(response.text().then((text) => (text.length <= MAX_ANSWER_BYTES ? jsonOfAnswer(text) : undefined), () => undefined));
  };

  const driver = (page: Page): RowLinkDriver => ({
    markRows: (limit) => page.evaluate(markRouteRows, limit),
    answers: () => settledAnswers(answers.get(page) ?? []),
    clickRow: (mark) => page.evaluate(clickRouteRow, mark),
    afterClick: () => page.evaluate(routeAfterClick),
    clickRowHeld: (mark) => page.evaluate(clickRowHeld, mark),
    heldAfterClick: (release) => page.evaluate(heldAfterClick, release),
    url: async () => page.url(),
    back: () => page.evaluate(() => history.back()),
    load: async (url, timeoutMs) => void (await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs })),
    linkRows: (links) => page.evaluate(linkRouteRows, links),
    read: () => page.evaluate(readPagerDom),
    wait: sleep,
    now: Date.now,
  });

  return {
    watch(page) {
      answers.set(page, []);
      page.on('response', keep(page));
    },
    link: (page, learn) => linker.link(driver(page), learn),
  };
}

/** The answers read so far and those that finish soon; one still open does not hold the others. */
async function settledAnswers(pending: Array<Promise<unknown>>): Promise<unknown[]> {
  const done: unknown[] = [];
  await Promise.race([Promise.all(pending.map((p) => p.then((v) => done.push(v)))), sleep(ANSWERS_MS)]);
  return done;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
