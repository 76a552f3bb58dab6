/**
 * The local helper over native messaging: optional; the extension works without it. So is its
 * link: `nativeMessaging` is an optional permission the user grants in the options page, and
 * nothing here reaches for the helper before `permissions.contains` says it is granted.
 */

/** The native-messaging host's name (helper/commands/install-native.ts writes its manifest). */
export const NATIVE_HOST = 'com.tender_radar.helper';

/** How long a ping's answer is trusted: asking means starting a process. */
const FRESH_MS = 60_000;

type HelperStatus = { connected: boolean; version?: string; reason?: string };

/** The permission the helper link needs (wxt.config.ts lists it as optional). */
export const HELPER_LINK = { permissions: ['nativeMessaging' as const] };

/** Why the helper is not asked, when its link is off. */
export const LINK_OFF = 'the local helper link is off: the nativeMessaging permission is not granted (turn the helper link on in the options page)';

/**
 * The helper's message channel, once the link is granted. Chrome binds `sendNativeMessage` to a
 * worker started after the grant: until the worker next starts it is missing, and that says so.
 */
async function nativeChannel(): Promise<typeof browser.runtime.sendNativeMessage> {
  if (!(await browser.permissions.contains(HELPER_LINK))) throw new Error(LINK_OFF);
  const send = browser.runtime.sendNativeMessage as typeof browser.runtime.sendNativeMessage | undefined;
  if (!send) throw new Error('the local helper link was just granted: it works once the extension restarts its background (at the latest with the browser)');
  return send.bind(browser.runtime);
}
let last: { at: number; status: Promise<HelperStatus> } | undefined;

/** A ping unanswered this long counts as no helper: a snapshot (popup, options page) never waits longer on it. */
const PING_TIMEOUT_MS = 3000;

/** Pings the helper; `connected: false` with the reason when the link is off, it is not installed or does not answer in time. */
async function ping(): Promise<HelperStatus> {
  try {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the helper did not answer in ${PING_TIMEOUT_MS / 1000} s`)), PING_TIMEOUT_MS));
    const send = await nativeChannel();
    const reply = (await Promise.race([send(NATIVE_HOST, { type: 'ping' }), timeout])) as { version?: string } | undefined;
    return { connected: true, version: reply?.version };
  } catch (error) {
    return { connected: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The helper's status, pinged at most once a minute (and again once the link is turned on or off). */
export function helperStatus(): Promise<HelperStatus> {
  if (!last || Date.now() - last.at > FRESH_MS) last = { at: Date.now(), status: ping() };
  return last.status;
}

/** A grant or a removal of the helper link is seen at the next status, not a minute later. */
export function forgetHelperStatusOnLinkChange(): void {
  const forget = (change: { permissions?: string[] }) => {
    if (change.permissions?.includes('nativeMessaging')) last = undefined;
  };
  browser.permissions.onAdded.addListener(forget);
  browser.permissions.onRemoved.addListener(forget);
}

/** Asks the helper to crawl a site the browser's own requests cannot reach. */
export async function helperCrawl(seed: string): Promise<{ notices: unknown[]; listPages: string[] }> {
  const send = await nativeChannel();
  const reply = (await send(NATIVE_HOST, { type: 'crawl', seed })) as {
    type: string;
    error?: string;
    notices?: unknown[];
    listPages?: string[];
  };
  if (reply.type !== 'crawl') throw new Error(reply.error ?? 'the helper did not crawl');
  return { notices: reply.notices ?? [], listPages: reply.listPages ?? [] };
}
