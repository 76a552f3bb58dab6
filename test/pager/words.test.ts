/**
 * The pager's words (lib/pager/words.ts): one vocabulary, and the named differences between the
 * sets its callers ask, on the texts pagers print.
 */
import { describe, expect, it } from 'vitest';
import * as w from '../../lib/pager/words.ts';

const takes = (re: RegExp, texts: string[]) => texts.filter((t) => re.test(t));

describe('pager words', () => {
  it('reads the next page under every name a CMS prints', () => {
    expect(takes(w.NEXT_WORD, ['下一页', '下页', '后页', '后一页', 'next', 'Next', 'nextpage', '下一页>>', '下一页 »', ' 下一页', '下一页尾页', '上一页', '2'])).toEqual([
      '下一页', '下页', '后页', '后一页', 'next', 'Next', 'nextpage', '下一页>>', '下一页 »', ' 下一页',
    ]);
  });

  it('takes a later page for a browser only by a number past 1, next or last: never 1, 首页 or a lone arrow', () => {
    expect(takes(w.LATER_PAGE_WORD, ['2', '9999', '10000', '1', '0', '首页', '下一页', '尾页', '最后一页', 'last', '»', '...'])).toEqual(['2', '9999', '下一页', '尾页', '最后一页', 'last']);
  });

  it('lets a posting pager add its arrows, five-digit pages and a GridView\'s "..."', () => {
    expect(takes(w.POSTED_LATER_PAGE, ['2', '10000', '1', '>', '>>', '›', '»', '...', '…', '首页', '<'])).toEqual(['2', '10000', '>', '>>', '›', '»', '...', '…']);
  });

  it('keeps 首页 out of the pager texts (it is as often the homepage) but in a list region\'s pagination', () => {
    for (const re of [w.PAGER_TEXT, w.PAGER_WORD, w.PAGER_LINK_TEXT]) expect(re.test('首页')).toBe(false);
    expect(takes(w.LIST_PAGER_TEXT, ['首页', '第一页', 'first', '3', '较早的文章', 'olderposts', '»'])).toEqual(['首页', '第一页', 'first', '3', '较早的文章', 'olderposts']);
  });

  it('follows arrows forward only among a page\'s links, both ways in raw HTML, and no number as a word', () => {
    expect(takes(w.PAGER_LINK_TEXT, ['»', '>>', '«', '‹', '<', '上一页', '12'])).toEqual(['»', '>>', '上一页', '12']);
    expect(takes(w.PAGER_TEXT, ['»', '«', '‹', '<', '12'])).toEqual(['»', '«', '‹', '<', '12']);
    expect(takes(w.PAGER_WORD, ['12', '下一页', '«'])).toEqual(['下一页', '«']);
  });

  it('names page 1, the way back and the last page', () => {
    expect(takes(w.FIRST_PAGE_TEXT, ['首页', '« 首 页', '1', '[1]', 'First', '2'])).toEqual(['首页', '« 首 页', '1', 'First']);
    expect(takes(w.BACK_TEXT, ['上一页', '« 上页', '前页', 'previous', '1', '下一页'])).toEqual(['上一页', '« 上页', '前页', 'previous', '1']);
    expect(takes(w.LAST_WORD, ['尾页', '末页', '最后一页', 'last', '下一页'])).toEqual(['尾页', '末页', '最后一页', 'last']);
  });

  it('reads the counts and options a pager shows', () => {
    expect(w.PAGE_COUNT_SHOWN.exec('共 12 页')?.[1]).toBe('12');
    expect(w.PAGE_COUNT_SHOWN.exec('第 1/4 页')?.[2]).toBe('4');
    expect(w.PAGE_OPTION.exec('第3页')?.[1]).toBe('3');
    expect(takes(w.LOAD_MORE, ['加载更多', '点击加载更多', '查看更多公告', 'Load more', 'loadmore', '更多'])).toEqual(['加载更多', '点击加载更多', '查看更多公告', 'Load more', 'loadmore']);
  });
});
