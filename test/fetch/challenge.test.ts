/** The JavaScript-challenge detector: gateway pages are caught, real pages from the corpus are not. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { toFetchError } from '../../lib/fetch/errors.ts';
import { isJavaScriptChallenge } from '../../lib/fetch/index.ts';
import { corpusPath, htmlFiles, REAL_PAGE_SETS } from './corpus.ts';

describe('isJavaScriptChallenge', () => {
  it.each([
    ['Jiasule', '<html><body><script>document.cookie=("_"+"_jsl_clearance=1700000000.1|0|x")+";path=/";location.href=location.pathname+location.search</script></body></html>'],
    ['Ruishu 412', '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><script type="text/javascript">$_ts=window[\'$_ts\'];if(!$_ts)$_ts={};$_ts.nsd=12345;</script><script src="/abc/xyz.js"></script></head><body></body></html>'],
    ['Alibaba WAF', '<html><script>var arg1="3F2B";document.cookie="acw_sc__v2="+x+"; expires=";reload(arg2);</script></html>'],
    ['Yunsuo', '<html><script>self.location="/?security_verify_data=313238";document.cookie="yunsuo_session_verify=1";</script></html>'],
    ['generic cookie + reload', '<html><head><script>document.cookie="v=1";window.location.reload();</script></head><body>请稍候…</body></html>'],
  ])('catches a %s page', (_name, html) => {
    expect(isJavaScriptChallenge(html)).toBe(true);
  });

  it.each([
    ['a small list page with a script', '<html><script>var a=1;</script><ul><li><a href="/info/1.htm">关于图书馆设备采购的招标公告</a> 2026-11-20</li></ul></html>'],
    ['a page without scripts that mentions cookies', '<p>document.cookie= location.reload()</p>'],
  ])('passes %s', (_name, html) => {
    expect(isJavaScriptChallenge(html)).toBe(false);
  });

  for (const [name, ...parts] of REAL_PAGE_SETS) {
    const corpus = corpusPath(...parts);
    it.skipIf(!corpus.present)(`never flags a real page of ${name}`, () => {
      const files = htmlFiles(corpus.path);
      expect(files.length).toBeGreaterThan(60);
      const flagged = files.filter((file) => isJavaScriptChallenge(decodeBody(readFileSync(file)).text));
      expect(flagged).toEqual([]);
    });
  }
});

describe('toFetchError', () => {
  // The shapes Node's fetch rejects with: TypeError("fetch failed") with the socket error as cause.
  const nodeFailure = (code: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(`getaddrinfo ${code} zbb.xxx.edu.cn`), { code }) });

  it.each([
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['ECONNREFUSED', 'network'],
    ['ECONNRESET', 'network'],
  ])('maps %s to %s', (code, kind) => {
    expect(toFetchError(nodeFailure(code), 'http://zbb.xxx.edu.cn/', false).kind).toBe(kind);
  });

  it('maps a browser TypeError to network, and anything after our timer fired to timeout', () => {
    expect(toFetchError(new TypeError('Failed to fetch'), 'http://a/', false).kind).toBe('network');
    expect(toFetchError(new DOMException('aborted', 'AbortError'), 'http://a/', true).kind).toBe('timeout');
  });
});
