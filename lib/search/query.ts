/**
 * A search query split into its text and its field filters: `学校:福州大学` (or `school:`,
 * `site:`), `类型:招标` (`type:`), `预算>100万`, `预算<=50万` (`budget>…`; 元, 万, 亿). Half- or
 * full-width colons and comparison signs; whatever is not a filter is the text.
 */

export interface ParsedQuery {
  text: string;
  school?: string;
  type?: string;
  /** Yuan. */
  budgetMin?: number;
  budgetMax?: number;
}

/** Characters of a query looked at: a pasted page cannot make search slow. */
export const MAX_QUERY_CHARS = 200;

const FIELD = /^(学校|高校|school|site|单位|类型|type)[:：](.+)$/i;
const BUDGET = /^(预算|budget|金额)\s*(>=|<=|>|<|=|≥|≤)\s*([\d.]+)\s*(元|万元|万|亿元|亿|k|w)?$/i;
const UNIT: Record<string, number> = { 元: 1, 万元: 1e4, 万: 1e4, w: 1e4, 亿元: 1e8, 亿: 1e8, k: 1e3 };

/** Splits `query` into text and filters. */
export function parseQuery(query: string): ParsedQuery {
  const parsed: ParsedQuery = { text: '' };
  const rest: string[] = [];
  const normal = query.slice(0, MAX_QUERY_CHARS).normalize('NFKC');
  for (const token of normal.split(/\s+/).filter(Boolean)) {
    const field = FIELD.exec(token);
    const budget = BUDGET.exec(token);
    if (field) {
      const name = field[1]!.toLowerCase();
      if (name === '类型' || name === 'type') parsed.type = field[2]!;
      else parsed.school = field[2]!;
    } else if (budget) {
      const amount = Number(budget[3]) * (UNIT[(budget[4] ?? '元').toLowerCase()] ?? 1);
      if (!Number.isFinite(amount)) continue;
      const op = budget[2]!;
      if (op === '>' || op === '>=' || op === '≥') parsed.budgetMin = amount;
      else if (op === '<' || op === '<=' || op === '≤') parsed.budgetMax = amount;
      else parsed.budgetMin = parsed.budgetMax = amount;
    } else rest.push(token);
  }
  parsed.text = rest.join(' ');
  return parsed;
}
