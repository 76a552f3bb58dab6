/**
 * An edit in place (lib/dedup/retitle.ts) on the corpus's real titles: a title that gains
 * （更正） or （第二次）, or names another project, is an edit; the same title cut short by a list,
 * completed, written with a column's 【label】 or the university's name in front, or shown as it
 * was before an edit, is none. Then `revise` on a real store: the record takes the new title,
 * keeps its first date and aliases, says what changed and loses its delivered mark.
 */
import { describe, expect, it } from 'vitest';
import { readTitleRows } from '../../helper/eval/fzu-titles.ts';
import { ingest, revise, type IngestDeps } from '../../lib/dedup/ingest.ts';
import { isRetitled } from '../../lib/dedup/retitle.ts';
import { NoticeIndex } from '../../lib/dedup/notice-index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { WriteOp } from '../../lib/store/store.ts';

const rows = readTitleRows();
// Notice titles without a change word of their own, long enough to be cut.
const titles = [...new Set((rows ?? []).filter((r) => r.weak_label === 'tender').map((r) => r.title!.trim()))]
  .filter((t) => t.length >= 12 && !/更正|变更|第.次|重发/.test(t))
  .slice(0, 800);

describe.skipIf(!rows)('isRetitled on the corpus titles', () => {
  it('has titles to test', () => expect(titles.length).toBeGreaterThan(200));

  // A title ends as titles end (公告, 结果 …) or mid-word; only text added after a whole title is
  // an edit, so a title that ends oddly ("…补充通知一") gaining （更正） is missed, and a cut that
  // ends at a bracket ("…公寓(64号楼)") is taken for whole. Both are rare: measured here.
  const share = (hits: boolean[]) => hits.filter(Boolean).length / hits.length;

  it('calls a title that gains a change or re-post marker an edit (≥ 97% of real titles)', () => {
    const marked = share(titles.map((t) => isRetitled([t], `${t}（更正）`)));
    const reposted = share(titles.map((t) => isRetitled([t], `${t}（第二次）`)));
    console.log(`edits told: （更正） ${(marked * 100).toFixed(1)}%, （第二次） ${(reposted * 100).toFixed(1)}% of ${titles.length} titles`);
    expect(marked).toBeGreaterThanOrEqual(0.97);
    expect(reposted).toBeGreaterThanOrEqual(0.97);
  });

  it('calls no edit the title itself, cut short, labelled by a column or with spacing', () => {
    for (const t of titles) {
      const cut = t.slice(0, Math.ceil(t.length * 0.6));
      for (const row of [t, cut, `${cut}…`, `【招标公告】${t}`, ` ${t.replace(/(.{4})/u, '$1 ')} `]) expect(isRetitled([t], row), `${t} → ${row}`).toBe(false);
    }
  });

  it('calls no edit a row that completes a stored title cut short (≤ 2% of real titles taken for an edit)', () => {
    const wrong = share(titles.map((t) => isRetitled([t.slice(0, Math.ceil(t.length * 0.6))], t)));
    console.log(`a cut stored title completed taken for an edit: ${(wrong * 100).toFixed(1)}% of ${titles.length} titles`);
    expect(wrong).toBeLessThanOrEqual(0.02);
  });

  it('calls another real title an edit, unless it is one of the titles the notice had before', () => {
    const pairs = titles.slice(0, 300).map((t, i) => [t, titles[(i + 150) % 300]!] as const);
    const edits = pairs.filter(([a, b]) => isRetitled([a], b));
    // Two different corpus titles that only differ by a leading name or a cut: not an edit (rare).
    expect(edits.length).toBeGreaterThan(pairs.length * 0.95);
    for (const [a, b] of edits) expect(isRetitled([b, a], a)).toBe(false);
  });
});

describe('revise', () => {
  const deps = (store: MemoryStore, index: NoticeIndex): IngestDeps => ({
    index,
    fingerprint: ({ title }) => (title.length.toString(16) + '0'.repeat(16)).slice(0, 16),
    notice: (url) => store.get('notices', url),
    commit: (ops: WriteOp[]) => store.write(ops),
    now: () => Date.parse('2026-11-25T08:00:00Z'),
  });

  it('gives the stored notice its new title and says what changed; its delivered mark goes', async () => {
    const store = new MemoryStore();
    const index = new NoticeIndex();
    const url = 'http://www.hzd.edu.cn/zbgg/3456.htm';
    const title = '实验室设备采购项目招标公告';
    const first = await ingest(deps(store, index), { url, title, site: 'hzd.edu.cn', listUrl: 'http://www.hzd.edu.cn/zbgg/', type: '招标', publishedAt: '2026-11-20', deadline: '2026-12-01T09:30' });
    expect(first.kind).toBe('new');
    await store.write([{ type: 'put', collection: 'delivered', key: url, value: { at: '2026-11-24T08:00:00Z' } }]);

    const edited = `${title}（更正）`;
    const notice = await revise(deps(store, index), { url, title: edited, site: 'hzd.edu.cn', listUrl: 'http://www.hzd.edu.cn/zbgg/', type: '更正变更', publishedAt: '2026-11-24', deadline: '2026-12-08T09:30', body: '投标截止时间延至2026年12月8日9:30' });
    expect(notice).toMatchObject({
      title: edited,
      publishedAt: '2026-11-20',
      deadline: '2026-12-08T09:30',
      formerTitles: [title],
      changes: [{ field: 'title', from: title, to: edited }, { field: 'deadline', from: '2026-12-01T09:30', to: '2026-12-08T09:30' }],
      revisedAt: '2026-11-25T08:00:00.000Z',
    });
    expect(await store.get('notices', url)).toEqual(notice);
    expect(await store.get('delivered', url)).toBeUndefined();
    expect(index.titlesOf(url)).toEqual([edited, title]);
    // The same title again is no revision.
    expect(await revise(deps(store, index), { url, title: edited, site: 'hzd.edu.cn', listUrl: 'http://www.hzd.edu.cn/zbgg/', type: '更正变更' })).toBeUndefined();
  });
});
