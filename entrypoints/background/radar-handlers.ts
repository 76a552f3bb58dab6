/** The radar's messages (lib/radar-protocol.ts): profile, feedback with undo, mark all read, reminders. */
import type { Handlers } from '../../lib/messages.ts';
import type { MatchOptions } from '../../lib/profile/index.ts';
import type { Store } from '../../lib/types.ts';
import { dailyDigest, giveFeedback, markAllRead, saveProfile, takeDueReminders, undoFeedback } from './radar.ts';
import { showReminders } from './radar-notify.ts';

export interface RadarContext {
  store: Store;
  now: () => Date;
  /** After anything that changes the list or the badge. */
  changed: () => Promise<void>;
  /** The province lookup (the embedded directory). */
  options: () => Promise<MatchOptions>;
  /** Site → the university's name, for the digest. */
  names: () => Promise<Record<string, string>>;
}

/** Handlers for the radar's messages. */
export function createRadarHandlers({ store, now, changed, options, names }: RadarContext): Handlers {
  return {
    setProfile: async ({ profile }) => {
      const saved = await saveProfile(store, profile);
      await changed();
      return saved;
    },
    feedback: async ({ url, kind }) => {
      await giveFeedback(store, url, kind, await options());
      await changed();
    },
    undoFeedback: async () => {
      const url = await undoFeedback(store);
      if (url) await changed();
      return url ? { url } : {};
    },
    markAllRead: async ({ urls }) => {
      await markAllRead(store, urls);
      await changed();
    },
    getDigest: async () => {
      const [digest, siteNames] = await Promise.all([dailyDigest(store, now().getTime(), await options()), names()]);
      return { digest, names: siteNames };
    },
    runReminders: async (request) => {
      const at = request?.now ? Date.parse(request.now) : now().getTime();
      if (Number.isNaN(at)) throw new Error(`not a date: ${String(request?.now).slice(0, 40)}`);
      const due = await takeDueReminders(store, at, await options());
      await showReminders(due);
      return due;
    },
  };
}
