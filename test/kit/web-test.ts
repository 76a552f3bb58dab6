/**
 * The parts of a first-contact web's test that are the same for every web (shapes22 … shapes26):
 * `serveWeb(start)` starts the web before the describe's tests and closes it after, with `port()` and
 * `setDay(day)` (sets the day, checks it took, returns that day's `/__truth`); `crawlsTwoDays(…)` is
 * the "two days through the helper" describe: both days crawled by the helper on one state, then for
 * each site and day the row's shape, `want` and real list pages are the truth's and nothing is
 * missed, wrong, twice or late, asked twice, or of a wrong title or date (`notes` add a web's
 * reading of a figure to its message).
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDays, stateDir, throughHelper, type DayRun } from './runner.ts';
import type { Row } from './score.ts';
import type { Truth } from './types.ts';

/** A web served for a describe's tests: `port()` once started, `setDay(day)` → that day's truth. */
export function serveWeb<T extends Truth>(start: () => Promise<Server>): { port(): number; setDay(day: number): Promise<T> } {
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    server = await start();
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => { server?.closeAllConnections(); if (server) server.close(() => done()); else done(); }));
  return {
    port: () => port,
    async setDay(day) {
      const r = await fetch(`http://127.0.0.1:${port}/__day?set=${day}`);
      expect(((await r.json()) as { day: number }).day).toBe(day);
      return (await (await fetch(`http://127.0.0.1:${port}/__truth`)).json()) as T;
    },
  };
}

export interface TwoDays<T extends Truth> {
  /** The web's name (`shapes25`): the describe's and the state folder's. */
  web: string;
  /** The test's title (what it checks, the first contact). */
  title: string;
  skip: boolean;
  start: () => Promise<Server>;
  truth: (day: number) => T;
  score: (base: string, runs: DayRun[]) => Promise<Row[]>;
  /** A web's word after a figure's message (`dates: 'detail-dates: from the notice's page'`). */
  notes?: Partial<Record<'twice' | 'titles' | 'dates', string>>;
}

/** The describe "test/<web>: two days through the helper". */
export function crawlsTwoDays<T extends Truth & { shapes: Record<string, string> }>({ web, title, skip, start, truth, score, notes = {} }: TwoDays<T>): void {
  const note = (what: string, key: keyof NonNullable<TwoDays<T>['notes']>) => (notes[key] ? `${what} (${notes[key]})` : what);
  describe.skipIf(skip)(`test/${web}: two days through the helper`, () => {
    const { dir, remove } = stateDir(web);
    afterAll(remove);

    it(title, async () => {
      const { scored, runs } = await runDays({
        start, days: [1, 2], seeds: (day) => truth(day).seeds,
        crawler: throughHelper(join(dir, 'state')), score,
      });
      expect(runs.map((r) => r.day)).toEqual([1, 2]);
      expect(scored).toHaveLength(12);
      for (const day of [1, 2]) {
        const t = truth(day);
        for (const site of Object.keys(t.lists)) {
          const row = scored.find((r) => r.day === day && r.site === site)!;
          expect(row.shape).toBe(t.shapes[site]);
          expect(row.want).toBe(t.notices.filter((n) => n.site === site && n.day === day).length);
          expect(row.realListPages).toBe(t.lists[site]!.real);
          const what = `day ${day} ${row.shape}`;
          expect(row.missed, `${what}: missed`).toEqual([]);
          expect(row.wrong, `${what}: not notices`).toEqual([]);
          expect([...row.dupLines, ...row.lateLines], note(`${what}: twice or late`, 'twice')).toEqual([]);
          expect(row.askedTwice, `${what}: list pages asked twice`).toEqual([]);
          expect(row.titleWrong, note(`${what}: titles`, 'titles')).toEqual([]);
          expect(row.dateWrong, note(`${what}: dates`, 'dates')).toEqual([]);
        }
      }
    }, 1_800_000);
  });
}
