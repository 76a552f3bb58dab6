/**
 * A notice's last line is often its project number ("项目编号：YMJT-2026-HW167"), short and without a
 * sentence in it like the boilerplate trimmed from a body's edges. It is the notice's own: two
 * notices of one title in one column (test/web3's ymjt 采购意向, a monthly 政府采购意向公开) are told
 * apart by it, and were merged as one before (web3 day 1: 2 of 155 missed on ymjt, seen).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { extractFields } from '../../lib/fields/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import { noticeKey, sameNotice } from '../../lib/dedup/same-notice.ts';
import { startServer } from '../web3/server.ts';
import { askWeb } from '../kit/ask.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let port = 0;

beforeAll(async () => {
  server = await startServer({ port: 0 });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

const get = (url: string) => askWeb(port, url);

async function notice(url: string) {
  const reply = await get(url);
  expect(reply.status, url).toBe(200);
  const page = extractPage(parseHtml(decodeBody(new Uint8Array(reply.body), reply.type).text), url, { scope: url });
  return { url, title: page.title, publishedAt: page.publishedAt, body: page.body, ...extractFields(page.body, { title: page.title }) };
}

describe('a body keeps its project number line', () => {
  const urls = ['http://cgb.ymjt.edu.cn/content.jsp?cid=33&id=5100', 'http://cgb.ymjt.edu.cn/content.jsp?cid=33&id=5110'];

  it('reads each notice\'s number from its last line, and drops the print links after it', async () => {
    const [a, b] = await Promise.all(urls.map(notice));
    expect(a!.body.split('\n').at(-1)).toBe('项目编号：YMJT-2026-HW167');
    expect(a!.projectNo).toBe('YMJT-2026-HW167');
    expect(b!.projectNo).toBe('YMJT-2026-GC612');
    expect(a!.body).not.toContain('打印本页');
  });

  it('tells two notices of one title two days apart apart by their numbers', async () => {
    const [a, b] = await Promise.all(urls.map(notice));
    expect(a!.title).toBe('政府采购意向公开（2024年10月）');
    expect(b!.title).toBe('云梦交通大学 政府采购意向公开（2024年10月）');
    expect(sameNotice(noticeKey(a!), noticeKey(b!))).toBe(false);
  });
});
