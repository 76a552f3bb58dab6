/**
 * What the background answers to each message: thin wiring over the store and lib/, one file per
 * concern. The result is typed `Handlers`, so a message without a handler does not compile; the
 * messages a content script may send are first checked against its tab (page.ts).
 */
import { CONTENT_SCRIPT_MESSAGES, type Handlers, type MessageType, type SenderInfo } from '../../../lib/messages/protocol.ts';
import { backupHandlers } from './backup.ts';
import type { HandlerContext } from './context.ts';
import { featureHandlers } from './features.ts';
import { radarHandlers } from './radar.ts';
import { noticeHandlers } from './notices.ts';
import { checkPageSender, pageHandlers } from './page.ts';
import { pushHandlers } from './push.ts';
import { settingsHandlers } from './settings.ts';
import { siteHandlers } from './sites.ts';

export { siteOf, type HandlerContext } from './context.ts';

/** Builds the message handlers over `ctx`. */
export function createHandlers(ctx: HandlerContext): Handlers {
  const handlers: Handlers = {
    ...noticeHandlers(ctx),
    ...siteHandlers(ctx),
    ...pageHandlers(ctx),
    ...settingsHandlers(ctx),
    ...backupHandlers(ctx),
    ...featureHandlers(ctx),
    ...radarHandlers(ctx),
    ...pushHandlers(ctx),
  };
  for (const type of CONTENT_SCRIPT_MESSAGES) guard(handlers, type, ctx);
  return handlers;
}

// A content script's message is answered only when its tab is on a site it may talk to us from.
function guard<K extends MessageType>(handlers: Handlers, type: K, ctx: HandlerContext): void {
  const handler = handlers[type] as (request: unknown, sender: SenderInfo) => unknown;
  (handlers as Record<MessageType, (request: unknown, sender: SenderInfo) => unknown>)[type] = async (request, sender) => {
    await checkPageSender(ctx, sender);
    return handler(request, sender);
  };
}
