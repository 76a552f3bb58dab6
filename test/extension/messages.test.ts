/** The typed protocol over WXT's fake browser: replies, errors, and the sender check. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { mayReceive, onMessage, sendMessage, senderKind, type Runtime, type Sender } from '../../lib/messages/messenger.ts';
import type { Handlers, SenderInfo } from '../../lib/messages/protocol.ts';

// The background answers every message (createHandlers is typed `Handlers`); these listeners answer one each.
const only = (handlers: Partial<Handlers>) => handlers as Handlers;

const runtime = fakeBrowser.runtime as unknown as Runtime;
const BASE = 'chrome-extension://test-extension-id/';
const popup: Sender = { id: 'test-extension-id', url: `${BASE}popup.html` };
const contentScript: Sender = { id: 'test-extension-id', url: 'https://www.fzu.edu.cn/cgxx.htm', tab: { id: 3, url: 'https://www.fzu.edu.cn/cgxx.htm' } };
const otherExtension: Sender = { id: 'evil', url: 'chrome-extension://evil/page.html' };

/** Delivers a message as the browser would, from `sender`, and returns the listener's reply. */
async function deliver(message: unknown, sender: Sender): Promise<unknown> {
  const replies = await fakeBrowser.runtime.onMessage.trigger(message, sender as never);
  return replies.find(Boolean);
}

describe('messages', () => {
  beforeEach(() => fakeBrowser.reset());

  it('tells extension pages, content scripts and strangers apart', () => {
    expect(senderKind(popup, 'test-extension-id', BASE)).toBe('extension-page');
    expect(senderKind(contentScript, 'test-extension-id', BASE)).toBe('content-script');
    expect(senderKind(otherExtension, 'test-extension-id', BASE)).toBeNull();
    expect(senderKind({ id: 'test-extension-id', url: 'https://x.edu.cn/' }, 'test-extension-id', BASE)).toBeNull();
    expect(senderKind({ id: 'test-extension-id', url: 'not a url', tab: {} }, 'test-extension-id', BASE)).toBeNull();
  });

  it('lets content scripts send only what a web page may ask', () => {
    expect(mayReceive('classifyLinks', 'content-script')).toBe(true);
    expect(mayReceive('importData', 'content-script')).toBe(false);
    expect(mayReceive('removeSite', 'content-script')).toBe(false);
    expect(mayReceive('importData', 'extension-page')).toBe(true);
  });

  it('answers a typed request end to end', async () => {
    onMessage(runtime, only({ markRead: ({ url, read }) => void expect([url, read]).toEqual(['u', true]) }));
    onMessage(runtime, only({ pauseSite: async () => undefined }));
    // fakeBrowser's sendMessage passes an empty sender: answer as our own page would ask.
    const send = { sendMessage: (m: unknown) => deliver(m, popup) };
    await expect(sendMessage(send, 'markRead', { url: 'u', read: true })).resolves.toBeUndefined();
  });

  it('carries a handler error back to the caller', async () => {
    const senders: SenderInfo[] = [];
    onMessage(
      runtime,
      only({
        addSeed: ({ url }, sender) => {
          senders.push(sender);
          throw new Error(`not a university site: ${url}`);
        },
      }),
    );
    const send = { sendMessage: (m: unknown) => deliver(m, contentScript) };
    await expect(sendMessage(send, 'addSeed', { url: 'https://example.com/' })).rejects.toThrow(
      'not a university site: https://example.com/',
    );
    // A content script's handler learns its tab's page, which its requests must be about.
    expect(senders).toEqual([{ kind: 'content-script', tabUrl: 'https://www.fzu.edu.cn/cgxx.htm' }]);
  });

  it('refuses forbidden senders and ignores foreign messages', async () => {
    let imported = false;
    onMessage(
      runtime,
      only({
        importData: () => {
          imported = true;
          return { records: 0 };
        },
      }),
    );
    const envelope = { protocol: 'tender-radar', type: 'importData', data: { json: '{}' } };
    expect(await deliver(envelope, contentScript)).toEqual({ ok: false, error: 'importData: sender not allowed' });
    expect(await deliver(envelope, otherExtension)).toEqual({ ok: false, error: 'importData: sender not allowed' });
    expect(await deliver({ type: 'importData' }, popup)).toBeUndefined();
    expect(imported).toBe(false);
    expect(await deliver(envelope, popup)).toEqual({ ok: true, value: { records: 0 } });
    expect(imported).toBe(true);
  });

  it('requires a handler for every message (checked by tsc: a missing one does not compile)', () => {
    // @ts-expect-error every message of the protocol needs its handler
    const incomplete: Handlers = { getStatus: () => ({ crawling: false, unread: 0 }) };
    expect(Object.keys(incomplete)).toEqual(['getStatus']);
  });
});
