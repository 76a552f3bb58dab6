/** Export and import of everything the extension keeps (the file is checked whole before anything changes). */
import { exportBackup, importBackup } from '../../../lib/export/backup.ts';
import { BACKUP_SCHEMA } from '../../../lib/extension/backup-checks.ts';
import { BACKUP_COLLECTIONS, SETTINGS } from '../../../lib/extension/records.ts';
import type { Handlers } from '../../../lib/messages/protocol.ts';
import type { HandlerContext } from './context.ts';

export function backupHandlers(ctx: HandlerContext): Pick<Handlers, 'exportData' | 'importData'> {
  const { store } = ctx;
  return {
    exportData: () => exportBackup(store, BACKUP_COLLECTIONS, ctx.now()),
    importData: async ({ json }) => {
      const records = await importBackup(store, json, BACKUP_SCHEMA);
      // A backup made mid-crawl carries that run's marker and a stale first view: neither applies here.
      await store.write([
        { type: 'delete', collection: SETTINGS, key: 'crawl' },
        { type: 'delete', collection: SETTINGS, key: 'view' },
        { type: 'delete', collection: SETTINGS, key: 'progress' },
      ]);
      await Promise.all([ctx.changed(), ctx.sitesChanged()]);
      return { records };
    },
  };
}
