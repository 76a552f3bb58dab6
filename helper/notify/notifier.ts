/**
 * `crawl --notify FILE`: the crawl's delivered notices pushed to the team's channels. Notices are
 * taken into the outbox (lib/notify/outbox.ts, `notify-outbox.json` in the state directory)
 * before the crawl marks them delivered; once the crawl is done the outbox is pushed, and the
 * Atom feed and the calendar are rewritten. Paths in FILE are relative to FILE's folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import directoryFile from '../../public/directory/universities.json' with { type: 'json' };
import { directoryIndex, provinceLookup } from '../../lib/directory/directory.ts';
import { deadlinesIcs } from '../../lib/export/ics.ts';
import {
  atomFeed, channelKey, channelLabel, emptyOutbox, itemNotice, noticeItem, Outbox, OutboxError, parseNotifyConfig, parseOutbox, pushAll,
  type NotifyCaps, type NotifyConfig,
} from '../../lib/notify/index.ts';
import { importProfile, matchNotice, type InterestProfile } from '../../lib/profile/index.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { nodemailerSend } from './mail.ts';
import { nodeCaps, writeFileAtomic } from './node-caps.ts';

export const OUTBOX_FILE = 'notify-outbox.json';
/** Entries of the Atom feed. */
const FEED_ENTRIES = 100;

export interface Notifier {
  /** Takes delivered notices (the matching ones) into the outbox; called before they are marked delivered. */
  enqueue(notices: Notice[]): Promise<void>;
  /** Pushes the outbox and rewrites the feed and calendar files. */
  finish(): Promise<void>;
}

/** Reads the configuration (and profile) and the outbox, settling a batch a kill left in flight. Throws with a message for the user. */
export async function openNotifier(file: string, stateDir: string, log: (text: string) => void, caps: NotifyCaps = nodeCaps(log, nodemailerSend)): Promise<Notifier> {
  const config = readConfig(file);
  const here = dirname(resolve(file));
  const profile = config.only === 'for-me' ? importProfile(readFileSync(resolve(here, config.profile!), 'utf8')) : undefined;
  const directory = directoryIndex(directoryFile as Record<string, Record<string, string>>);
  const matchOptions = provinceLookup(directory);
  const outboxPath = join(stateDir, OUTBOX_FILE);
  const outbox = new Outbox(readOutbox(outboxPath), (text) => writeFileAtomic(outboxPath, text), caps.now);
  for (const note of await outbox.recover()) log(`notify: ${note}`);
  const channels = new Map(config.channels.map((c) => [channelKey(c), channelLabel(c)]));
  const wanted = (n: Notice, p: InterestProfile | undefined) => !p || matchNotice(n, p, matchOptions) !== null;

  return {
    async enqueue(notices) {
      const items = notices.filter((n) => wanted(n, profile)).map((n) => noticeItem(n, directory.get(n.site)?.name));
      if (items.length > 0) await outbox.enqueue(items, channels);
    },
    async finish() {
      for (const r of await pushAll(outbox, config.channels, caps)) {
        if (r.sent || r.error || r.left) log(`notify: ${r.channel}: ${r.sent} notices in ${r.messages} messages${r.error ? `; failed: ${r.error}` : ''}${r.left ? `; ${r.left} wait for the next run` : ''}`);
      }
      const now = new Date(caps.now());
      if (config.atom) writeFileAtomic(resolve(here, config.atom), atomFeed(outbox.feedItems().slice(0, FEED_ENTRIES), now));
      if (config.ics) {
        const today = now.toISOString().slice(0, 10);
        const upcoming = outbox.allItems().filter((i) => i.deadline && i.deadline.slice(0, 10) >= today).map(itemNotice);
        writeFileAtomic(resolve(here, config.ics), deadlinesIcs(upcoming, now, profile ? { reminderDays: profile.reminderDays } : {}));
      }
    },
  };
}

function readConfig(file: string): NotifyConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--notify ${file}: ${error instanceof SyntaxError ? 'not JSON' : error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return parseNotifyConfig(json);
  } catch (error) {
    throw new Error(`--notify ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function readOutbox(path: string) {
  if (!existsSync(path)) return emptyOutbox();
  try {
    return parseOutbox(readFileSync(path, 'utf8'));
  } catch (error) {
    if (!(error instanceof OutboxError)) throw error;
    // Never started afresh silently: that would push everything again, or lose what waits.
    throw new Error(`the outbox ${path} is damaged (${error.message}); move it aside to start the pushes afresh`);
  }
}
