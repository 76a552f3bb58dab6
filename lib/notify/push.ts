/**
 * Pushes what the outbox holds, channel by channel: the pending notices split into the platform's
 * messages, each sent as an outbox batch (outbox.ts: sending → written → sent or back), paced to
 * the platform's documented rate, and waited for when the platform answers "too fast" (at most
 * MAX_TRIES a message and MAX_WAIT_MS a channel in one run). A channel that fails keeps its
 * notices for the next run; the others go on.
 */
import { dingtalk } from './dingtalk.ts';
import { emailMessages } from './email.ts';
import { feishu } from './feishu.ts';
import type { HttpChannelKind, Outcome } from './channel.ts';
import { channelKey, channelLabel, type Outbox } from './outbox.ts';
import type { ChannelConfig, NotifyCaps, NotifyItem } from './types.ts';
import { webhook } from './webhook.ts';
import { wecom } from './wecom.ts';

export const MAX_TRIES = 3;
export const MAX_WAIT_MS = 15 * 60_000;

const KINDS = { wecom, dingtalk, feishu, webhook } as const;

export function httpKind(channel: ChannelConfig): HttpChannelKind<ChannelConfig> | undefined {
  return channel.type === 'email' ? undefined : (KINDS[channel.type] as HttpChannelKind<ChannelConfig>);
}

export interface ChannelReport {
  channel: string;
  sent: number;
  messages: number;
  left: number;
  error?: string;
}

/** One message of a channel, whatever the platform: its items and how to send it. */
interface Sendable {
  items: NotifyItem[];
  send(batch: string, written: () => void): Promise<Outcome>;
}

function sendables(channel: ChannelConfig, items: NotifyItem[], caps: NotifyCaps): Sendable[] {
  if (channel.type === 'email') {
    return emailMessages(channel, items).map(({ items, mail }) => ({
      items,
      async send(_batch, written) {
        if (!caps.sendMail) return { ok: false, rateLimited: false, error: 'no mail transport' };
        try {
          await caps.sendMail(channel, mail, written);
          return { ok: true };
        } catch (error) {
          return { ok: false, rateLimited: false, error: error instanceof Error ? error.message : String(error) };
        }
      },
    }));
  }
  const kind = httpKind(channel)!;
  return kind.messages(items).map((message) => ({
    items: message.items,
    async send(batch, written) {
      const request = await kind.request(channel, message, { batch, caps });
      return kind.answer(await caps.post(request, written));
    },
  }));
}

/** Waits before a send so that at most perSecond / perMinute messages go in any second / minute. */
function pacer(kind: HttpChannelKind<ChannelConfig> | undefined, caps: NotifyCaps) {
  const times: number[] = [];
  return async () => {
    for (const [limit, windowMs] of [[kind?.perMinute, 60_000], [kind?.perSecond, 1_000]] as const) {
      if (!limit) continue;
      const inWindow = times.filter((t) => t > caps.now() - windowMs);
      if (inWindow.length >= limit) await caps.sleep(inWindow[inWindow.length - limit]! + windowMs - caps.now());
    }
    times.push(caps.now());
    if (times.length > 200) times.splice(0, times.length - 200);
  };
}

/** Pushes each configured channel's pending notices; returns what happened per channel. */
export async function pushAll(outbox: Outbox, channels: readonly ChannelConfig[], caps: NotifyCaps): Promise<ChannelReport[]> {
  const reports: ChannelReport[] = [];
  for (const channel of channels) reports.push(await pushChannel(outbox, channel, caps));
  return reports;
}

async function pushChannel(outbox: Outbox, channel: ChannelConfig, caps: NotifyCaps): Promise<ChannelReport> {
  const key = channelKey(channel);
  const report: ChannelReport = { channel: channelLabel(channel), sent: 0, messages: 0, left: 0 };
  const pace = pacer(httpKind(channel), caps);
  let waited = 0;
  for (const message of sendables(channel, outbox.pending(key), caps)) {
    let outcome: Outcome | undefined;
    for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
      await pace();
      const batch = await outbox.begin(key, message.items.map((i) => i.id));
      let written: Promise<void> | undefined;
      try {
        outcome = await message.send(batch, () => (written = outbox.written(key)));
      } catch (error) {
        outcome = { ok: false, rateLimited: false, error: error instanceof Error ? error.message : String(error) };
        await written;
        if (outbox.isWritten(key)) {
          // Written whole, no answer (a dropped connection, a timeout): counted as sent, by the outbox's rule.
          caps.log?.(`notify: ${report.channel}: batch ${batch} was written but not answered (${outcome.error}): counted as sent`);
          outcome = { ok: true };
        }
      }
      await written;
      if (outcome.ok) {
        await outbox.sent(key);
        report.sent += message.items.length;
        report.messages++;
        break;
      }
      await outbox.back(key, outcome.error);
      if (!outcome.rateLimited) break;
      const waitMs = outcome.waitMs ?? httpKind(channel)?.rateLimitWaitMs ?? 60_000;
      if (attempt === MAX_TRIES || waited + waitMs > MAX_WAIT_MS) break;
      caps.log?.(`notify: ${report.channel}: rate-limited (${outcome.error}); waiting ${Math.round(waitMs / 1000)} s`);
      waited += waitMs;
      await caps.sleep(waitMs);
    }
    if (!outcome?.ok) {
      report.error = outcome?.error ?? 'not sent';
      break; // the rest waits with it for the next run, in order
    }
  }
  report.left = outbox.pending(key).length;
  return report;
}
