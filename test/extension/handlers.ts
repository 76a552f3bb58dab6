/**
 * The background's message handlers as the handler tests wire them: the real tokenizer and
 * classifier, a fixed clock, no crawl started and no listener told unless a test passes its own;
 * and calls as the background's onMessage makes them, from an extension page or a content script.
 */
import { createHandlers, type HandlerContext } from '../../entrypoints/background/handlers/index.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createClassifier } from '../../lib/classify/index.ts';
import type { Handlers, ProtocolMap } from '../../lib/messages/protocol.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });

/** Handlers over `context.store`; anything else in `context` replaces the default. */
export function testHandlers(context: Pick<HandlerContext, 'store'> & Partial<HandlerContext>): Handlers {
  return createHandlers({
    now: () => new Date('2026-11-21T09:00:00Z'),
    classifier: async () => classifier,
    tokenizer: async () => tokenizer,
    startCrawl: () => undefined,
    changed: async () => undefined,
    sitesChanged: async () => undefined,
    nativeStatus: async () => ({ connected: false }),
    ...context,
  });
}

/** Calls a handler as an extension page's message. */
export const fromExtensionPage =
  (handlers: Handlers) =>
  <K extends keyof ProtocolMap>(type: K, request: ProtocolMap[K]['request']) =>
    Promise.resolve((handlers[type] as Handlers[K])(request, { kind: 'extension-page' }));

/** Calls a handler as the message of a content script in a tab showing `tabUrl`. */
export const fromContentScript =
  (handlers: Handlers) =>
  <K extends keyof ProtocolMap>(tabUrl: string, type: K, request: ProtocolMap[K]['request']) =>
    Promise.resolve((handlers[type] as Handlers[K])(request, { kind: 'content-script', tabUrl }));
