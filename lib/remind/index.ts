export { dueReminders, deadlineTime, REMIND_HOUR, type Reminder, type ReminderOptions } from './reminders.ts';
