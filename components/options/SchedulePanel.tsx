/** When the daily check runs. */
import { useState } from 'preact/hooks';
import type { Schedule } from '../../lib/messages/protocol.ts';
import type { Translate } from '../i18n.ts';

interface Props {
  schedule: Schedule;
  save: (schedule: Schedule) => Promise<void>;
  t: Translate;
}

/** The schedule section. */
export function SchedulePanel({ schedule, save, t }: Props) {
  const [time, setTime] = useState(schedule.time);
  const [hours, setHours] = useState(String(schedule.everyHours));
  const [message, setMessage] = useState('');
  const submit = async (event: Event) => {
    event.preventDefault();
    try {
      await save({ time, everyHours: Number(hours) });
      setMessage(t('saved'));
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section class="schedule">
      <h2>{t('schedule')}</h2>
      <form onSubmit={submit}>
        <label>
          {t('dailyAt')} <input type="time" value={time} onInput={(e) => setTime(e.currentTarget.value)} />
        </label>
        <label>
          {t('everyHours')} <input type="number" min="1" max="168" value={hours} onInput={(e) => setHours(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('save')}</button> <span class="message">{message}</span>
      </form>
    </section>
  );
}
