/** Routes of link-less rows (lib/crawl/row-routes.ts): learned from one click and a JSON answer, applied to the other rows. */
import { describe, expect, it } from 'vitest';
import { JSON_ANSWER_TYPE, jsonOfAnswer } from '../../lib/crawl/row-links.ts';
import { learnRowRoute, recordOfRow, recordsOf, routeUrl } from '../../lib/crawl/row-routes.ts';

const answer = {
  code: 0,
  total: 25,
  rows: [
    { id: 3025, title: '国资处一卡通系统升级项目更正公告（CGXX1-00）', date: '2026-11-20', views: 12 },
    { id: 3024, title: '标准化考场项目竞争性磋商公告', date: '2026-11-19', views: 3024 },
    { id: 7, title: '图书馆空调维保项目询价公告', date: '2026-11-18', views: 1 },
  ],
};

describe('row routes', () => {
  it('finds the records of a list answer and the one a row shows (the longest title in its text)', () => {
    const records = recordsOf([answer, { msg: 'ok' }]);
    expect(records.map((r) => r.id)).toEqual([3025, 3024, 7]);
    expect(recordOfRow('标准化考场项目竞争性磋商公告 2026-11-19', records)?.record.id).toBe(3024);
    expect(recordOfRow('学校召开教学工作会议', records)).toBeUndefined();
  });

  it('learns the id field from where a click went (history and hash routes, a query) and builds every row URL', () => {
    const records = recordsOf([answer]);
    const history = learnRowRoute('国资处一卡通系统升级项目更正公告（CGXX1-00） 2026-11-20', 'http://www.x.edu.cn/detail/3025', records)!;
    expect(history).toEqual({ prefix: 'http://www.x.edu.cn/detail/', field: 'id', suffix: '' });
    expect(routeUrl(history, records[2]!)).toBe('http://www.x.edu.cn/detail/7');
    const hash = learnRowRoute('图书馆空调维保项目询价公告', 'http://www.x.edu.cn/cgw/index.html#/detail/7?from=list', records)!;
    expect(routeUrl(hash, records[0]!)).toBe('http://www.x.edu.cn/cgw/index.html#/detail/3025?from=list');
    // An id equal to another field's value: the id-named field is taken.
    expect(learnRowRoute('标准化考场项目竞争性磋商公告', 'http://www.x.edu.cn/detail.html?id=3024', records)?.field).toBe('id');
  });

  it('learns nothing when no field stands alone in the URL, or the row has no record', () => {
    const records = recordsOf([answer]);
    expect(learnRowRoute('图书馆空调维保项目询价公告', 'http://www.x.edu.cn/detail/a7b', records)).toBeUndefined();
    expect(learnRowRoute('学校召开教学工作会议', 'http://www.x.edu.cn/detail/7', records)).toBeUndefined();
    expect(routeUrl({ prefix: 'http://x/', field: 'uuid', suffix: '' }, records[0]!)).toBeUndefined();
  });
});

describe('JSON answers served under another type', () => {
  it('reads JSON an older backend serves as text/html or text/plain, and nothing that is a page or a script', () => {
    for (const type of ['application/json;charset=UTF-8', 'text/html;charset=UTF-8', 'text/plain', 'application/javascript', '']) expect(JSON_ANSWER_TYPE.test(type), type).toBe(true);
    for (const type of ['image/png', 'text/css', 'application/octet-stream']) expect(JSON_ANSWER_TYPE.test(type), type).toBe(false);
    const text = JSON.stringify(answer);
    expect(recordsOf([jsonOfAnswer(`\n ${text}`)]).map((r) => r.id)).toEqual([3025, 3024, 7]);
    expect(jsonOfAnswer('[{"id":1}]')).toEqual([{ id: 1 }]);
    expect(jsonOfAnswer('<!DOCTYPE html><html><body>{"id":1}</body></html>')).toBeUndefined();
    expect(jsonOfAnswer('jQuery1830({"id":1})')).toBeUndefined();
    expect(jsonOfAnswer('{"id":1')).toBeUndefined();
  });
});
