/**
 * `helper eval` section: how many corpus titles fall within d bits of another under
 * noticeFingerprint, d = 0..6, with an example pair: the measurement behind SAME_NOTICE_DISTANCE.
 */
import { noticeFingerprint, SAME_NOTICE_DISTANCE } from '../../lib/dedup/fingerprint.ts';
import { hammingDistance } from '../../lib/dedup/simhash.ts';
import { loadNodeTokenizer } from '../jieba-node.ts';
import { readTitleRows } from './fzu-titles.ts';

/** Every pair of fingerprints at most `maxDistance` bits apart, with its distance (indexes into `prints`). */
export function nearPairs(prints: readonly string[], maxDistance: number): { a: number; b: number; distance: number }[] {
  // Pigeonhole: two fingerprints within d bits agree on at least one of d + 1 bands; 16 hex digits
  // split into d + 1 bands of whole digits (so d ≤ 15).
  const bands = Math.min(maxDistance + 1, 16);
  const width = Math.floor(16 / bands);
  const seen = new Set<string>();
  const pairs: { a: number; b: number; distance: number }[] = [];
  for (let band = 0; band < bands; band++) {
    const start = band * width;
    const end = band === bands - 1 ? 16 : start + width;
    const buckets = new Map<string, number[]>();
    prints.forEach((print, i) => {
      const key = print.slice(start, end);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    });
    for (const ids of buckets.values()) {
      for (let x = 0; x < ids.length; x++) {
        for (let y = x + 1; y < ids.length; y++) {
          const key = `${ids[x]}:${ids[y]}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const distance = hammingDistance(prints[ids[x]!]!, prints[ids[y]!]!);
          if (distance <= maxDistance) pairs.push({ a: ids[x]!, b: ids[y]!, distance });
        }
      }
    }
  }
  return pairs;
}

/** Near-duplicate counts by distance over the distinct corpus titles; null when the corpus is absent. */
export async function evaluate(): Promise<{ title: string; columns: string[]; rows: (string | number)[][] } | null> {
  const rows = readTitleRows();
  if (!rows) return null;
  const tokenizer = loadNodeTokenizer();
  const titles = [...new Set(rows.map((r) => r.title!))];
  const prints = titles.map((title) => noticeFingerprint({ title }, tokenizer));
  const pairs = nearPairs(prints, 6);
  const table = [0, 1, 2, 3, 4, 5, 6].map((d) => {
    const within = pairs.filter((p) => p.distance <= d).length;
    const example = pairs.find((p) => p.distance === d);
    return [
      d === SAME_NOTICE_DISTANCE ? `${d} (threshold)` : d,
      within,
      `${((100 * within) / titles.length).toFixed(2)}%`,
      example ? `${titles[example.a]} ≈ ${titles[example.b]}` : '-',
    ];
  });
  return {
    title: `Dedup: noticeFingerprint near-duplicates among ${titles.length} distinct corpus titles`,
    columns: ['distance ≤', 'pairs', 'per title', 'example at exactly this distance'],
    rows: table,
  };
}
