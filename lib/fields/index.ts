/**
 * The fields a bidder needs, read from a notice's detail-page text: dates, deadline, budget,
 * project number, purchaser, agency, contact and, for results, winner and amount. A field that
 * is not clearly written is left out, never guessed.
 */
import type { NoticeFields } from '../types/notice.ts';
import { findContact } from './contact.ts';
import { findDeadline, findOpeningAt } from './deadline.ts';
import { findBudget, findAmount } from './amounts.ts';
import { findAgency, findPurchaser, findWinner } from './parties.ts';
import { findProjectNo } from './project-no.ts';
import { findPublishedAt } from './published.ts';
import { MAX_TEXT_CHARS, toLines } from './lines.ts';

/** The notice's fields found in `text` (its body), with its title as an extra last line (the body wins). */
export function extractFields(text: string, { title }: { title?: string } = {}): NoticeFields {
  const lines = toLines(`${text.slice(0, MAX_TEXT_CHARS)}\n${title ?? ''}`);
  const fields: NoticeFields = {
    publishedAt: findPublishedAt(lines),
    deadline: findDeadline(lines),
    openingAt: findOpeningAt(lines),
    budget: findBudget(lines),
    projectNo: findProjectNo(lines),
    purchaser: findPurchaser(lines),
    agency: findAgency(lines),
    contact: findContact(lines),
    winner: findWinner(lines),
    amount: findAmount(lines),
  };
  // The opening time only when it is not the deadline itself (usually they are one moment).
  if (fields.openingAt === fields.deadline) delete fields.openingAt;
  // Absent means absent: drop the undefined keys so callers can spread the result.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as NoticeFields;
}
