/**
 * A column page's own furniture around its list (lib/crawl/crawl-pipeline.ts listView): the newest
 * few shown above the list in a box of their own, each with a summary, are rows of the list (links
 * to pages of the address template its rows share); a breadcrumb's 招标公告 inside the rows' table
 * is a column, not a notice; a sidebar of news under another template is no part of the list.
 */
import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../lib/classify/index.ts';
import { listView } from '../../lib/crawl/crawl-pipeline.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });
const URL = 'http://www.qhu.edu.cn/zbgg/index.html';

const FOCUS = ['泉港校区大型化工设备实验室装修改造建设工程项目的招标公告', '团委学生艺术创作中心环境改造项目（施工）招标公告', '关于生活区一期食堂配电室工程的招标公告'];
const LIST = ['化学学院通风系统供电改造建设工程项目的招标公告', '马克思主义学院教学科研用房改造工程的招标公告', '化学化工实验中心南楼室内维修改造工程招标公告', '科技园阳光楼424实验室装修项目邀请密封报价的公告', '新生军训服装招标采购项目公开招标公告', '新校区生活区五期景观道路改造工程的招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告'];
const NEWS = ['我校举行2026年秋季运动会', '我校学子在数学建模竞赛中获奖', '学校召开本科教学工作会议'];
const detail = (i: number) => `/zbgg/202611/t202611${String(24 - (i % 20)).padStart(2, '0')}_${15040 - i}.html`;

function columnPage(options: { focus: boolean; crumbInTable: boolean; newsSidebar: boolean }) {
  const focus = options.focus ? `<div class="focus">${FOCUS.map((t, i) => `<div class="focus-item"><h3><a href="${detail(i)}">${t}</a></h3><p class="sum">项目编号：QHZB-2026-${15040 - i}，预算金额：${100 + i}.00万元，投标截止：2026-12-0${i + 1}</p><p class="time">2026-11-2${4 - i}</p></div>`).join('')}</div>` : '';
  const crumb = options.crumbInTable ? '<tr><td class="wz">您现在的位置：<a href="/index.html">首页</a> &gt;&gt; <a href="/zbgg/index.html">招标公告</a> &gt;&gt; 列表</td></tr>' : '';
  const rows = LIST.map((t, i) => `<tr><td class="lb"><a href="${detail(i + 3)}">${t}</a></td><td class="rq">[2026-11-${String(20 - i).padStart(2, '0')}]</td></tr>`).join('');
  const news = options.newsSidebar ? `<div class="side"><h4>热点新闻</h4>${NEWS.map((t, i) => `<p><a href="/xxxw/202611/t202611${10 + i}_${12000 + i}.html">${t}</a></p>`).join('')}</div>` : '';
  const text = `<!doctype html><html><head><meta charset="utf-8"><title>招标公告-溱湖大学</title></head><body><ul class="menu"><li><a href="/index.html">首页</a></li><li><a href="/zbgg/index.html">招标公告</a></li><li><a href="/zbgs/index.html">中标公示</a></li></ul>${focus}<table>${crumb}${rows}</table>${news}</body></html>`;
  return readPage({ requestedUrl: URL, url: URL, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} }, { scope: 'qhu.edu.cn' });
}
const taken = (options: Parameters<typeof columnPage>[0]) => listView(columnPage(options), { classifier, tokenizer }).noticeLinks.map((l) => l.title);

describe('a column page around its list', () => {
  it('takes the newest few in their box above the list as rows', () => {
    expect(taken({ focus: true, crumbInTable: false, newsSidebar: false }).sort()).toEqual([...FOCUS, ...LIST].sort());
  });

  it('never takes the breadcrumb\'s 招标公告 in the rows\' table for a notice', () => {
    const titles = taken({ focus: false, crumbInTable: true, newsSidebar: false });
    expect(titles).not.toContain('招标公告');
    expect(titles.sort()).toEqual([...LIST].sort());
  });

  it('leaves out a news sidebar under another address template', () => {
    expect(taken({ focus: true, crumbInTable: true, newsSidebar: true }).sort()).toEqual([...FOCUS, ...LIST].sort());
  });
});
