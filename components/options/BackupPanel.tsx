/** Import and export: the JSON backup, the notices as CSV, the deadlines as ICS. */
import { useState } from 'preact/hooks';
import { deadlinesIcs } from '../../lib/export/ics.ts';
import { noticesCsv } from '../../lib/export/csv.ts';
import type { NoticeView } from '../../lib/messages/protocol.ts';
import type { Translate } from '../i18n.ts';
import type { OptionsActions } from './actions.ts';

interface Props {
  notices: NoticeView[];
  /** The profile's days before a deadline: the ICS events' first alarm (VALARM). */
  reminderDays?: number;
  actions: OptionsActions;
  t: Translate;
}

/** The backup section. */
export function BackupPanel({ notices, reminderDays, actions, t }: Props) {
  const [message, setMessage] = useState('');
  const stamp = new Date().toISOString().slice(0, 10);
  const kept = notices.filter((n) => !n.dismissed);
  const restore = async (file: File | undefined) => {
    if (!file) return;
    try {
      setMessage(t('imported', String(await actions.importBackup(await file.text()))));
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section class="backup">
      <h2>{t('backup')}</h2>
      <button type="button" class="export-json" onClick={() => void actions.exportBackup().then((json) => actions.download(`tender-radar-${stamp}.json`, 'application/json', json))}>
        {t('exportJson')}
      </button>{' '}
      <button type="button" class="export-csv" onClick={() => actions.download(`tender-notices-${stamp}.csv`, 'text/csv', noticesCsv(kept))}>
        {t('exportCsv')}
      </button>{' '}
      <button type="button" class="export-ics" onClick={() => actions.download(`tender-deadlines-${stamp}.ics`, 'text/calendar', deadlinesIcs(kept, new Date(), reminderDays === undefined ? {} : { reminderDays }))}>
        {t('exportIcs')}
      </button>
      <label class="import">
        {t('importJson')} <input type="file" accept=".json,application/json" onChange={(e) => void restore(e.currentTarget.files?.[0])} />
      </label>
      <p class="message">{message}</p>
    </section>
  );
}
