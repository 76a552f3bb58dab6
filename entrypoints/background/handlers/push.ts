/** The push to one group (lib/extension/push.ts): the options page reads, sets, removes and tries it. */
import { checkPushSetting, loadPushSetting, PUSH, PUSH_OUTBOX, pushStatus, sendTestPush } from '../../../lib/extension/push.ts';
import { SETTINGS } from '../../../lib/extension/records.ts';
import type { Handlers } from '../../../lib/messages/protocol.ts';
import { browserPushCaps } from '../push-caps.ts';
import type { HandlerContext } from './context.ts';

/** The test message's one line (its headline carries 高校标讯, a keyword-secured robot's word). */
export const TEST_PUSH_TITLE = 'Tender Radar 推送测试：新公告将发到这里 (test message: new notices will be pushed here)';

export function pushHandlers(ctx: HandlerContext): Pick<Handlers, 'getPush' | 'setPush' | 'testPush'> {
  const { store } = ctx;
  const caps = () => ctx.pushCaps ?? browserPushCaps((text) => console.info('[tender-radar]', text));
  return {
    getPush: () => pushStatus(store),
    // A new target starts empty (the outbox drops another target's notices at its next use); none: both go.
    setPush: async ({ push }) => {
      if (push === null) {
        await store.write([
          { type: 'delete', collection: SETTINGS, key: PUSH },
          { type: 'delete', collection: SETTINGS, key: PUSH_OUTBOX },
        ]);
        return;
      }
      await store.write([{ type: 'put', collection: SETTINGS, key: PUSH, value: checkPushSetting(push) }]);
    },
    testPush: async () => {
      const setting = await loadPushSetting(store);
      if (!setting) throw new Error('no push target is set');
      await sendTestPush(setting, caps(), TEST_PUSH_TITLE);
    },
  };
}
