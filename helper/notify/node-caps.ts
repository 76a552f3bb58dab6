/**
 * lib/notify's capabilities in Node: an HTTP(S) POST that says when the whole request left
 * (ClientRequest 'finish': "handed off to the operating system"), HMAC-SHA256, a sleep, and an
 * atomic file write (temp file, fsync, rename, fsync of the directory) for the outbox and feeds.
 * Push targets are the user's own configuration, so loopback and private addresses are allowed
 * here, unlike the crawl's fetcher.
 */
import { createHmac } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname } from 'node:path';
import type { NotifyCaps, Post } from '../../lib/notify/index.ts';

const TIMEOUT_MS = 30_000;
/** An answer is a short JSON object; more is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

export const nodePost: Post = (req, written) =>
  new Promise((resolve, reject) => {
    const url = new URL(req.url);
    const body = Buffer.from(req.body, 'utf8');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'POST', headers: { ...req.headers, 'content-length': String(body.length), 'user-agent': 'TenderRadar/0.1 (push)' }, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('error', reject);
      res.on('end', () => {
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES), ...(typeof retryAfter === 'string' && { retryAfter }) });
      });
    });
    request.on('finish', written);
    request.on('timeout', () => request.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });

export function nodeHmac(key: string, message: string): Promise<string> {
  return Promise.resolve(createHmac('sha256', Buffer.from(key, 'utf8')).update(Buffer.from(message, 'utf8')).digest('base64'));
}

/** Writes `text` to `path` so a reader (or a crash) sees the old file or the new one, never a mix. */
export function writeFileAtomic(path: string, text: string): void {
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    const data = Buffer.from(text, 'utf8');
    for (let at = 0; at < data.length; ) at += writeSync(fd, data, at, data.length - at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

export function nodeCaps(log: (text: string) => void, sendMail?: NotifyCaps['sendMail']): NotifyCaps {
  return {
    post: nodePost,
    hmacSha256Base64: nodeHmac,
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
    log,
    ...(sendMail && { sendMail }),
  };
}
