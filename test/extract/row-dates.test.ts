/** Dates as Chinese list and notice pages write them (each row is a form seen on real sites). */
import { describe, expect, it } from 'vitest';
import { completeDates } from '../../lib/extract/links.ts';
import { findDate, findRowDate, isoDate } from '../../lib/extract/row-dates.ts';

describe('findDate', () => {
  it.each([
    ['2024-04-02', '2024-04-02'],
    ['2024/4/2', '2024-04-02'],
    ['2024.04.02', '2024-04-02'],
    ['2024年4月2日', '2024-04-02'],
    ['2024 年 04 月 02 日 10:30', '2024-04-02'],
    ['发布时间：2023-12-31 08:00:00', '2023-12-31'],
    ['学年 2024-2025-1 学期，2024-13-40 无效，后面 2024-02-29 有效', '2024-02-29'],
    ['2023-02-29 不存在', undefined],
    ['编号 ZB20240402001', undefined],
    ['电话 0591-22866100', undefined],
  ])('%s → %s', (text, want) => {
    expect(findDate(text)).toBe(want);
  });
});

describe('findRowDate', () => {
  it.each([
    ['[04-02]', { month: 4, day: 2 }],
    ['(4-2)', { month: 4, day: 2 }],
    ['【04.02】', { month: 4, day: 2 }],
    ['  04-02 ', { month: 4, day: 2 }],
    ['4月2日', { month: 4, day: 2 }],
    ['02 2024-04', { year: 2024, month: 4, day: 2 }],
    ['2024-04 02', { year: 2024, month: 4, day: 2 }],
    ['2024/04/02', { year: 2024, month: 4, day: 2 }],
    ['阅读 12 次', undefined],
    ['第3.5版', undefined],
    ['13-40', undefined],
    // The rest of a row once its title is taken out: a bullet or separator beside the date.
    ['11-08 ·', { month: 11, day: 8 }],
    ['| 11-08', { month: 11, day: 8 }],
    ['第3-5期', undefined],
  ])('%s → %o', (text, want) => {
    expect(findRowDate(text)).toEqual(want);
  });
});

describe('isoDate', () => {
  it('knows the calendar', () => {
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDate(2023, 2, 29)).toBeUndefined();
    expect(isoDate(2024, 4, 31)).toBeUndefined();
    expect(isoDate(2024, 0, 1)).toBeUndefined();
  });
});

describe('a row showing two dates', () => {
  it('is dated by the earlier: a notice is published before its deadline, in whichever cell it comes', () => {
    expect(findRowDate('2027-01-19 2026-11-20')).toEqual({ year: 2026, month: 11, day: 20 });
    expect(findRowDate('发布日期：2026-11-20 截止时间：2026-12-10 09:30')).toEqual({ year: 2026, month: 11, day: 20 });
  });
});

describe("year-less rows under this year's", () => {
  // A SUDY-style list's page 4: this January's rows with their year, then last December's without.
  const rows = [{ year: 2026, month: 1, day: 28 }, { year: 2026, month: 1, day: 21 }, { month: 12, day: 30 }, { month: 12, day: 23 }];
  it('are last year\'s when this year would put them in the future', () => {
    expect(completeDates(rows, { today: '2026-11-25' })).toEqual(['2026-01-28', '2026-01-21', '2025-12-30', '2025-12-23']);
  });
  it("keep their neighbour's year when that is no later than today (China is a day ahead of UTC)", () => {
    expect(completeDates([{ year: 2026, month: 11, day: 20 }, { month: 11, day: 26 }, { month: 11, day: 10 }], { today: '2026-11-25' })).toEqual(['2026-11-20', '2026-11-26', '2026-11-10']);
    expect(completeDates(rows)).toEqual(['2026-01-28', '2026-01-21', '2026-12-30', '2026-12-23']); // no today: nothing to tell
  });
});
