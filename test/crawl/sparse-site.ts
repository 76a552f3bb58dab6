/**
 * A made-up procurement site whose columns are sparse (test/crawl/sparse-columns.test.ts and
 * test/e2e/columns.test.ts): a full 招标公告 list beside a 更正公告 column with one old notice, a
 * 中标公告 column with two, an empty 询价公告 column (暂无信息) and a 采购制度 column of rules.
 * Day 2 posts a 延期 moving the air-conditioning call's deadline a week, a 预算调整 raising the
 * furniture call's budget, and the first 询价; day 3 opens a 采购意向 column in the menu.
 */
import { startServer, type TestServer } from '../fetch/server.ts';

export const SPARSE_HOST = 'zbb.sparse.edu.cn';

interface Row { id: number; title: string; date: string; day: number; no?: string; deadline?: string; budget?: string }
interface Col { path: string; name: string; rows: Row[]; opens?: number; notices: boolean }

export interface SparseSite {
  server: TestServer;
  port: number;
  /** Request paths, per day (index 0 is day 1). */
  requests: string[][];
  setDay(day: number): void;
  /** URLs of the notices first posted on `day`. */
  noticesOf(day: number): string[];
  /** The call and the 更正 (延期) that moves its deadline on day 2. */
  call: { url: string; deadline: string };
  change: { url: string; deadline: string };
  /** The 预算调整 that raises the furniture call's budget on day 2. */
  budgetChange: { url: string };
  close(): void;
}

export async function startSparseSite(): Promise<SparseSite> {
  let id = 5000;
  const row = (title: string, date: string, day = 1, more: Partial<Row> = {}): Row => ({ id: id++, title, date, day, ...more });
  const CALLS = ['图书馆屋面防水维修工程竞争性磋商公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告', '实验室通风系统改造工程招标公告', '多媒体教室设备采购项目竞争性磋商公告', '食堂厨房设备采购项目招标公告', '校园网核心交换机采购项目招标公告', '教学楼外墙维修工程招标公告', '档案馆密集架采购项目公开招标公告', '分析测试中心质谱仪采购项目招标公告', '田径场塑胶跑道翻新工程招标公告', '学生公寓热水系统改造项目招标公告'];
  const aircon = row('实验楼中央空调采购项目公开招标公告', '2026-11-20', 1, { no: 'SPZB-2026-031', deadline: '2026-12-08 09:30', budget: '186.00万元' });
  const furniture = row('学生宿舍家具采购项目公开招标公告', '2026-11-19', 1, { no: 'SPZB-2026-032', deadline: '2026-12-09 09:30', budget: '95.00万元' });
  const delay = row('实验楼中央空调采购项目延期公告', '2026-11-22', 2, { no: 'SPZB-2026-031', deadline: '2026-12-15 09:30', budget: '186.00万元' });
  const budget = row('学生宿舍家具采购项目预算调整更正公告', '2026-11-22', 2, { no: 'SPZB-2026-032', budget: '105.00万元' });
  const columns: Col[] = [
    { path: '/zbgg/', name: '招标公告', notices: true, rows: [aircon, furniture, ...CALLS.map((t, i) => row(t, `2026-11-${String(18 - i).padStart(2, '0')}`))] },
    { path: '/gzgg/', name: '更正公告', notices: true, rows: [row('物理实验中心仪器设备采购项目更正公告', '2026-10-30'), delay, budget] },
    { path: '/zbjg/', name: '中标公告', notices: true, rows: [row('体育馆照明改造工程中标结果公告', '2026-11-12'), row('化学楼实验台采购项目成交结果公告', '2026-11-02')] },
    { path: '/xjgg/', name: '询价公告', notices: true, rows: [row('办公用打印纸采购项目询价公告', '2026-11-22', 2)] },
    { path: '/cgzd/', name: '采购制度', notices: false, rows: [row('示例大学货物与服务采购管理办法', '2026-03-01'), row('示例大学工程建设项目招标管理规定', '2025-09-01'), row('示例大学政府采购实施细则', '2025-04-01')] },
    { path: '/cgyx/', name: '采购意向', notices: true, opens: 3, rows: [row('示例大学2026年12月政府采购意向公开', '2026-11-23', 3), row('示例大学2027年1月政府采购意向公开', '2026-11-23', 3)] },
  ];
  let day = 1;
  const PAGE_ROWS = 10;
  const shown = (col: Col) => col.rows.filter((r) => r.day <= day).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id));
  const open = (col: Col) => (col.opens ?? 1) <= day;
  const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
  const nav = () => `<ul class="menu"><li><a href="/">首页</a></li>${columns.filter(open).map((c) => `<li><a href="${c.path}">${c.name}</a></li>`).join('')}<li><a href="/news/">学校新闻</a></li></ul>`;
  // The fields in one block, as a notice's body holds them.
  const detail = (r: Row) =>
    `<p>发布时间：${r.date}</p><p>${[`${r.title.replace(/公告$/, '')}现予公告，欢迎符合条件的供应商参加。`, `项目编号：${r.no ?? `SP-${r.id}`}`, r.budget ? `预算金额：${r.budget}` : '', r.deadline ? `投标截止时间：${r.deadline}` : '', '采购人：示例大学', '联系人：王老师，联系电话：0591-12345678'].filter(Boolean).join('<br>')}</p>`;

  function serve(path: string): { status: number; body: string } {
    if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
    if (path === '/') {
      const latest = shown(columns[0]!).slice(0, 6).map((r) => `<li><a href="/info/${r.id}.htm">${r.title}</a></li>`).join('');
      return { status: 200, body: html('示例大学招标采购中心', `${nav()}<div class="box"><h3>招标公告</h3><ul>${latest}</ul><a href="/zbgg/">更多</a></div>`) };
    }
    for (const col of columns.filter(open)) {
      const rows = shown(col);
      const pages = Math.max(1, Math.ceil(rows.length / PAGE_ROWS));
      for (let n = 1; n <= pages; n++) {
        if (path !== (n === 1 ? col.path : `${col.path}index_${n}.htm`)) continue;
        const items = rows.slice((n - 1) * PAGE_ROWS, n * PAGE_ROWS).map((r) => `<li><a href="/info/${r.id}.htm">${r.title}</a><span>${r.date}</span></li>`);
        const pager = pages > 1 ? `<div class="pager">${Array.from({ length: pages }, (_, i) => `<a href="${i === 0 ? col.path : `${col.path}index_${i + 1}.htm`}">${i + 1}</a>`).join(' ')}</div>` : '';
        const list = items.length > 0 ? `<ul class="list">${items.join('\n')}</ul>${pager}` : '<p class="empty">暂无信息</p>';
        return { status: 200, body: html(`${col.name}-示例大学招标采购中心`, `${nav()}<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${col.name}</div><h2>${col.name}</h2>${list}`) };
      }
    }
    if (path === '/news/') return { status: 200, body: html('学校新闻', `${nav()}<ul><li><a href="/news/1.htm">我校举办秋季运动会</a><span>2026-11-10</span></li></ul>`) };
    const r = columns.flatMap((c) => c.rows.filter((x) => x.day <= day)).find((x) => path === `/info/${x.id}.htm`);
    if (r) return { status: 200, body: html(r.title, `${nav()}<h1>${r.title}</h1><div class="content">${detail(r)}</div>`) };
    return { status: 404, body: 'not found' };
  }

  const requests: string[][] = [[], [], []];
  const server = await startServer((req, res) => {
    requests[day - 1]!.push(req.url ?? '/');
    const { status, body } = serve(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  const url = (r: Row) => `http://${SPARSE_HOST}/info/${r.id}.htm`;
  return {
    server,
    port: server.port,
    requests,
    setDay: (d) => void (day = d),
    noticesOf: (d) => columns.filter((c) => c.notices).flatMap((c) => c.rows.filter((r) => r.day === d)).map(url).sort(),
    call: { url: url(aircon), deadline: aircon.deadline! },
    change: { url: url(delay), deadline: delay.deadline! },
    budgetChange: { url: url(budget) },
    close: () => server.close(),
  };
}
