/** The radar's messages (lib/messages/radar-protocol.ts): profile, feedback with undo, mark all read, digest, reminders. */
import { provinceLookup } from '../../../lib/directory/directory.ts';
import { dailyDigest, giveFeedback, markAllRead, saveProfile, takeDueReminders, undoFeedback } from '../../../lib/extension/radar.ts';
import { siteStatuses } from '../../../lib/extension/snapshot.ts';
import type { Handlers } from '../../../lib/messages/protocol.ts';
import type { HandlerContext } from './context.ts';

export function radarHandlers(ctx: HandlerContext): Pick<Handlers, 'setProfile' | 'feedback' | 'undoFeedback' | 'markAllRead' | 'getDigest' | 'runReminders'> {
  const { store, now, changed } = ctx;
  const directory = async () => (await ctx.directory?.()) ?? new Map();
  const options = async () => provinceLookup(await directory());
  // Site → the university's name, for the digest: the directory's, else the one read off its homepage.
  const names = async () => {
    const [known, sites] = await Promise.all([directory(), siteStatuses(store)]);
    return Object.fromEntries(sites.map((s) => [s.site, known.get(s.site)?.name ?? s.name ?? s.site]));
  };
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
    // `now` lets a test advance the clock; the reminders that came due are shown once each.
    runReminders: async (request) => {
      const at = request?.now ? Date.parse(request.now) : now().getTime();
      if (Number.isNaN(at)) throw new Error(`not a date: ${String(request?.now).slice(0, 40)}`);
      const due = await takeDueReminders(store, at, await options());
      await ctx.showReminders?.(due);
      return due;
    },
  };
}
