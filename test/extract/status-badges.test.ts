/**
 * A list's status badge after a title (lib/extract/links.ts bestTitle): `【报名中】` today,
 * `(已截止)` after the deadline, `【已结束】` on a result, in the link's own text. The title is the
 * notice's without it, so the badge's change is no edit of the title; a bracket that is part of the
 * title (（第二次）, （施工）) stays.
 */
import { describe, expect, it } from 'vitest';
import { bestTitle } from '../../lib/extract/links.ts';
import { readPage } from '../../lib/extract/read-page.ts';

const URL = 'http://www.lyu.edu.cn/zbgg/list.htm';

describe('status badges after a title', () => {
  it('leaves the badge out of the title, whatever brackets it is printed in', () => {
    for (const badge of ['【报名中】', '(已截止)', '（已截止）', '[进行中]', '【已结束】', ' 〔公示中〕']) {
      expect(bestTitle(`体育馆照明改造工程招标公告${badge}`, undefined), badge).toBe('体育馆照明改造工程招标公告');
    }
  });

  it('keeps a bracket that is part of the title', () => {
    for (const title of ['学生公寓卫生间塑钢门工程的招标公告（第二次）', '科技园装修改造工程（施工）招标公告', '校园网设备采购项目（已取消）']) {
      expect(bestTitle(title, undefined)).toBe(title);
    }
  });

  it('reads a row whose badge is in a <font> inside the link as the notice\'s title', () => {
    const text = '<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title></head><body><ul><li><a href="/zbgg/info/1.htm">体育馆照明改造工程招标公告<font color="red">【报名中】</font></a><span>2026-11-24</span></li></ul></body></html>';
    const page = readPage({ requestedUrl: URL, url: URL, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} }, { scope: 'lyu.edu.cn' });
    expect(page.links.find((l) => l.url.endsWith('/info/1.htm'))?.title).toBe('体育馆照明改造工程招标公告');
  });
});
