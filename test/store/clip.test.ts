import { describe, expect, it } from 'vitest';
import { clipChars, clipUtf8 } from '../../lib/text/clip.ts';

describe('clipUtf8', () => {
  it('keeps short text, cuts long text between characters within the byte budget', () => {
    expect(clipUtf8('招标公告', 100)).toBe('招标公告');
    expect(clipUtf8('招标公告', 7)).toBe('招标'); // 3 bytes each: a third would not fit
    expect(clipUtf8('ab招标', 4)).toBe('ab');
    const long = '采购'.repeat(50_000) + '😀'.repeat(10);
    const cut = clipUtf8(long, 64 * 1024);
    expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(64 * 1024);
    expect(long.startsWith(cut)).toBe(true);
    expect(cut.length).toBeGreaterThan(21_000);
  });

  it('never splits a surrogate pair', () => {
    expect(clipUtf8('a😀😀', 4)).toBe('a'); // the emoji is 4 bytes: 1 + 4 = 5 would not fit
    expect(clipUtf8('a😀😀', 8)).toBe('a😀'); // 9 would not fit the second
  });
});

describe('clipChars', () => {
  it('cuts at a code-unit count without splitting a pair', () => {
    expect(clipChars('招标公告', 2)).toBe('招标');
    expect(clipChars('a😀', 2)).toBe('a');
    expect(clipChars('short', 10)).toBe('short');
  });
});
