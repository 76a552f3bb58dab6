/**
 * A university site on 127.0.0.1 whose notices are heavy: one list of `count` notices, each page
 * `pageBytes` long (title, fields, then a long body of ordinary text). The pages share one filler
 * buffer, so the server itself stays small whatever the pages weigh.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const SUBJECTS = ['图书馆空调维修', '学生公寓家具', '实验楼供配电改造', '校园安防监控升级', '体育馆木地板翻新', '多媒体教室设备', '食堂厨房设备', '校园网络交换机', '实验室通风系统', '教学楼外墙维修'];
const KINDS = ['公开招标公告', '竞争性磋商公告', '询价采购公告', '竞争性谈判公告', '单一来源采购公示'];

export interface HeavySite {
  port: number;
  seed: string;
  resolveRule: string;
  titles: string[];
  close(): Promise<void>;
}

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** Starts the site: `count` notices of about `pageBytes` each. */
export async function startHeavySite(count: number, pageBytes: number): Promise<HeavySite> {
  const titles = Array.from({ length: count }, (_, i) => `关于${SUBJECTS[i % SUBJECTS.length]}项目（第${i + 1}批）的${KINDS[i % KINDS.length]}`);
  const sentence = '本项目采购内容包括设备供货、安装调试、培训及售后服务，投标人应具备相应资质并按招标文件要求提交响应文件。';
  const paragraph = `<p>${sentence.repeat(20)}</p>`;
  const filler = Buffer.from(`<div class="content">${paragraph.repeat(Math.ceil(pageBytes / Buffer.byteLength(paragraph)))}</div>`);
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const send = (status: number, body: string | Buffer[]) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      if (typeof body === 'string') res.end(body);
      else {
        for (const part of body.slice(0, -1)) res.write(part);
        res.end(body.at(-1));
      }
    };
    if (path === '/robots.txt') return send(200, 'User-agent: *\nDisallow:\n');
    if (path === '/') return send(200, html('首页-重庆示范大学', '<ul class="nav"><li><a href="/zbgg.htm">招标公告</a></li><li><a href="/xwdt.htm">新闻动态</a></li></ul>'));
    if (path === '/xwdt.htm') return send(200, html('新闻动态', '<ul><li><a href="/news/1.htm">学校召开年度工作会议</a></li></ul>'));
    if (path === '/zbgg.htm') {
      const rows = titles.map((t, i) => `<li><a href="/info/${i + 1}.htm" title="${t}">${t}</a><span>2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}</span></li>`);
      return send(200, html('招标公告', `<div class="list"><ul>${rows.join('\n')}</ul></div>`));
    }
    const info = /^\/info\/(\d+)\.htm$/.exec(path);
    const title = info ? titles[Number(info[1]) - 1] : undefined;
    if (title) {
      const head = `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>项目编号：CQ-2026-${info![1]}</p><p>采购人：重庆示范大学</p><p>预算金额：${info![1]}0万元</p>`;
      return send(200, [Buffer.from(head), filler, Buffer.from('</body></html>')]);
    }
    return send(404, 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    seed: 'http://www.cqsf.edu.cn/',
    resolveRule: `*.edu.cn=127.0.0.1:${port}`,
    titles,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
