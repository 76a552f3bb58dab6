/**
 * A tiny HTTP client for the test web's own tests: connects to 127.0.0.1:PORT and sends the
 * URL's host in the Host header (Node's fetch would not let us set it). No redirects followed.
 */
import { request } from 'node:http';

/** A raw answer: status, lower-cased headers, body bytes. */
export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GETs `url` (e.g. http://www.dj-tech.edu.cn/) from the test web listening on `port`. */
export function get(port: number, url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: `${target.pathname}${target.search}`, headers: { host: target.host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') flat[name] = value;
          resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}
