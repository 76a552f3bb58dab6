/** A real HTTP server on 127.0.0.1 (random port) for the network tests, recording what it saw. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it: when it arrived and when the answer was done. */
export interface SeenRequest {
  path: string;
  headers: IncomingMessage['headers'];
  arrivedAt: number;
  endedAt?: number;
}

export interface TestServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
  url(path: string): string;
  requests: SeenRequest[];
  /** Paths requested, in order of arrival. */
  paths(): string[];
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Starts a server; `handler` answers, the server records. Unknown errors answer 500. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const seen: SeenRequest = { path: req.url ?? '', headers: req.headers, arrivedAt: performance.now() };
    requests.push(seen);
    res.on('close', () => (seen.endedAt = performance.now()));
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => origin + path,
    requests,
    paths: () => requests.map((r) => r.path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes `total` bytes of HTML in chunks, waiting for the socket to drain; resolves with the bytes written. */
export async function streamHtml(res: ServerResponse, total: number, chunkSize = 64 * 1024): Promise<number> {
  const chunk = Buffer.alloc(chunkSize, '<p>招标公告 row</p>\n');
  let written = 0;
  while (written < total && !res.destroyed) {
    const piece = chunk.subarray(0, Math.min(chunkSize, total - written));
    written += piece.length;
    if (!res.write(piece)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done).off('close', done);
          resolve();
        };
        res.on('drain', done).on('close', done);
      });
    }
  }
  if (!res.destroyed) res.end();
  return written;
}
