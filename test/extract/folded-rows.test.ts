/**
 * Rows a list folds away until 展开更多 is pressed (lib/extract/text.ts isHidden): a `<li>` or `<tr>`
 * hidden by an inline style beside rows that show is read, as a reader reads it after one click;
 * a hidden link on its own, a hidden block, a list whose every row is hidden, and a hidden item
 * with no link or no date (a menu's submenu, a script's data) stays unread.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';

const URL = 'http://www.qyu.edu.cn/zbgg/list.htm';
const read = (body: string) => {
  const text = `<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title></head><body>${body}</body></html>`;
  return readPage({ requestedUrl: URL, url: URL, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} }, { scope: 'qyu.edu.cn' });
};
const row = (i: number, hidden = false) => `<li${hidden ? ' style="display:none"' : ''}><a href="/zbgg/info/${i}.htm">学生宿舍家具采购项目第${i}包招标公告</a><span>2026-11-${String(10 + i).padStart(2, '0')}</span></li>`;
const urls = (body: string) => read(body).links.map((l) => l.url.replace('http://www.qyu.edu.cn', ''));

describe('rows folded under 展开更多', () => {
  it('reads rows hidden inline beside rows that show, with their dates', () => {
    const page = read(`<ul class="list">${[1, 2, 3].map((i) => row(i)).join('')}${[4, 5, 6].map((i) => row(i, true)).join('')}</ul><button onclick="more()">展开更多</button>`);
    expect(page.links.filter((l) => l.url.includes('/info/')).map((l) => [l.url.replace('http://www.qyu.edu.cn', ''), l.date])).toEqual([1, 2, 3, 4, 5, 6].map((i) => [`/zbgg/info/${i}.htm`, `2026-11-${10 + i}`]));
  });

  it('leaves a hidden link, a hidden block and a list with no row showing unread', () => {
    expect(urls(`<ul>${row(1)}</ul><a href="/trap/1.htm" style="display:none">招标公告</a>`)).toEqual(['/zbgg/info/1.htm']);
    expect(urls(`<ul>${row(1)}</ul><div style="display:none"><ul>${row(2)}${row(3)}</ul></div>`)).toEqual(['/zbgg/info/1.htm']);
    expect(urls(`<ul>${row(1)}</ul><ul class="menu">${[7, 8].map((i) => row(i, true)).join('')}</ul>`)).toEqual(['/zbgg/info/1.htm']);
  });

  it('leaves a menu\'s hidden items (a link, no date) and a script\'s hidden data (no link) unread, as a GNE page holds them', () => {
    const menu = `<ul class="nav"><li><a href="/a/">学校概况</a></li><li style="display:none"><a href="/a/1/">历史沿革</a></li><li style="display:none"><a href="/a/2/">现任领导</a></li></ul>`;
    const data = '<ul><li>http://fgw.example.gov.cn</li><li style="display:none;">http://jyt.example.gov.cn</li></ul>';
    expect(urls(`${menu}${data}<ul>${row(1)}</ul>`)).toEqual(['/a/', '/zbgg/info/1.htm']);
  });
});
