/** The local helper over native messaging: optional; the extension works without it. */

/** The native-messaging host's name (helper/commands/install-native.ts writes its manifest). */
export const NATIVE_HOST = 'com.tender_radar.helper';

/** How long a ping's answer is trusted: asking means starting a process. */
const FRESH_MS = 60_000;

type HelperStatus = { connected: boolean; version?: string };
let last: { at: number; status: Promise<HelperStatus> } | undefined;

/** A ping unanswered this long counts as no helper: a snapshot (popup, options page) never waits longer on it. */
const PING_TIMEOUT_MS = 3000;

/** Pings the helper; `connected: false` when it is not installed or does not answer in time. */
async function ping(): Promise<HelperStatus> {
  try {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), PING_TIMEOUT_MS));
    const reply = (await Promise.race([browser.runtime.sendNativeMessage(NATIVE_HOST, { type: 'ping' }), timeout])) as { version?: string } | undefined;
    return { connected: true, version: reply?.version };
  } catch {
    return { connected: false };
  }
}

/** The helper's status, pinged at most once a minute. */
export function helperStatus(): Promise<HelperStatus> {
  if (!last || Date.now() - last.at > FRESH_MS) last = { at: Date.now(), status: ping() };
  return last.status;
}

/** Asks the helper to crawl a site the browser's own requests cannot reach. */
export async function helperCrawl(seed: string): Promise<{ notices: unknown[]; listPages: string[] }> {
  const reply = (await browser.runtime.sendNativeMessage(NATIVE_HOST, { type: 'crawl', seed })) as {
    type: string;
    error?: string;
    notices?: unknown[];
    listPages?: string[];
  };
  if (reply.type !== 'crawl') throw new Error(reply.error ?? 'the helper did not crawl');
  return { notices: reply.notices ?? [], listPages: reply.listPages ?? [] };
}
