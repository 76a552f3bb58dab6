/**
 * The one sendMessage / onMessage pair that speaks the protocol (protocol.ts). The runtime is
 * passed in, so lib/ stays pure. Every sender is checked: extension pages may ask anything,
 * content scripts only what a web page may ask (and their tab's URL goes to the handler), anyone
 * else nothing.
 */
import { CONTENT_SCRIPT_MESSAGES, type Handlers, type MessageType, type RequestOf, type ResponseOf, type SenderInfo, type SenderKind } from './protocol.ts';

/** The part of `runtime.MessageSender` we look at. */
export interface Sender {
  id?: string;
  url?: string;
  tab?: unknown;
}

/** The part of the extension runtime API the messenger needs (passed in: lib/ has no globals). */
export interface Runtime {
  id: string;
  getURL(path: string): string;
  sendMessage(message: unknown): Promise<unknown>;
  onMessage: {
    addListener(listener: (message: unknown, sender: Sender) => Promise<unknown> | undefined): void;
    removeListener(listener: (message: unknown, sender: Sender) => Promise<unknown> | undefined): void;
  };
}

interface Envelope {
  protocol: 'tender-radar';
  type: MessageType;
  data: unknown;
}

type Reply = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Tells an extension page from a content script; null for anything else (other extensions,
 * web pages). `extensionBase` is our root URL ("chrome-extension://ID/"; in Firefox a
 * per-install UUID), as `runtime.getURL('')` gives it.
 */
export function senderKind(sender: Sender, runtimeId: string, extensionBase: string): SenderKind | null {
  if (sender.id !== runtimeId || !sender.url) return null;
  if (sender.url.startsWith(extensionBase)) return 'extension-page';
  // Content scripts run in a tab on a web page.
  return sender.tab && /^https?:\/\//.test(sender.url) ? 'content-script' : null;
}

/** True when `kind` may send `type`. */
export function mayReceive(type: MessageType, kind: SenderKind): boolean {
  return kind === 'extension-page' || CONTENT_SCRIPT_MESSAGES.has(type);
}

function tabUrlOf(sender: Sender): string | undefined {
  const tab = sender.tab as { url?: unknown } | undefined;
  return typeof tab?.url === 'string' ? tab.url : undefined;
}

function isEnvelope(message: unknown): message is Envelope {
  return typeof message === 'object' && message !== null && (message as Envelope).protocol === 'tender-radar';
}

/** Sends one typed message and resolves with its typed response (or rejects with the error). */
export async function sendMessage<K extends MessageType>(
  runtime: Pick<Runtime, 'sendMessage'>,
  type: K,
  ...data: undefined extends RequestOf<K> ? [RequestOf<K>?] : [RequestOf<K>]
): Promise<ResponseOf<K>> {
  const envelope: Envelope = { protocol: 'tender-radar', type, data: data[0] };
  const reply = (await runtime.sendMessage(envelope)) as Reply | undefined;
  if (!reply) throw new Error(`no answer to ${type}`);
  if (!reply.ok) throw new Error(reply.error);
  return reply.value as ResponseOf<K>;
}

/** Answers typed messages with `handlers`, after checking the sender; returns the unsubscribe. */
export function onMessage(runtime: Runtime, handlers: Handlers): () => void {
  const listener = (message: unknown, sender: Sender): Promise<Reply> | undefined => {
    if (!isEnvelope(message)) return undefined;
    const handler = (handlers as Partial<Record<string, (request: unknown, sender: SenderInfo) => unknown>>)[message.type];
    if (typeof handler !== 'function' || !Object.hasOwn(handlers, message.type)) return undefined;
    const kind = senderKind(sender, runtime.id, runtime.getURL(''));
    if (!kind || !mayReceive(message.type, kind)) {
      return Promise.resolve({ ok: false, error: `${message.type}: sender not allowed` });
    }
    const info: SenderInfo = kind === 'content-script' ? { kind, tabUrl: tabUrlOf(sender) } : { kind };
    return Promise.resolve()
      .then(() => handler(message.data, info))
      .then(
        (value): Reply => ({ ok: true, value }),
        (error: unknown): Reply => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  };
  runtime.onMessage.addListener(listener);
  return () => runtime.onMessage.removeListener(listener);
}
