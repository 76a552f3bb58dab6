import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Frontier } from '../../lib/crawl/frontier.ts';

describe('Frontier', () => {
  it('pops the best score first, ties by depth then arrival', () => {
    const f = new Frontier();
    f.offer('https://www.x.edu.cn/news', 0.2, 1);
    f.offer('https://zbb.x.edu.cn/zbgg.htm', 0.9, 2);
    f.offer('https://www.x.edu.cn/a', 0.5, 2);
    f.offer('https://www.x.edu.cn/b', 0.5, 1);
    f.offer('https://www.x.edu.cn/c', 0.5, 1);
    expect([1, 2, 3, 4, 5].map(() => f.pop()?.url)).toEqual([
      'https://zbb.x.edu.cn/zbgg.htm',
      'https://www.x.edu.cn/b',
      'https://www.x.edu.cn/c',
      'https://www.x.edu.cn/a',
      'https://www.x.edu.cn/news',
    ]);
    expect(f.pop()).toBeUndefined();
  });

  it('raises a URL offered again with a higher score, never lowers it, and keeps it once', () => {
    const f = new Frontier();
    f.offer('u1', 0.3, 3);
    f.offer('u2', 0.6, 1);
    f.offer('u1', 0.8, 2);
    f.offer('u1', 0.1, 1);
    expect(f.size).toBe(2);
    expect(f.pop()).toMatchObject({ url: 'u1', score: 0.8, depth: 1 });
    expect(f.pop()).toMatchObject({ url: 'u2' });
    expect(f.pop()).toBeUndefined();
  });

  it('survives a JSON round trip mid-way and pops the same sequence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 4 }))),
        fc.nat(50),
        (offers, popsBefore) => {
          const a = new Frontier();
          for (const [u, s, d] of offers) a.offer(`u${u}`, s / 100, d);
          for (let i = 0; i < popsBefore; i++) a.pop();
          const b = Frontier.fromJSON(JSON.parse(JSON.stringify(a.toJSON())));
          const drain = (f: Frontier) => {
            const out: string[] = [];
            for (let e = f.pop(); e; e = f.pop()) out.push(`${e.url}:${e.score}:${e.depth}`);
            return out;
          };
          const left = drain(a);
          expect(drain(b)).toEqual(left);
          // Every URL comes out once, in non-increasing score order.
          expect(new Set(left.map((x) => x.split(':')[0])).size).toBe(left.length);
          const scores = left.map((x) => Number(x.split(':')[1]));
          expect(scores).toEqual([...scores].sort((x, y) => y - x));
        },
      ),
    );
  });
});
