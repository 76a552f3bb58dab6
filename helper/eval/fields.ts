/**
 * `helper eval` section: field accuracy of extractFields per field on the labelled notice texts
 * of test/fixtures/fields (written for this project): notices.json, the table the extractor was
 * developed against, and heldout.json, written apart and first run only once the extractor stood
 * (first run: 11 of 16 texts wholly right; the misses were then fixed, so it is held out no more).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFields } from '../../lib/fields/index.ts';
import type { NoticeFields } from '../../lib/types/notice.ts';

interface Case {
  title?: string;
  text: string;
  expected: NoticeFields;
}

const FIELDS: (keyof NoticeFields)[] = ['publishedAt', 'deadline', 'budget', 'projectNo', 'purchaser', 'agency', 'contact', 'winner', 'amount'];
const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'fields');

function readCases(name: string): Case[] {
  const file = join(FIXTURES, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Case[]) : [];
}

/** Per field: how often it is written, found right, missed, found wrong, invented; null without data. */
export async function evaluate(): Promise<{ title: string; columns: string[]; rows: (string | number)[][] } | null> {
  const sets = (['notices.json', 'heldout.json'] as const).map((name) => ({ name, cases: readCases(name) })).filter((s) => s.cases.length);
  if (!sets.length) return null;
  const rows: (string | number)[][] = [];
  for (const { name, cases } of sets) {
    const results = cases.map((c) => ({ expected: c.expected, got: extractFields(c.text, { title: c.title }) }));
    for (const field of FIELDS) {
      let present = 0, right = 0, missed = 0, wrong = 0, invented = 0;
      for (const { expected, got } of results) {
        const want = expected[field];
        const have = got[field];
        if (want !== undefined) present++;
        if (want !== undefined && have === want) right++;
        else if (want !== undefined && have === undefined) missed++;
        else if (want !== undefined) wrong++;
        else if (have !== undefined) invented++;
      }
      // Accuracy over all texts: a field rightly left absent counts as right.
      const accuracy = (cases.length - missed - wrong - invented) / cases.length;
      rows.push([name, field, present, right, missed, wrong, invented, Math.round(accuracy * 1000) / 1000]);
    }
  }
  return {
    title: `Notice fields: extractFields per field (${sets.map((s) => `${s.name} ${s.cases.length} texts`).join(', ')})`,
    columns: ['set', 'field', 'written', 'right', 'missed', 'wrong', 'invented', 'accuracy'],
    rows,
  };
}
