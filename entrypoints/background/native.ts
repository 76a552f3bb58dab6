/** The local helper over native messaging: optional; the extension works without it. */

/** The native-messaging host's name (helper/commands/install-native.ts writes its manifest). */
export const NATIVE_HOST = 'com.tender_radar.helper';

/** Pings the helper; `connected: false` when it is not installed or does not answer. */
export async function pingHelper(): Promise<{ connected: boolean; version?: string }> {
  try {
    const reply = (await browser.runtime.sendNativeMessage(NATIVE_HOST, { type: 'ping' })) as { version?: string } | undefined;
    return { connected: true, version: reply?.version };
  } catch {
    return { connected: false };
  }
}
