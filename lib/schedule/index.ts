/** When each watched list is asked next (rhythm.ts states the rule), within budgets; the helper and the extension both plan with it. */
export { DEFAULT_RHYTHM, intensity, nextCheck, postingHours, type CheckKind, type NextCheck, type RhythmConfig } from './rhythm.ts';
export { recordCheck, type Arrival, type CheckResult, type ListRhythm } from './history.ts';
export { DEFAULT_BUDGET, planChecks, type Budget, type Plan, type PlannedCheck, type WatchedList } from './budget.ts';
export { planWatch, recordWatch, RHYTHM, type WatchPlan } from './watched.ts';
export { chinaClock, chinaDay, weekHour } from './china-time.ts';
