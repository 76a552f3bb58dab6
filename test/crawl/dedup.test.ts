/** One notice = one record: known URLs and aliases, and the same notice under another URL recognised within a site. */
import { describe, expect, it } from 'vitest';
import { NoticeIndex } from '../../lib/dedup/notice-index.ts';
import { CrawlState } from '../../lib/crawl/state.ts';
import { noticeFingerprint } from '../../lib/dedup/fingerprint.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';

const tokenizer = loadNodeTokenizer();

function notice(url: string, title: string, projectNo: string, site = 'x.edu.cn'): Notice {
  return {
    url,
    title,
    site,
    listUrl: `http://zbb.${site}/zbgg.htm`,
    type: '招标',
    attachments: [],
    firstSeenAt: '2026-11-20T00:00:00.000Z',
    projectNo,
    fingerprint: noticeFingerprint({ title, projectNo }, tokenizer),
  };
}

const key = (n: Notice) => ({ fingerprint: n.fingerprint!, projectNo: n.projectNo, publishedAt: n.publishedAt, deadline: n.deadline });

describe('NoticeIndex', () => {
  it('loads stored notices and aliases, and knows their URLs', async () => {
    const store = new MemoryStore();
    const a = notice('http://zbb.x.edu.cn/info/1.htm', '关于实验室改造工程的招标公告', 'XZB-2026-001');
    await store.write([
      { type: 'put', collection: 'notices', key: a.url, value: a },
      { type: 'put', collection: 'aliases', key: 'http://www.x.edu.cn/info/9.htm', value: { notice: a.url } },
    ]);
    const index = await NoticeIndex.load(new CrawlState(store));
    expect(index.isKnown(a.url)).toBe(true);
    expect(index.isKnown('http://www.x.edu.cn/info/9.htm')).toBe(true);
    expect(index.isKnown('http://zbb.x.edu.cn/info/2.htm')).toBe(false);
    // Another form of a known URL the server answers the same: https, a folder's index.html.
    expect(index.isKnown('https://zbb.x.edu.cn/info/1.htm')).toBe(true);
    expect(index.hasExactly('https://zbb.x.edu.cn/info/1.htm')).toBe(false);
    expect(index.count('x.edu.cn')).toBe(1);
  });

  it('recognises the same notice of the same site under another URL, not another project of the same template', () => {
    const index = new NoticeIndex();
    const original = notice('http://zbb.x.edu.cn/info/1.htm', '关于学生公寓空调采购项目的公开招标公告', 'XZB-2026-017');
    index.addNotice(original);
    const copy = notice('http://www.x.edu.cn/info/7.htm', '关于学生公寓空调采购项目公开招标公告', 'XZB-2026-017');
    const another = notice('http://zbb.x.edu.cn/info/8.htm', '关于学生公寓空调采购项目的公开招标公告', 'XZB-2026-018');
    const elsewhere = notice('http://zbb.y.edu.cn/info/1.htm', original.title, original.projectNo!, 'y.edu.cn');
    expect(index.sameAs('x.edu.cn', key(copy))).toBe(original.url);
    expect(index.sameAs('x.edu.cn', key(another))).toBeUndefined();
    expect(index.sameAs('y.edu.cn', key(elsewhere))).toBeUndefined();
  });
});
