/**
 * Asks a test web served on 127.0.0.1:`port` for `url` as its own host would be asked (the Host
 * header names the site), without the crawler: for tests that read one page of a web.
 */
import { request } from 'node:http';

export interface WebAnswer {
  status: number;
  type: string;
  body: Buffer;
}

export function askWeb(port: number, url: string): Promise<WebAnswer> {
  const { host, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname + search, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}
