import { describe, expect, it } from 'vitest';
import { columnOf, isProcurementPage } from '../../lib/crawl/columns.ts';

describe('columnOf: a procurement column as the site names it', () => {
  it.each([
    ['招标公告', 'call'],
    ['询价公告', 'call'],
    ['竞争性磋商', 'call'],
    ['单一来源公示', 'call'],
    ['中标公告', 'result'],
    ['成交结果公告', 'result'],
    ['中标候选人公示', 'result'],
    ['废标/流标公告', 'result'],
    ['招标结果更正', 'change'],
    ['政府采购意向公开', 'intention'],
    ['采购信息', 'procurement'],
    ['招标采购', 'procurement'],
    ['【招标信息】', 'procurement'],
    ['中标公告 更多>>', 'result'],
  ])('%s is a %s column', (name, kind) => {
    expect(columnOf(name)?.kind).toBe(kind);
  });

  it('takes the weak words (更正, 结果, 终止, 合同) only on a procurement page', () => {
    expect(columnOf('更正公告')).toBeUndefined();
    expect(columnOf('结果公示')).toBeUndefined();
    expect(columnOf('结果公示', true)?.kind).toBe('result');
    expect(columnOf('终止公告', true)?.kind).toBe('result');
    expect(columnOf('合同公示', true)?.kind).toBe('result');
    expect(columnOf('变更公告', true)?.kind).toBe('change');
    expect(columnOf('结果更正', true)?.kind).toBe('change');
  });

  it.each(['采购制度', '办事指南', '下载专区', '采购文件范本', '政策法规', '招标采购管理办法', '采购管理系统', '采购流程', '招标新闻', '供应商入库申请'])(
    'a rules, forms or news column (%s) is no notice list',
    (name) => {
      expect(columnOf(name, true)).toBeUndefined();
    },
  );

  it.each([
    '关于实验室设备采购的招标公告',
    '2024年学生公寓家具采购项目招标公告',
    '物理实验中心仪器设备（二次）采购公告',
    '学校新闻',
    '通知公告',
    '招聘信息',
  ])('%s names no procurement column', (text) => {
    expect(columnOf(text, true)).toBeUndefined();
  });

  it('tells a procurement page by its title', () => {
    expect(isProcurementPage('招标采购中心')).toBe(true);
    expect(isProcurementPage('中标公告-某某大学')).toBe(true);
    expect(isProcurementPage('学校新闻-某某大学')).toBe(false);
  });
});
