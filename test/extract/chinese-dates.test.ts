/**
 * Dates in Chinese numerals (二〇二六年十一月十日), as SUDY-style lists and official notices print
 * them: read in rows, in page texts and by the notice fields, and a page's deadline never taken
 * for its publish date.
 */
import { describe, expect, it } from 'vitest';
import { arabicDates } from '../../lib/extract/chinese-dates.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { findDate, findRowDate } from '../../lib/extract/row-dates.ts';
import { extractFields } from '../../lib/fields/index.ts';
import { findDateTimes } from '../../lib/fields/date-times.ts';
import { parseHtml } from '../../lib/parse/parse.ts';

describe('arabicDates', () => {
  it.each([
    ['二〇二六年十一月二十日', '2026年11月20日'],
    ['二〇二六年十月一日', '2026年10月1日'],
    ['二零二六年三月三十一日', '2026年3月31日'],
    ['二〇二五年十二月十日', '2025年12月10日'],
    ['二O二四年七月十九号', '2024年7月19日'],
    ['发布时间：二〇二六年十一月十日　来源：定滕大学', '发布时间：2026年11月10日　来源：定滕大学'],
    // Not dates: a month that is none, a year out of range, no day.
    ['二〇二六年十三月一日', '二〇二六年十三月一日'],
    ['一〇二六年一月一日', '一〇二六年一月一日'],
    ['二〇二六年十一月', '二〇二六年十一月'],
    ['第二十一届年会', '第二十一届年会'],
  ])('%s → %s', (text, want) => {
    expect(arabicDates(text)).toBe(want);
  });
});

describe('Chinese-numeral dates in rows and texts', () => {
  it('findRowDate reads a row cell in Chinese numerals', () => {
    expect(findRowDate('二〇二六年十一月十日')).toEqual({ year: 2026, month: 11, day: 10 });
    expect(findRowDate(' 二〇二六年十月一日 ')).toEqual({ year: 2026, month: 10, day: 1 });
    expect(findRowDate('二〇二六年二月三十日')).toBeUndefined(); // no such day
  });
  it('findDate and findDateTimes read them as digits', () => {
    expect(findDate('落款 二〇二六年三月三十一日')).toBe('2026-03-31');
    expect(findDateTimes('二〇二六年十一月二十日')).toEqual([{ date: '2026-11-20', index: 0 }]);
  });
  it("the notice fields read a 发布时间 in Chinese numerals, not the deadline's day", () => {
    const fields = extractFields('发布时间：二〇二六年十一月十日 来源：定滕大学\n三、投标截止时间：2026-12-13 09:30（北京时间）');
    expect(fields.publishedAt).toBe('2026-11-10');
    expect(fields.deadline).toBe('2026-12-13T09:30');
  });
  it('a list row dated in Chinese numerals gets its date', () => {
    const html = `<ul class="list">
<li><a href="/zbgg/info/6650.htm">关于定滕大学二次装修工程中标候选人的公示</a><span class="date">2026/11/24</span></li>
<li><a href="/zbgg/info/6648.htm">关于定滕大学泉港校区部分店面出租招标中标结果的公示</a><span class="date">二〇二六年十一月十日</span></li>
<li><a href="/zbgg/info/6647.htm">关于定滕大学遴选工程造价审计机构资源库招标项目中标结果的公示</a><span class="date">2026-11-02 17:45</span></li>
</ul>`;
    const page = extractPage(parseHtml(html), 'http://www.dtf.edu.cn/zbgg/list.htm', { scope: 'dtf.edu.cn' });
    expect(page.links.map((l) => l.date)).toEqual(['2026-11-24', '2026-11-10', '2026-11-02']);
  });
});

/** A detail page as SUDY-style templates print it: the meta line above the body, the deadline in the body. */
function detail(meta: string): string {
  return `<html><head><title>关于定滕大学泉港校区部分店面出租招标中标结果的公示-定滕大学</title></head><body>
<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="/zbgg/list.htm">招标公告</a> &gt; 正文</div>
<div class="article"><h1>关于定滕大学泉港校区部分店面出租招标中标结果的公示</h1><div class="info">${meta}</div>
<div class="content"><p>一、项目编号：ZB-2026-6648</p><p>二、预算金额：88 万元</p><p>三、投标截止时间：2026-12-13 09:30（北京时间）</p><p>四、联系人：王老师，电话：0591-22866648</p></div></div></body></html>`;
}

describe("a detail page's publish date", () => {
  it('is its 发布时间 in Chinese numerals', () => {
    const page = extractPage(parseHtml(detail('发布时间：二〇二六年十一月十日　来源：定滕大学　浏览次数：731')), 'http://www.dtf.edu.cn/zbgg/info/6648.htm');
    expect(page.publishedAt).toBe('2026-11-10');
  });
  it('is never a date labelled 截止, 开标 or 报名 (none at all when only those are shown)', () => {
    const page = extractPage(parseHtml(detail('来源：定滕大学　浏览次数：731')), 'http://www.dtf.edu.cn/zbgg/info/6648.htm');
    expect(page.publishedAt).toBeUndefined();
    const opening = extractPage(parseHtml(detail('报名时间：2026-11-12至2026-11-19　开标时间：2026-12-01')), 'http://www.dtf.edu.cn/zbgg/info/6648.htm');
    expect(opening.publishedAt).toBeUndefined();
  });
  it('is still an unlabelled date under the title', () => {
    const page = extractPage(parseHtml(detail('2026/11/12 来源：定滕大学')), 'http://www.dtf.edu.cn/zbgg/info/6648.htm');
    expect(page.publishedAt).toBe('2026-11-12');
  });
});
