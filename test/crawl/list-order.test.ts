/**
 * Which lists a refresh reads past page 1 by their order (lib/crawl/refresh.ts newestFirst): a list
 * kept newest first, even under pinned old rows, shows its new notices on top; one sorted oldest
 * first, by deadline or by project number may show them on any page, and is read whole.
 */
import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../lib/crawl/refresh.ts';

const rows = (...dates: Array<string | undefined>) => dates.map((date) => (date ? { date } : {}));

describe('newestFirst', () => {
  it('a list newest first, with or without pinned old rows on top, undated rows skipped', () => {
    expect(newestFirst(rows('2026-11-21', '2026-11-21', '2026-11-20', '2026-11-18', '2026-11-18', '2026-11-17', '2026-11-10', '2026-11-02'))).toBe(true);
    expect(newestFirst(rows('2025-03-01', '2025-09-02', '2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', undefined, '2026-11-17', '2026-11-12'))).toBe(true);
  });

  it('a list oldest first or sorted by something else is not', () => {
    expect(newestFirst(rows('2026-09-01', '2026-09-03', '2026-09-08', '2026-09-10', '2026-09-15', '2026-09-16', '2026-09-20', '2026-09-21'))).toBe(false);
    expect(newestFirst(rows('2026-11-20', '2026-11-19', '2026-11-22', '2026-11-19', '2026-11-21', '2026-11-18', '2026-11-18', '2026-11-21'))).toBe(false);
  });
});
