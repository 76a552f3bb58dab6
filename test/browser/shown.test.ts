/**
 * lib/browser/shown.ts: which static answers of a run the browser may be shown instead of asking
 * the site again. A whole 200 answer that set no cookie, for a renderer that shows answers; a hash
 * route is its document's answer; list answers outlive the notices fetched after them.
 */
import { describe, expect, it } from 'vitest';
import { answerFor, keepAnswer, KEPT_LIST_ANSWERS } from '../../lib/browser/shown.ts';
import type { SiteRun } from '../../lib/crawl/run.ts';
import type { FetchedPage } from '../../lib/types/page.ts';

const runWith = (showsAnswers: boolean) => ({ deps: { render: { showsAnswers, render: async () => undefined } } }) as unknown as SiteRun;

function fetched(url: string, more: Partial<FetchedPage> = {}): FetchedPage {
  return {
    requestedUrl: url,
    url,
    status: 200,
    headers: { 'content-type': 'text/html; charset=gbk' },
    notModified: false,
    text: `<html><body>${url}</body></html>`,
    charset: 'gbk',
    truncated: false,
    redirects: [],
    validators: {},
    ...more,
  };
}

describe('the answers a browser is shown', () => {
  it('shows a list page its static answer, by its requested and its final URL, in its type and charset', () => {
    const run = runWith(true);
    keepAnswer(run, fetched('http://www.a.edu.cn/zbgg/index.htm', { requestedUrl: 'http://www.a.edu.cn/zbgg/' }), 'list');
    const shown = { url: 'http://www.a.edu.cn/zbgg/index.htm', type: 'text/html', text: '<html><body>http://www.a.edu.cn/zbgg/index.htm</body></html>', charset: 'gbk' };
    expect(answerFor(run, 'http://www.a.edu.cn/zbgg/')).toEqual(shown);
    expect(answerFor(run, 'http://www.a.edu.cn/zbgg/index.htm')).toEqual(shown);
    expect(answerFor(run, 'http://www.a.edu.cn/zbgg/index_2.htm')).toBeUndefined();
  });

  it('shows every route of a hash-routed app its one document', () => {
    const run = runWith(true);
    keepAnswer(run, fetched('http://cg.a.edu.cn/index.html#/list/zbgg'), 'list');
    expect(answerFor(run, 'http://cg.a.edu.cn/index.html#/detail/1026')?.url).toBe('http://cg.a.edu.cn/index.html');
  });

  it('keeps nothing a browser should ask itself: a cookie set, an error, a cut or unchanged answer, a browser\'s own page', () => {
    const run = runWith(true);
    keepAnswer(run, fetched('http://www.a.edu.cn/1', { headers: { 'set-cookie': 'JSESSIONID=1' } }), 'list');
    keepAnswer(run, fetched('http://www.a.edu.cn/2', { status: 203 }), 'list');
    keepAnswer(run, fetched('http://www.a.edu.cn/3', { truncated: true }), 'list');
    keepAnswer(run, fetched('http://www.a.edu.cn/4', { notModified: true }), 'list');
    keepAnswer(run, fetched('http://www.a.edu.cn/5', { via: 'browser' }), 'list');
    for (const n of [1, 2, 3, 4, 5]) expect(answerFor(run, `http://www.a.edu.cn/${n}`), String(n)).toBeUndefined();
  });

  it('keeps nothing for a renderer that cannot show an answer (the extension\'s tab)', () => {
    const run = runWith(false);
    keepAnswer(run, fetched('http://www.a.edu.cn/zbgg/'), 'list');
    expect(run.answers).toBeUndefined();
    expect(answerFor(run, 'http://www.a.edu.cn/zbgg/')).toBeUndefined();
  });

  it('keeps the last list answers while notices are fetched, and the last notice only', () => {
    const run = runWith(true);
    for (let i = 0; i <= KEPT_LIST_ANSWERS; i++) keepAnswer(run, fetched(`http://www.a.edu.cn/list${i}.htm`), 'list');
    for (let i = 0; i < 20; i++) keepAnswer(run, fetched(`http://www.a.edu.cn/info/${i}.htm`), 'notice');
    expect(answerFor(run, 'http://www.a.edu.cn/list0.htm')).toBeUndefined(); // the oldest list, past the bound
    for (let i = 1; i <= KEPT_LIST_ANSWERS; i++) expect(answerFor(run, `http://www.a.edu.cn/list${i}.htm`), String(i)).toBeDefined();
    expect(answerFor(run, 'http://www.a.edu.cn/info/19.htm')).toBeDefined();
    expect(answerFor(run, 'http://www.a.edu.cn/info/18.htm')).toBeUndefined();
  });
});
