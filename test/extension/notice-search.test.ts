/** Fuzzy search on 1,500 real university titles: exact, one wrong character, one missing character. */
import { describe, expect, it } from 'vitest';
import { createNoticeSearch } from '../../lib/search/notice-search.ts';
import { searchTerms } from '../../lib/search/terms.ts';
import { corpusMissing, reviewedNotices } from './corpus.ts';

describe('searchTerms', () => {
  it('pairs Chinese characters and keeps Latin words whole', () => {
    expect(searchTerms('实验室设备采购 FZU-2024')).toEqual(['实验', '验室', '室设', '设备', '备采', '采购', 'fzu', '2024']);
    expect(searchTerms('网')).toEqual(['网']);
    expect(searchTerms('2024年采购')).toEqual(['2024', '年采', '采购']);
    expect(searchTerms('  ！！ ')).toEqual([]);
  });
});

describe.skipIf(corpusMissing)('createNoticeSearch on the reviewed corpus', () => {
  if (corpusMissing) console.warn(`skipped: ${corpusMissing}`);
  const notices = corpusMissing ? [] : reviewedNotices();
  const index = createNoticeSearch(notices);
  // Long notice titles, every 20th: a fixed sample, so a failure names the same title every time.
  const sample = notices.filter((n) => n.label === 'notice' && [...n.title].length >= 10).filter((_, i) => i % 20 === 0);
  const rankOf = (query: string, url: string) => index.search(query).indexOf(url);

  it('has a sample to try', () => {
    expect(sample.length).toBeGreaterThan(20);
  });

  it('finds every sampled title by its own text, first or tied first', () => {
    for (const n of sample) expect(rankOf(n.title, n.url), n.title).toBeGreaterThanOrEqual(0);
    const firsts = sample.filter((n) => rankOf(n.title, n.url) <= 2).length;
    expect(firsts / sample.length).toBeGreaterThan(0.9);
  });

  it('still finds a title with one character wrong or missing', () => {
    let found = 0;
    for (const n of sample) {
      const chars = [...n.title];
      const middle = Math.floor(chars.length / 2);
      const typo = [...chars.slice(0, middle), '口', ...chars.slice(middle + 1)].join('');
      const missing = [...chars.slice(0, middle), ...chars.slice(middle + 1)].join('');
      const typoRank = rankOf(typo, n.url);
      const missingRank = rankOf(missing, n.url);
      if (typoRank >= 0 && typoRank < 10 && missingRank >= 0 && missingRank < 10) found++;
    }
    expect(found / sample.length).toBeGreaterThan(0.9);
  });

  it('does not match unrelated text, and follows removals', () => {
    expect(index.search('量子计算机超导芯片')).toEqual([]);
    expect(index.search('')).toEqual([]);
    const first = sample[0]!;
    index.remove(first.url);
    expect(index.search(first.title)).not.toContain(first.url);
    expect(index.size).toBe(notices.length - 1);
  });
});
