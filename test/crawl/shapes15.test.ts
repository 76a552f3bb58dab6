/**
 * test/shapes15 (issue #9 "Reach": recall and precision ≥ 0.97 on day 1 and on later days' new
 * notices): six 招标采购 sites whose lists change in ways other than "new rows on top" — sorted
 * oldest first, by deadline, by project number, with 置顶 rows above the new ones, a batch of 45
 * after a holiday, notices edited in place / deleted / reposted under a new URL, list URLs carrying a
 * daily session id or version and a list moved in a redesign (301). Crawled by the helper on days 1,
 * 2 and 3 on one state, without a browser. What the issue asks: every notice new each day, the
 * title edits of that day reported (a line with the same URL), nothing else (no news, no notice of
 * an earlier day again, no repost as new), each once, and day-1 list fetches within the real list
 * pages plus a small margin. A title edited in place comes again as one line with the title's
 * change (`changes: [{ field: 'title', from, to }]`). Two shapes are asserted as they are
 * (test/shapes15/README.md): a new notice sorted onto page 2 of a list whose page 1 did not change
 * comes a day late, and a repost with a new date is a new notice, by design.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDays, stateDir, throughHelper } from '../kit/runner.ts';
import { startServer, truth } from '../shapes15/server.ts';
import { scoreRuns, type Row15 } from '../shapes15/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes15/titles.mjs';

/** List fetches allowed past the real list pages on day 1. */
const MARGIN = 2;
const DAYS = [1, 2, 3] as const;
const shapes = corpusPresent ? [...new Set(truth(1).notices.map((n) => n.shape))] : [];
if (!corpusPresent) console.warn(`test/shapes15 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

/** The lines of a row that are neither a notice new that day nor an edit of that day (news, an earlier notice again or late, a repost, a repeat), by URL. */
const notNew = (r: Row15) => [...r.wrong, ...r.dupLines, ...r.lateLines].map((line) => line.split(' ')[0]!);

describe.skipIf(!corpusPresent)('test/shapes15', () => {
  const { dir, remove } = stateDir('shapes15');
  afterAll(remove);
  /** Per shape, its rows of days 1–3. */
  const scores: Record<string, Row15[]> = {};
  beforeAll(async () => {
    const { scored } = await runDays({ start: () => startServer({ port: 0 }), days: DAYS, seeds: truth(1).seeds, crawler: throughHelper(join(dir, 'state')), score: scoreRuns });
    for (const row of scored) (scores[row.shape] ??= []).push(row);
    for (const rows of Object.values(scores)) expect(rows.map((r) => r.day)).toEqual([...DAYS]);
  }, 600_000);

  const strict = shapes.filter((shape) => !(shape in GAPS));
  it.each(strict)('%s: every new notice of days 1–3 and each day\'s title edits, once, nothing older again, list fetches within the real pages', (shape) => {
    for (const s of scores[shape]!) {
      expect(notNew(s), `${shape} day ${s.day}: news, an earlier notice again, a repost or a repeat delivered`).toEqual([]);
      expect(s.missed, `${shape} day ${s.day}: new notices missed`).toEqual([]);
      expect(s.editsMissed, `${shape} day ${s.day}: title edits not reported`).toEqual([]);
    }
    // Every list fetch (tender and news) against every real list page, as the web always counted them.
    const one = scores[shape]![0]!;
    expect(one.listFetches + one.newsListFetches, `${shape}: day-1 list fetches`).toBeLessThanOrEqual(one.realListPages + one.realNewsPages + MARGIN);
  });

  it('moving-urls: the list stamped with the day is read once on day 2, and once on day 3 under its new address', () => {
    // Day 2: 采购结果's links carry the day (?v=20261121) beside the stored ?v=20261120; a date that
    // changes names no other page (it was asked twice until 2026-11-29). Day 3: its new address, read
    // through the redirect, is no new column to fetch again (it was, until 2026-11-28).
    for (const day of [1, 2]) {
      const run = scores['moving-urls']![day]!;
      expect(run.askedTwice.map((p) => p.page), `day ${day + 1}`).toEqual([]);
      expect(run.missed).toEqual([]);
    }
  });

  // The two gaps test/shapes15/README.md names, held to exactly what they are.
  it('sorted-middle: a notice sorted onto a later page while page 1 is unchanged comes a day late, never lost, never twice', () => {
    const [one, two, three] = scores['sorted-middle']!;
    expect(one!.missed).toEqual([]);
    expect(notNew(one!)).toEqual([]);
    // Day 2: new rows only on page 2 of the column sorted by project number (page 1 unchanged); found on day 3.
    expect(three!.missed).toEqual([]);
    expect(notNew(three!).sort()).toEqual(two!.missed.map((m) => m.split(' ')[0]!).sort());
    expect(notNew(two!)).toEqual([]);
  });

  it('edited: every new notice each day; a title edited in place comes again once, saying old → new; a repost with a new date is a new notice', () => {
    const edited = scores.edited!;
    for (const s of edited) expect(s.missed).toEqual([]);
    expect(edited.map((s) => s.editsMissed.length)).toEqual([0, 0, 0]);
    for (const line of edited.flatMap((s) => s.editLines)) {
      expect(line.title).toContain('更正');
      const changes = line.changes as Array<{ field: string; from: unknown; to: unknown }> | undefined;
      expect(changes?.[0]).toMatchObject({ field: 'title', to: line.title });
      expect(String(changes?.[0]?.from)).not.toContain('更正');
    }
    expect(edited.map((s) => notNew(s).length)).toEqual([0, 0, 1]);
  });
});

/** Shapes with a gap the product keeps on purpose or has not closed (README): asserted apart. */
const GAPS = { 'sorted-middle': 'late by a day', edited: 'a repost with a new date is a new notice' };
