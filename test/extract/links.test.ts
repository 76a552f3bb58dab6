/**
 * Links on a list page in real CMS shapes (test/fixtures/extract/list-edge-cases.html): URLs resolved
 * against <base href> and canonical, cut titles completed from the title attribute, row dates in
 * every common form (year-less ones get the year of their neighbours), paper 5's context, scope,
 * attachments, the list region and its pager; hidden, scripted and template links are not links.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import { readPage } from '../../lib/extract/read-page.ts';

const html = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'extract', 'list-edge-cases.html'), 'utf8');
const page = extractPage(parseHtml(html), 'http://zcc.example.edu.cn/zbgg.htm', { scope: 'example.edu.cn' });
const byText = (text: string) => page.links.find((l) => l.text.startsWith(text))!;

describe('links of a list page', () => {
  it('resolves against <base href> and keeps invisible links out', () => {
    expect(byText('福建示例大学实验室').url).toBe('http://zcc.example.edu.cn/info/1023/1260.htm');
    const urls = page.links.map((l) => l.url);
    for (const hidden of ['from-script', 'hidden', 'noscript', 'template']) {
      expect(urls.some((u) => u.includes(hidden))).toBe(false);
    }
  });

  it('takes the title attribute when the anchor text is cut', () => {
    const link = byText('福建示例大学实验室');
    expect(link.text).toBe('福建示例大学实验室设备采购项目公开…');
    expect(link.titleAttr).toBe('福建示例大学实验室设备采购项目公开招标公告');
    expect(link.title).toBe('福建示例大学实验室设备采购项目公开招标公告');
    expect(byText('关于旗山').title).toBe('关于旗山校区物业服务项目的询价公告');
  });

  it('reads the row date in every form, year from the neighbours, never from the title', () => {
    expect(byText('福建示例大学实验室').date).toBe('2024-04-02');
    expect(byText('关于旗山').date).toBe('2024-03-28');
    expect(byText('教学楼外立面').date).toBe('2024-03-27');
    expect(byText('关于2024年5月1日').date).toBe('2024-03-25');
    expect(byText('档案数字化').date).toBe('2024-03-22');
    expect(byText('图书馆空调').date).toBe('2024-03-20');
    expect(byText('首页').date).toBeUndefined();
  });

  it("gives paper 5's context: neighbouring anchors, else nearby text", () => {
    const second = byText('关于旗山');
    expect(second.context).toContain('福建示例大学实验室设备采购项目公开');
    expect(second.context).toContain('教学楼外立面修缮项目成交结果公示');
    // Links close by: the previous and next anchors, even across a line break.
    expect(byText('招标文件').context).toBe('跳转 需求书');
    // No link within the window before it: the text just before it.
    expect(byText('通知全文').context).toContain('请各单位按时提交材料。详见');
  });

  it('judges scope and keeps attachments with their names', () => {
    expect(byText('友情链接')).toMatchObject({ inScope: false, skip: 'out-of-scope' });
    expect(byText('通知全文')).toMatchObject({ inScope: true });
    expect(byText('跳转')).toMatchObject({ inScope: false, skip: 'javascript' });
    expect(byText('来信')).toMatchObject({ inScope: false, skip: 'mailto' });
    expect(page.attachments).toEqual([
      { name: '招标文件.pdf', url: 'http://zcc.example.edu.cn/attach/1260-1.pdf' },
      { name: '需求书', url: 'http://other.example.com/x.docx' },
    ]);
  });

  it('finds the notice list and its pager', () => {
    expect(page.listRegions).toHaveLength(1);
    const region = page.listRegions[0]!;
    expect(region.linkIndexes.map((i) => page.links[i]!.text.slice(0, 4))).toEqual(['福建示例', '关于旗山', '教学楼外', '关于20', '档案数字', '图书馆空']);
    expect(region.dateShare).toBe(1);
    expect(region.pagination).toEqual(['http://zcc.example.edu.cn/sub/zbgg/2.htm', 'http://zcc.example.edu.cn/sub/zbgg/5.htm']);
    for (const i of region.linkIndexes) expect(page.links[i]!.listIndex).toBe(0);
    expect(page.title).toBe('招标公告');
  });

  it('types the blocks: navigation, the link list, weights summing to 1', () => {
    const nav = page.blocks[byText('首页').blockIndex]!;
    expect(nav.type).toBe('navigation');
    const list = page.blocks[byText('关于旗山').blockIndex]!;
    expect(list.type).toBe('anchor');
    expect(list.linkDensity).toBeGreaterThan(0.5);
    expect(page.blocks.reduce((sum, b) => sum + b.weight, 0)).toBeCloseTo(1, 9);
  });
});

describe('page titles and list rows in other templates', () => {
  const read = (html: string, url = 'http://bidding.example.edu.cn/view.asp?id=1') =>
    readPage({ requestedUrl: url, url, status: 200, headers: {}, notModified: false, text: html, charset: 'utf-8', truncated: false, redirects: [], validators: {} });

  it('keeps a hyphen inside the title and cuts the site name at the last one', () => {
    const page = read('<html><head><title>江源大学茶学院液相色谱-质谱联用仪采购项目招标公告-江源大学招投标管理中心</title></head><body><p>正文</p></body></html>');
    expect(page.title).toBe('江源大学茶学院液相色谱-质谱联用仪采购项目招标公告');
    expect(read('<html><head><title>招标公告 - 示例大学</title></head><body></body></html>').title).toBe('招标公告');
  });

  it('takes striped rows (tr.odd / tr.even) as one list', () => {
    const rows = Array.from({ length: 8 }, (_, i) => `<tr class="${i % 2 ? 'even' : 'odd'}"><td><a href="info/${100 + i}.htm">实验室设备采购项目${i + 1}公开招标公告</a></td><td>2025-06-0${i + 1}</td></tr>`);
    const page = read(`<html><head><title>招标公告</title></head><body><table>${rows.join('')}</table></body></html>`, 'http://zbcg.example.edu.cn/zbgg.htm');
    expect(page.listRegions).toHaveLength(1);
    expect(page.listRegions[0]!.linkIndexes).toHaveLength(8);
  });

  it('reads a nav held in <map> (PHPCMS v9 headers) and an image map’s <area> links by their alt', () => {
    const nav = '<div class="nav-bar"><map><ul><li><a href="/list-2-1.html"><span>学校新闻</span></a></li><li><a href="/list-6-1.html"><span>招标采购</span></a></li></ul></map></div>';
    const image = '<img src="/banner.jpg" usemap="#m"><map name="m"><area shape="rect" coords="0,0,80,20" href="/zbgg/" alt="招标公告"><area shape="rect" coords="80,0,160,20" href="/nohref-title" title="中标公示"></map>';
    const page = read(`<html><head><title>示例大学</title></head><body>${nav}${image}</body></html>`, 'http://www.example.edu.cn/');
    const named = Object.fromEntries(page.links.map((l) => [l.text, l.url]));
    expect(named['招标采购']).toBe('http://www.example.edu.cn/list-6-1.html');
    expect(named['学校新闻']).toBe('http://www.example.edu.cn/list-2-1.html');
    expect(named['招标公告']).toBe('http://www.example.edu.cn/zbgg/');
    expect(page.links.find((l) => l.url.endsWith('/nohref-title'))?.title).toBe('中标公示');
  });

  it('takes elements that go somewhere on a click, and a quick-links <select>, as links', () => {
    const body = `<ul class="nav"><li onclick="window.location.href='/zbgg/'"><span>招标公告</span></li><li onclick="toggle(this)">更多栏目</li>
      <div class="tile" onclick="window.open('/cgjg/list.htm')">采购结果</div></ul>
      <select onchange="window.open(this.value)"><option value="">快速通道</option><option value="/cgyx/">采购意向</option><option value="http://lib.example.edu.cn/">图书馆</option></select>
      <select onchange="location.href=this.value"><option value="list_2.htm">第2页</option><option value="list_3.htm">第3页</option></select>`;
    const page = read(`<html><head><title>示例大学</title></head><body>${body}</body></html>`, 'http://www.example.edu.cn/');
    const named = Object.fromEntries(page.links.filter((l) => !l.skip).map((l) => [l.text, l.url]));
    expect(named['招标公告']).toBe('http://www.example.edu.cn/zbgg/');
    expect(named['采购结果']).toBe('http://www.example.edu.cn/cgjg/list.htm');
    expect(named['采购意向']).toBe('http://www.example.edu.cn/cgyx/');
    // A handler that goes nowhere we can read is no link; a jump-to-page menu stays a pager.
    expect(named['更多栏目']).toBeUndefined();
    expect(page.links.some((l) => l.text === '第2页')).toBe(false);
  });
});

describe('links written with raw Chinese in the query, on a GBK page (old ASP: list.asp?lb=招标公告)', () => {
  const gbkPage = (charset: string) => readPage({
    requestedUrl: 'http://www.a.edu.cn/', url: 'http://www.a.edu.cn/', status: 200, headers: {}, notModified: false, charset, truncated: false, redirects: [], validators: {},
    text: '<html><body><a href="list.asp?lb=招标公告">招标公告</a> <a href="list.asp?lb=招标公告&page=2">2</a> <a href="/附件/说明.htm?x=公告">说明</a></body></html>',
  });

  it('sends the query in the page\'s charset, as a browser does, and the path in UTF-8', () => {
    for (const charset of ['gb18030', 'GBK', 'gb2312']) {
      const urls = gbkPage(charset).links.map((l) => l.url);
      expect(urls, charset).toEqual([
        'http://www.a.edu.cn/list.asp?lb=%D5%D0%B1%EA%B9%AB%B8%E6',
        'http://www.a.edu.cn/list.asp?lb=%D5%D0%B1%EA%B9%AB%B8%E6&page=2',
        'http://www.a.edu.cn/%E9%99%84%E4%BB%B6/%E8%AF%B4%E6%98%8E.htm?x=%B9%AB%B8%E6',
      ]);
    }
  });

  it('keeps UTF-8 on a UTF-8 page', () => {
    expect(gbkPage('utf-8').links[0]!.url).toBe('http://www.a.edu.cn/list.asp?lb=%E6%8B%9B%E6%A0%87%E5%85%AC%E5%91%8A');
  });
});

describe('rows with no anchor, opened by a site script from a data attribute (data-href, data-url)', () => {
  const rows = [['/cgzx/info/2031.html', '实验楼中央空调采购项目公开招标公告', '2026-11-20'], ['/cgzx/info/2030.html', '图书馆屋面防水维修工程竞争性磋商公告', '2026-11-18'], ['info/2029.htm', '学生宿舍家具采购项目询价公告', '2026-11-15']] as const;
  const page = readPage({
    requestedUrl: 'http://www.a.edu.cn/cgzx/list.html', url: 'http://www.a.edu.cn/cgzx/list.html', status: 200, headers: {}, notModified: false, charset: 'utf-8', truncated: false, redirects: [], validators: {},
    text: `<html><body><ul class="list">${rows.map(([href, title, date], i) => `<li class="news-item" ${i === 1 ? 'data-url' : 'data-href'}="${href}"><span class="tit" title="${title}">${title}</span><span class="time">${date}</span></li>`).join('')}</ul>
      <div class="banner" data-src="/images/banner.jpg" data-href="javascript:void(0)">校园风光</div><div data-id="5">学校概况</div></body></html>`,
  }, { scope: 'a.edu.cn' });

  it('reads each row as a link to its page, with its title and date', () => {
    const links = page.links.filter((l) => l.url.includes('/info/'));
    expect(links.map((l) => [l.url, l.title, l.date])).toEqual([
      ['http://www.a.edu.cn/cgzx/info/2031.html', rows[0][1], rows[0][2]],
      ['http://www.a.edu.cn/cgzx/info/2030.html', rows[1][1], rows[1][2]],
      ['http://www.a.edu.cn/cgzx/info/2029.htm', rows[2][1], rows[2][2]],
    ]);
    expect(page.listRegions.length).toBeGreaterThan(0);
  });

  it('takes no script URL, image source or bare id for a link', () => {
    expect(page.links.map((l) => l.url).filter((u) => !u.includes('/info/'))).toEqual([]);
  });
});
