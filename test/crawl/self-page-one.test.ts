/**
 * An old ASP list whose page carries a 刷新 (refresh) link to itself with `&page=1` (and a session
 * id) added, and a one-page column whose pager shows no other page: `list.asp?ftype=X&page=1` is
 * `list.asp?ftype=X`, read already, never asked again (test/web2 seen, jyuniv's 政策法规 page 1 twice).
 */
import { describe, expect, it } from 'vitest';
import { crawledOnce } from './crawled-once.ts';

const HOST = 'bidding.selfpage.edu.cn';
const COLUMNS: Record<string, { pages: number; titles: string[] }> = {
  zbgg: { pages: 3, titles: ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告'] },
  zcfg: { pages: 1, titles: ['学校采购管理办法', '政府采购货物和服务招标投标管理办法', '学校采购评审专家管理规定', '学校小额采购实施细则'] },
};
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const listPath = (col: string, k: number) => `/list.asp?ftype=${col}${k > 1 ? `&page=${k}` : ''}`;
let session = 0;
const linkTo = (col: string, k: number) => `list.asp?ftype=${col}&page=${k}&sid=${String(++session * 7919).padStart(8, '0')}`;

function listPage(col: string, k: number): string {
  const { pages, titles } = COLUMNS[col]!;
  const rows = titles.map((t, i) => `<tr><td><a href="view.asp?id=${col}${k}${i}">${t.replace(/(项目|办法|规定|细则)/, `${k}${i}号$1`)}</a></td><td>2026-11-${String(25 - k * 3 - i).padStart(2, '0')}</td></tr>`).join('');
  const pager = `<a href="${linkTo(col, k)}">刷新</a> 页次：<b>${k}</b>/${pages}页 ${k > 1 ? `<a href="${linkTo(col, 1)}">首页</a> <a href="${linkTo(col, k - 1)}">上一页</a>` : '首页 上一页'} ${k < pages ? `<a href="${linkTo(col, k + 1)}">下一页</a> <a href="${linkTo(col, pages)}">尾页</a>` : '下一页 尾页'}`;
  return html(col === 'zbgg' ? '招标公告' : '政策法规', `<div class="nav"><a href="/">首页</a> <a href="${listPath('zbgg', 1)}">招标公告</a> <a href="${listPath('zcfg', 1)}">政策法规</a></div><table class="list">${rows}</table><div class="page">${pager}</div>`);
}

const asked: string[] = [];
function serve(_host: string, path: string): string | undefined {
  if (path === '/') return html('示例大学招标采购网', `<div class="nav"><a href="${listPath('zbgg', 1)}">招标公告</a> <a href="${listPath('zcfg', 1)}">政策法规</a></div>`);
  const url = new URL(path, `http://${HOST}`);
  const col = url.searchParams.get('ftype');
  if (url.pathname === '/list.asp' && col && COLUMNS[col]) {
    const k = Number(url.searchParams.get('page') ?? 1);
    asked.push(`${col}:${k}`);
    return k >= 1 && k <= COLUMNS[col].pages ? listPage(col, k) : undefined;
  }
  const id = url.searchParams.get('id');
  return url.pathname === '/view.asp' && id ? html(`公告${id}`, `<h1>公告${id}</h1><div class="content"><p>详见附件。</p></div>`) : undefined;
}

const crawled = crawledOnce(serve, [`http://${HOST}/`]);

describe('a list page that links itself with &page=1 added', () => {
  it('asks each list page once, the one-page column too, and reads every tender', () => {
    const counts: Record<string, number> = {};
    for (const page of asked) counts[page] = (counts[page] ?? 0) + 1;
    expect(Object.entries(counts).filter(([, n]) => n > 1)).toEqual([]);
    expect(counts['zbgg:1']).toBe(1);
    expect(crawled.report.newNotices.filter((n) => /view\.asp\?id=zbgg/.test(n.url))).toHaveLength(3 * 5);
  });
});
