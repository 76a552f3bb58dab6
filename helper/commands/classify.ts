/**
 * `helper classify`: JSON lines `{"text", "url"?, "context"?}` on stdin → one verdict
 * `{"label", "score", "type"}` per line on stdout, in the same order, streaming. A bad line gets
 * `{"error": …}` in its place, so the output stays aligned with the input.
 */
import { createInterface } from 'node:readline';
import { loadNodeTokenizer } from '../jieba-node.ts';
import { createClassifier, type Classifier } from '../../lib/classify/index.ts';
import type { Io } from '../io.ts';

// Titles are short; a longer "title" is cut so one hostile line cannot stall the stream.
const MAX_CHARS = 2_000;

function field(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`"${name}" must be a string`);
  return value.slice(0, MAX_CHARS);
}

/** The verdict (or error) for one input line. */
export function classifyLine(classifier: Classifier, line: string): object {
  try {
    const row: unknown = JSON.parse(line);
    if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new Error('expected a JSON object');
    const { text, url, context } = row as Record<string, unknown>;
    const title = field(text, 'text');
    if (title === undefined) throw new Error('missing "text"');
    const verdict = classifier.classify({ text: title, url: field(url, 'url'), context: field(context, 'context') });
    return { ...verdict, score: Math.round(verdict.score * 1e4) / 1e4 };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Classifies every non-empty line of `lines`, writing one JSON line each through `write`. */
export async function classifyStream(lines: AsyncIterable<string>, classifier: Classifier, write: (value: object) => void): Promise<number> {
  let count = 0;
  for await (const line of lines) {
    if (!line.trim()) continue;
    write(classifyLine(classifier, line));
    count++;
  }
  return count;
}

/** Reads stdin to its end. */
export async function run(_args: string[], io: Io): Promise<number> {
  const classifier = createClassifier({ tokenizer: loadNodeTokenizer() });
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const count = await classifyStream(lines, classifier, (v) => io.outLine(v));
  io.log(`classified ${count} lines`);
  return 0;
}
