/** What the options page can ask of the browser and the background (passed in, so tests run without them). */
import type { FeatureReview, Schedule } from '../../lib/messages/protocol.ts';
import type { InterestProfile } from '../../lib/profile/index.ts';
import type { PushSetting, PushStatus } from '../../lib/extension/push.ts';

export interface OptionsActions {
  /** Asks for the host permission on the university's sites, then watches the page as a seed. */
  addSeeds(urls: string[]): Promise<void>;
  pauseSite(site: string, paused: boolean): Promise<void>;
  /** Asks for (or gives back) every site, and turns the markers on every page on or off. */
  markEverywhere(on: boolean): Promise<void>;
  removeSite(site: string): Promise<void>;
  /** Stops watching one list or column of a university. */
  unwatchList(url: string): Promise<void>;
  checkNow(site?: string): Promise<void>;
  setSchedule(schedule: Schedule): Promise<void>;
  /** Saves a file for the user to keep. */
  download(name: string, type: string, text: string): void;
  exportBackup(): Promise<string>;
  importBackup(json: string): Promise<number>;
  getFeatureReview(): Promise<FeatureReview>;
  reviewFeatureTerm(term: string, accepted: boolean): Promise<void>;
  /** Saves the interest profile; resolves with it as saved (rejects with lib/profile's error). */
  saveProfile(profile: InterestProfile): Promise<InterestProfile>;
  /** The university directory: {province: {name: homepage}}. */
  loadDirectory(): Promise<Record<string, Record<string, string>>>;
  /** Turns the local helper's link on (asks for nativeMessaging: call it at the click) or off (gives it back). */
  linkHelper(on: boolean): Promise<void>;
  /** Asks the browser for these host permissions (called at the click, before anything is awaited). */
  requestHosts(origins: string[]): Promise<boolean>;
  /** The push to a group: its target and how the last push went. */
  getPush(): Promise<PushStatus>;
  /** Stores the push target, or removes it (null). */
  setPush(push: PushSetting | null): Promise<void>;
  /** Sends a test message to the saved target (rejects with its answer). */
  testPush(): Promise<void>;
}
