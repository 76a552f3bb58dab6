/**
 * A <title> that puts the site first (PowerEasy: "东瓯大学--招标公告") names the page by its second
 * part; the usual order ("招标公告 - 东瓯大学") by its first. With the site name taken for the page,
 * a 招标公告 column read as no procurement column and a low-scoring tender on it was lost (test/web5).
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';
import type { FetchedPage } from '../../lib/types/page.ts';

const page = (title: string, body = '<table><tr class="title"><td>招标公告</td></tr><tr><td><a href="/a/1.html">东瓯大学办公家具采购项目询价公告</a></td><td>2026年11月05日</td></tr></table>'): FetchedPage => {
  const url = 'http://cgc.dongou.edu.cn/Article/ShowClass.asp?ClassID=11';
  return { requestedUrl: url, url, status: 200, headers: {}, notModified: false, text: `<html><head><title>${title}</title></head><body>${body}</body></html>`, charset: 'utf-8', truncated: false, redirects: [], validators: {} };
};

describe('a page title with the site name first or last', () => {
  it('is the part that is not an institution name', () => {
    expect(readPage(page('东瓯大学--招标公告')).title).toBe('招标公告');
    expect(readPage(page('招标公告 - 东瓯大学')).title).toBe('招标公告');
    expect(readPage(page('东瓯职业技术学院 | 采购信息')).title).toBe('采购信息');
  });

  it('keeps a first part that is no bare institution name', () => {
    expect(readPage(page('东瓯大学2026年家具采购项目招标公告 - 采购与招标中心')).title).toBe('东瓯大学2026年家具采购项目招标公告');
  });
});
