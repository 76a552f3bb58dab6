/**
 * Row and pager shapes of DedeCMS / PHPCMS lists (test/shapes4 has them served and crawled): a
 * date beside a [typename] tag link, a pager that is only a jump <select>, and titles the template
 * cut silently at a fixed width (lib/classify/rows.ts clippedRows).
 */
import { describe, expect, it } from 'vitest';
import { clippedRows } from '../../lib/classify/rows.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import type { FetchedPage, PageLink } from '../../lib/types/page.ts';

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

describe('rows whose link does not name the notice (test/shapes13 has them served and crawled)', () => {
  const T = ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告', '体育馆照明改造工程招标公告'];
  const inRegion = (page: ReturnType<typeof read>, title: string) => {
    const i = page.links.findIndex((l) => l.title === title);
    return i >= 0 && page.listRegions.some((r) => r.linkIndexes.includes(i));
  };

  it('a 查看 button beside a title in a table row: the row’s title and date, in the list', () => {
    const rows = T.map((t, i) => `<tr><td>${i + 1}</td><td>${t}</td><td>公开招标</td><td>2026-11-2${i}</td><td><a href="/show.php?id=${i}">查看</a></td></tr>`);
    const page = read('http://www.a.edu.cn/list.php?catid=6', html(`<table><tr><th>序号</th><th>标题</th><th>方式</th><th>日期</th><th></th></tr>${rows.join('')}</table>`));
    for (const [i, t] of T.entries()) {
      expect(page.links.find((l) => l.url.endsWith(`id=${i}`))).toMatchObject({ title: t, date: `2026-11-2${i}` });
      expect(inRegion(page, t)).toBe(true);
    }
  });

  it('a clickable row (<tr onclick>) and a card link: the title alone, not the whole row', () => {
    const tr = T.map((t, i) => `<tr onclick="location.href='/info/${i}.htm'"><td>${t}</td><td>2026-11-1${i}</td></tr>`).join('');
    const cards = T.map((t, i) => `<a class="card" href="/card/${i}.htm"><h3>${t}</h3><p>为满足教学科研需要，现就该项目进行公开采购，欢迎符合条件的供应商参加。</p><span>2026-11-0${i}</span></a>`).join('');
    const page = read('http://www.a.edu.cn/list.htm', html(`<table>${tr}</table><div class="cards">${cards}</div>`));
    expect(page.links.filter((l) => l.url.includes('/info/')).map((l) => [l.title, l.date])).toEqual(T.map((t, i) => [t, `2026-11-1${i}`]));
    expect(page.links.filter((l) => l.url.includes('/card/')).map((l) => l.title)).toEqual(T);
  });

  it('pinned rows of their own class on top belong to the list', () => {
    const pinned = `<li class="top"><img src="/top.gif"><a href="/a/1.html">${T[0]}</a><span>2025-03-01</span></li>`;
    const rows = T.slice(1).map((t, i) => `<li><a href="/a/${i + 2}.html">${t}</a><span>2026-11-1${i}</span></li>`).join('');
    const page = read('http://www.a.edu.cn/a/zbgg/', html(`<ul class="e2">${pinned}${rows}<li><a href="/a/9.html">关于校园网改造工程的招标公告</a><span>2026-11-01</span></li></ul>`));
    expect(inRegion(page, T[0]!)).toBe(true);
  });
});
