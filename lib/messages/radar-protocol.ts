/**
 * The bidder's radar in the messages between the popup, the options page, the digest page and
 * the background: the interest profile, feedback on the learned ranking (with undo), project
 * timelines, reminders. Kept apart from lib/messages/protocol.ts, whose ProtocolMap extends this one.
 */
import type { Digest } from '../digest/digest.ts';
import type { InterestProfile } from '../profile/profile.ts';
import type { Project } from '../project/project.ts';
import type { FeedbackKind } from '../rank/learn.ts';
import type { Reminder } from '../remind/reminders.ts';

/** What the radar adds to a notice in the popup's list. */
export interface RadarNoticeFields {
  /** The profile's group and the words found (normalised), when the notice matched. */
  match?: { group: string; words: string[] };
  /** Matched, and the learned ranking does not push it out: shown under "for me". */
  forMe?: boolean;
  /** The user said "not for me" (undo clears it). */
  notForMe?: boolean;
}

/** The radar's part of the snapshot. */
export interface RadarView {
  /** The saved profile; undefined until the user saves one (the first run offers it). */
  profile?: InterestProfile;
  /** Unread notices for me (not dismissed, not "not for me"). */
  forMeUnread: number;
  /** Projects with more than one notice: their timelines. */
  projects: Project[];
  /** The last finished check: when, and how many new notices it brought. */
  lastRun?: { at: string; newNotices: number };
  /** The latest alerts (a change notice moved a deadline, opening or budget), newest last. */
  alerts: Alert[];
  /** Judgements that "undo" can take back, newest last. */
  undo: { url: string; kind: FeedbackKind; title: string }[];
}

/** An alert as shown (a notification) and kept. */
export interface Alert {
  /** The notification's id: "change <url>". */
  id: string;
  url: string;
  title: string;
  message: string;
  at: string;
}

/** Messages the radar adds (extension pages only). */
export interface RadarProtocol {
  /** Validates and saves a profile; answers the clean profile (throws ProfileError's words). */
  setProfile: { request: { profile: unknown }; response: InterestProfile };
  /** "not a tender" / "not for me" / starred: hides or marks the notice and teaches the model. */
  feedback: { request: { url: string; kind: FeedbackKind }; response: void };
  /** Takes back the latest judgement: the model's weights and the notice's mark as they were. */
  undoFeedback: { request: undefined; response: { url?: string } };
  /** Marks many notices read at once (a day's group, or every notice shown). */
  markAllRead: { request: { urls: string[] }; response: void };
  /** The daily digest of today, with the universities' names (site → name). */
  getDigest: { request: undefined; response: { digest: Digest; names: Record<string, string> } };
  /** Shows the deadline reminders due at `now` (default: the clock); the alarm calls it hourly. */
  runReminders: { request: { now?: string } | undefined; response: Reminder[] };
}
