/**
 * Local push receivers on 127.0.0.1 standing in for the platforms: each path records what it was
 * sent, checks the signature by the platform's documented formula (recomputed here, apart from
 * lib/notify), and answers as the platform does, or as a test scripts it (a rate-limit answer,
 * a request held open until the test lets it go).
 */
import { createHmac } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  json: Record<string, any>;
  /** The platform's signature verified (undefined: no secret configured for this path). */
  signed?: boolean;
}

export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

const OK: Record<string, Answer> = {
  wecom: { body: { errcode: 0, errmsg: 'ok' } },
  dingtalk: { body: { errcode: 0, errmsg: 'ok' } },
  feishu: { body: { code: 0, msg: 'success', data: {} } },
  webhook: { status: 204, body: '' },
};

/** 钉钉: base64(HMAC-SHA256(secret, `${timestamp}\n${secret}`)), sent url-encoded in the query. */
export function dingtalkSignature(secret: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
}
/** 飞书: base64(HMAC-SHA256 keyed by `${timestamp}\n${secret}` over an empty message). */
export function feishuSignature(secret: string, timestamp: string): string {
  return createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
}

export interface Receivers {
  url(path: 'wecom' | 'dingtalk' | 'feishu' | 'webhook'): string;
  received: Received[];
  of(path: string): Received[];
  /** Answers queued for a path, used before the platform's OK. */
  script(path: string, ...answers: Answer[]): void;
  /** The next request to `path` is recorded and then held open; resolves when it has arrived whole. */
  hold(path: string): Promise<Received>;
  /** Answers held requests (OK) that are still open. */
  release(): void;
  events: EventEmitter;
  close(): Promise<void>;
}

export async function startReceivers(secrets: { dingtalk?: string; feishu?: string } = {}): Promise<Receivers> {
  const received: Received[] = [];
  const scripted = new Map<string, Answer[]>();
  const holds = new Map<string, (r: Received) => void>();
  const held: ServerResponse[] = [];
  const events = new EventEmitter();
  const answer = (res: ServerResponse, a: Answer) => {
    res.writeHead(a.status ?? 200, { 'content-type': 'application/json', ...a.headers }).end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname.slice(1);
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, any> = {};
      try {
        json = JSON.parse(body);
      } catch {
        // recorded as is; the test's assertion on json says what was wrong
      }
      const r: Received = { path, query: url.searchParams, headers: req.headers, body, json };
      if (path === 'dingtalk' && secrets.dingtalk) {
        const ts = url.searchParams.get('timestamp') ?? '';
        r.signed = /^\d{13}$/.test(ts) && Math.abs(Date.now() - Number(ts)) < 3_600_000 && url.searchParams.get('sign') === dingtalkSignature(secrets.dingtalk, ts);
      }
      if (path === 'feishu' && secrets.feishu) {
        const ts = String(json.timestamp ?? '');
        r.signed = /^\d{10}$/.test(ts) && Math.abs(Date.now() / 1000 - Number(ts)) < 3600 && json.sign === feishuSignature(secrets.feishu, ts);
      }
      received.push(r);
      events.emit('request', r);
      const hold = holds.get(path);
      if (hold) {
        holds.delete(path);
        held.push(res);
        hold(r);
        return;
      }
      const queue = scripted.get(path);
      answer(res, queue?.shift() ?? OK[path] ?? { status: 404, body: { error: 'no such receiver' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}/${path}${path === 'wecom' ? '?key=test-key' : path === 'dingtalk' ? '?access_token=test-token' : ''}`,
    received,
    of: (path) => received.filter((r) => r.path === path),
    script: (path, ...answers) => scripted.set(path, [...(scripted.get(path) ?? []), ...answers]),
    hold: (path) => new Promise((resolve) => holds.set(path, resolve)),
    release: () => {
      for (const res of held.splice(0)) if (!res.writableEnded && !res.destroyed) answer(res, OK.wecom!);
    },
    events,
    close: () =>
      new Promise((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
