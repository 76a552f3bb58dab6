/** bench/baselines/bloom.ts: the measured false-positive rate stays near the chosen one; JSON round-trips. */
import { describe, expect, it } from 'vitest';
import { BloomFilter } from '../../bench/baselines/bloom.ts';

// URLs shaped like a WebPlus site's: close strings are the hard case for a weak hash.
const urlOf = (i: number) => `http://www.xxx.edu.cn/info/1011/${i}.htm`;
const otherUrlOf = (i: number) => `http://zbb.yyy.edu.cn/content.jsp?urltype=news.NewsContentUrl&wbtreeid=1021&wbnewsid=${i}`;

function measuredRate(filter: BloomFilter, probes: number): number {
  let positives = 0;
  for (let i = 0; i < probes; i++) if (filter.has(otherUrlOf(i))) positives++;
  return positives / probes;
}

describe('BloomFilter', () => {
  it.each([
    [20_000, 0.01],
    [50_000, 0.001],
    [5_000, 0.05],
  ])('with %i URLs at rate %f measures ≤ 1.5× the rate on 100k others', (capacity, rate) => {
    const filter = BloomFilter.create(capacity, rate);
    for (let i = 0; i < capacity; i++) filter.add(urlOf(i));
    for (let i = 0; i < capacity; i++) expect(filter.has(urlOf(i))).toBe(true);
    const measured = measuredRate(filter, 100_000);
    expect(measured).toBeLessThanOrEqual(1.5 * rate);
    expect(measured).toBeGreaterThan(0.3 * rate); // a filter that sets too many bits is wasting space
    expect(filter.falsePositiveRate).toBeCloseTo(rate, 2);
  });

  it('says when it is over capacity and its rate has grown', () => {
    const filter = BloomFilter.create(1000, 0.01);
    expect(filter.falsePositiveRate).toBe(0);
    for (let i = 0; i < 3000; i++) filter.add(urlOf(i));
    expect(filter.falsePositiveRate).toBeGreaterThan(0.2);
    expect(measuredRate(filter, 20_000)).toBeCloseTo(filter.falsePositiveRate, 1);
  });

  it('chooses m and k by the textbook formulas', () => {
    const filter = BloomFilter.create(1000, 0.01);
    expect(filter.size).toBe(9586);
    expect(filter.hashes).toBe(7);
  });

  it('keeps membership through toJSON / fromJSON (and JSON text)', () => {
    const filter = BloomFilter.create(2000, 0.01);
    for (let i = 0; i < 2000; i++) filter.add(urlOf(i));
    filter.add('http://bidding.szu.edu.cn/list.asp?ftype=%D5%D0%B1%EA%B9%AB%B8%E6');
    const json = filter.toJSON();
    expect(json.data.length).toBeLessThan(4 * Math.ceil(filter.size / 24) + 4); // base64 of the bits, nothing more
    const copy = BloomFilter.fromJSON(JSON.parse(JSON.stringify(json)));
    expect(copy.count).toBe(2001);
    for (let i = 0; i < 2000; i++) expect(copy.has(urlOf(i))).toBe(true);
    expect(copy.has('http://bidding.szu.edu.cn/list.asp?ftype=%D5%D0%B1%EA%B9%AB%B8%E6')).toBe(true);
    for (let i = 0; i < 5000; i++) expect(copy.has(otherUrlOf(i))).toBe(filter.has(otherUrlOf(i)));
  });

  it('rejects bad sizes and malformed saved filters', () => {
    expect(() => BloomFilter.create(0, 0.01)).toThrow(RangeError);
    expect(() => BloomFilter.create(100, 1)).toThrow(RangeError);
    expect(() => BloomFilter.create(Number.NaN, 0.01)).toThrow(RangeError);
    expect(() => BloomFilter.fromJSON({ bits: 64, hashes: 3, count: 0, data: 'AAAA' })).toThrow(TypeError);
    expect(() => BloomFilter.fromJSON(null as never)).toThrow(TypeError);
  });
});
