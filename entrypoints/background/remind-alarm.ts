/**
 * The hourly alarm that shows deadline reminders. Chrome may drop alarms on a browser restart,
 * so every worker start makes sure it exists; the reminders' keys are stored (radar.ts), so a
 * reminder fires once however often the alarm runs.
 */
export const REMIND_ALARM = 'deadline-reminders';

/** Creates the alarm unless it is already there. */
export async function ensureReminderAlarm(): Promise<void> {
  if (await browser.alarms.get(REMIND_ALARM)) return;
  await browser.alarms.create(REMIND_ALARM, { delayInMinutes: 1, periodInMinutes: 60 });
}
