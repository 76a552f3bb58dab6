import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hammingDistance, simhash } from '../../lib/dedup/simhash.ts';

describe('simhash', () => {
  it('is 16 hex digits, stable, and order-free', () => {
    const a = simhash(['福州大学', '实验室', '设备', '采购', '招标公告']);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(simhash(['招标公告', '采购', '设备', '实验室', '福州大学'])).toBe(a);
  });

  it('moves a little for one changed token among many, a lot for unrelated tokens', () => {
    const words = '学校 图书馆 二期 空调 系统 维修 改造 工程 公开 招标 公告 项目 编号 预算 截止 时间'.split(' ');
    const base = simhash(words);
    const oneChanged = simhash([...words.slice(0, -1), '地点']);
    const unrelated = simhash('关于 举办 第十 届 校园 歌手 大赛 决赛 的 通知 请 各 学院 组织 学生 观看'.split(' '));
    expect(hammingDistance(base, oneChanged)).toBeLessThan(hammingDistance(base, unrelated));
    expect(hammingDistance(base, unrelated)).toBeGreaterThan(12);
  });

  it('of nothing is all zeros', () => {
    expect(simhash([])).toBe('0000000000000000');
  });
});

describe('hammingDistance', () => {
  it('counts differing bits across both halves', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('00000000ffffffff', '00000000fffffff0')).toBe(4);
  });

  it('rejects what is not a fingerprint instead of returning a wrong count', () => {
    expect(() => hammingDistance('xyz', '0000000000000000')).toThrow(RangeError);
  });

  it('is a metric: symmetric, zero on itself, triangle inequality', () => {
    const hex = fc.stringMatching(/^[0-9a-f]{16}$/);
    fc.assert(
      fc.property(hex, hex, hex, (a, b, c) => {
        expect(hammingDistance(a, a)).toBe(0);
        expect(hammingDistance(a, b)).toBe(hammingDistance(b, a));
        expect(hammingDistance(a, c)).toBeLessThanOrEqual(hammingDistance(a, b) + hammingDistance(b, c));
      }),
    );
  });

  it('simhash never throws on arbitrary tokens', () => {
    fc.assert(fc.property(fc.array(fc.string()), (tokens) => /^[0-9a-f]{16}$/.test(simhash(tokens))));
  });
});
