/** Which pager element is "next" (lib/pager/walk/click-pager.ts), over snapshots as pages show them. */
import { describe, expect, it } from 'vitest';
import { pickNextPage, type PagerCandidate } from '../../lib/pager/walk/click-pager.ts';

let mark = 0;
const c = (text: string, more: Partial<PagerCandidate> = {}): PagerCandidate => ({ mark: mark++, tag: 'a', text, label: '', disabled: false, current: false, clickable: true, ...more });

describe('pickNextPage', () => {
  it('takes 下一页 / next words first, in brackets too', () => {
    const next = c('下一页');
    expect(pickNextPage([c('首页'), c('上一页'), c('1', { current: true }), c('2'), next, c('尾页')], 1)).toBe(next);
    const bracketed = c('[下一页]');
    expect(pickNextPage([c('[上一页]'), bracketed], 1)).toBe(bracketed);
    const english = c('Next', { tag: 'button' });
    expect(pickNextPage([c('Prev', { tag: 'button' }), english], 4)).toBe(english);
  });

  it('takes the page number after the one shown when there is no word (a GridView pager)', () => {
    const three = c('3');
    expect(pickNextPage([c('1'), c('2', { current: true, clickable: false, tag: 'span' }), three, c('4')], 2)).toBe(three);
    // The count of clicks says which page is shown when the pager does not.
    const two = c('2');
    expect(pickNextPage([c('1'), two, c('3')], 1)).toBe(two);
  });

  it('falls back to › or >, and takes » only without them', () => {
    const sign = c('›');
    expect(pickNextPage([c('‹'), c('«'), sign, c('»')], 9)).toBe(sign);
    const last = c('»');
    expect(pickNextPage([c('«'), last], 9)).toBe(last);
  });

  it('never a disabled next, the current page or something nobody can click: the walk ends', () => {
    expect(pickNextPage([c('上一页'), c('下一页', { disabled: true })], 3)).toBeUndefined();
    expect(pickNextPage([c('1'), c('2', { current: true })], 1)).toBeUndefined();
    expect(pickNextPage([c('下一页', { clickable: false, tag: 'span' })], 1)).toBeUndefined();
    expect(pickNextPage([], 1)).toBeUndefined();
  });

  it('takes a next named only by its title or aria-label (an icon button)', () => {
    const icon = c('', { tag: 'button', label: '下一页' });
    expect(pickNextPage([c('', { tag: 'button', label: '上一页' }), icon], 1)).toBe(icon);
  });

  it('takes a 加载更多 button when there is no next page or number, never a » or a link-less word before it', () => {
    const more = c('加载更多', { tag: 'button' });
    expect(pickNextPage([c('返回顶部'), more], 1)).toBe(more);
    expect(pickNextPage([c('点击加载更多', { tag: 'div' })], 3)?.text).toBe('点击加载更多');
    const next = c('下一页');
    expect(pickNextPage([more, next], 1)).toBe(next);
    expect(pickNextPage([c('加载更多', { disabled: true })], 2)).toBeUndefined();
  });
});
