/**
 * Row and pager shapes of DedeCMS / PHPCMS lists (test/shapes4 has them served and crawled): a
 * date beside a [typename] tag link, a pager that is only a jump <select>, and titles the template
 * cut silently at a fixed width (lib/classify/rows.ts clippedRows).
 */
import { describe, expect, it } from 'vitest';
import { clippedRows } from '../../lib/classify/rows.ts';
import { readPage } from '../../lib/read-page.ts';
import type { FetchedPage, PageLink } from '../../lib/types.ts';

const read = (url: string, body: string) => {
  const fetched: FetchedPage = { requestedUrl: url, url, status: 200, headers: {}, notModified: false, text: body, charset: 'utf-8', truncated: false, redirects: [], validators: {} };
  return readPage(fetched, { scope: url, today: '2026-11-24' });
};
const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>通知公告</title></head><body>${body}</body></html>`;
const TITLES = ['化学学院液相色谱仪项目单一来源采购公示（B2046）', '关于2027年元旦放假安排的通知', '信息学院实验耗材项目竞争性谈判公告（B2044）', '学校召开冬季安全工作会议'];

describe('DedeCMS rows with a [typename] tag link', () => {
  it('reads the month-day after the title although the row holds two links', () => {
    const page = read('http://www.a.edu.cn/a/tzgg/', html(`<ul class="e2">${TITLES.map((t, i) => `<li><a href="/a/zbgg/" class="typename">[${i % 2 ? '通知' : '招标公告'}]</a> <a href="/a/tzgg/2026/11${20 - i}/${100 + i}.html">${t}</a> <span class="date">11-${20 - i}</span></li>`).join('\n')}</ul>`));
    const rows = page.links.filter((l) => TITLES.includes(l.text));
    expect(rows.map((l) => l.date)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17']);
    // The tag links take no date: they are not rows.
    expect(page.links.filter((l) => l.text.startsWith('[')).every((l) => l.date === undefined)).toBe(true);
  });
});

describe('DedeCMS thumbnail rows (an image link and the title link to one notice, an intro under them)', () => {
  it('reads each title’s date from the text after it, however long its intro', () => {
    const row = (t: string, i: number) => `<li><a href="/a/zbgs/${100 + i}.html" class="preview"><img src="/uploads/${i}.jpg" alt=""></a><a href="/a/zbgs/${100 + i}.html" class="title">${t}</a><span class="info"><small>日期：</small>2026-11-0${6 - i} <small>点击：</small>11${i}</span><p class="intro">${t}，详见公告正文及附件，报名时间为2026年12月1日至2026年12月5日...</p></li>`;
    const page = read('http://www.a.edu.cn/a/zbgs/list_13_3.html', html(`<ul class="e2">${[TITLES[0]!, TITLES[2]!].map(row).join('\n')}</ul>`));
    const rows = page.links.filter((l) => l.text === TITLES[0] || l.text === TITLES[2]);
    expect(rows.map((l) => l.date)).toEqual(['2026-11-06', '2026-11-05']);
  });
});

describe('a pager that is only a jump <select>', () => {
  const select = (onchange: string, options: string) => `<ul>${TITLES.map((t, i) => `<li><a href="/a/${i}.html">${t}</a><span>2026-11-1${i}</span></li>`).join('')}</ul>
    <select name='sldd' onchange='${onchange}'>${options}</select><span class="pageinfo">共4页40条</span>`;
  it('gives the numbered options but the page shown and page 1', () => {
    const page = read('http://www.a.edu.cn/a/tzgg/', html(select('location.href=this.options[this.selectedIndex].value;', [1, 2, 3, 4].map((k) => `<option value='list_7_${k}.html'${k === 1 ? ' selected' : ''}>${k}</option>`).join(''))));
    expect(page.pagerUrls).toEqual(['http://www.a.edu.cn/a/tzgg/list_7_2.html', 'http://www.a.edu.cn/a/tzgg/list_7_3.html', 'http://www.a.edu.cn/a/tzgg/list_7_4.html']);
  });
  it('gives nothing for a menu of other sites, nor for a select that navigates nowhere', () => {
    const links = read('http://www.a.edu.cn/a/tzgg/', html(select('window.open(this.value)', `<option value="/a/2.html">2</option><option value="/a/3.html">3</option>`) + `<select onchange="location.href=this.value"><option value="http://lib.a.edu.cn/">图书馆</option><option value="http://jwc.a.edu.cn/">教务处</option></select>`));
    expect(links.pagerUrls).toBeUndefined();
  });
});

describe('titles cut silently at a fixed width (clippedRows)', () => {
  const link = (text: string, titleAttr?: string): PageLink => ({ url: `http://a.edu.cn/${encodeURIComponent(text)}`, text, title: titleAttr ?? text, ...(titleAttr ? { titleAttr } : {}), context: '', inScope: true, blockIndex: 0 });
  /** DedeCMS cn_substr: a CJK character is 2 wide; no mark is added. */
  const cut = (s: string, len: number) => {
    let w = 0;
    let out = '';
    for (const ch of s) {
      w += ch.charCodeAt(0) > 0x7f ? 2 : 1;
      if (w > len) break;
      out += ch;
    }
    return out;
  };
  const FULL = ['国资处一卡通系统升级项目竞争性谈判公告（A1057）', '图书馆学术期刊数据库项目中标结果公告（A1054）', '医学院办公家具项目竞争性谈判公告（A1050）', '物理学院液相色谱仪项目询价公告（A1049）', '后勤处保洁服务项目成交公告', '关于调整冬季作息时间的通知'];

  it('finds the rows at the cut width (GBK-style widths) and leaves the shorter ones', () => {
    const rows = FULL.map((t) => link(cut(t, 36)));
    const clipped = clippedRows(rows);
    expect([...clipped].map((l) => l.text)).toEqual(rows.slice(0, 4).map((l) => l.text));
  });

  it('a title attribute that carries on past the text shows the cut; those rows need no page', () => {
    const rows = FULL.map((t, i) => (i % 2 === 0 && cut(t, 36) !== t ? link(cut(t, 36), t) : link(cut(t, 36))));
    const clipped = clippedRows(rows);
    expect([...clipped].map((l) => l.text)).toEqual([rows[1]!.text, rows[3]!.text]);
  });

  it('templated whole titles of one length ("关于…项目的…公告") are not taken for cut ones', () => {
    const same = ['关于体育馆木地板翻新工程中标候选人的公示', '关于图书馆中央空调维修项目的公开招标公告', '关于多媒体教室设备采购项目的成交结果公告', '关于学生公寓家具采购项目的竞争性磋商公告', '关于实验楼供配电改造工程的招标公告'].map((t) => link(t));
    expect(clippedRows(same).size).toBe(0);
  });

  it('a list of whole titles of all lengths has none', () => {
    const whole = [...FULL, '关于2027届毕业生供需见面会的通知', '学校举行教职工趣味运动会'].map((t) => link(t));
    expect(clippedRows(whole).size).toBe(0);
  });
});
