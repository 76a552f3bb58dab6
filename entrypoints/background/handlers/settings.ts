/** Settings: the schedule, markers on every site, politeness, and the helper's status. */
import { SETTINGS } from '../../../lib/extension/records.ts';
import { checkHostDelay, checkSchedule } from '../../../lib/extension/settings.ts';
import type { Handlers } from '../../../lib/messages/protocol.ts';
import type { HandlerContext } from './context.ts';

export function settingsHandlers(ctx: HandlerContext): Pick<Handlers, 'setSchedule' | 'setMarkEverywhere' | 'setPoliteness' | 'nativeStatus'> {
  const { store } = ctx;
  return {
    setSchedule: async (schedule) => {
      await store.write([{ type: 'put', collection: SETTINGS, key: 'schedule', value: checkSchedule(schedule) }]);
      await ctx.changed();
    },
    setMarkEverywhere: async ({ on }) => {
      await store.write([{ type: 'put', collection: SETTINGS, key: 'markEverywhere', value: on === true }]);
      await ctx.sitesChanged();
    },
    setPoliteness: async ({ hostDelayMs }) => {
      await store.write([{ type: 'put', collection: SETTINGS, key: 'hostDelayMs', value: checkHostDelay(hostDelayMs) }]);
    },
    nativeStatus: () => ctx.nativeStatus(),
  };
}
