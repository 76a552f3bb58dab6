/** The project number: 项目编号 / 招标编号 / 采购编号, e.g. "FZU-ZB-2024-017" or "福大招[2024]12号". */
import { findLabelled } from './labels.ts';

// The national 更正公告 template opens "一、原公告的采购项目编号：".
const LABELS = String.raw`原公告的?(?:采购|招标)?项目编号|原(?:采购|招标)?项目编号|(?:采购|招标|询价|磋商|谈判|比选|竞价)?项目编号|招标编号|采购编号|项目代码|询价编号|磋商编号|谈判编号|比选编号|采购计划编号|标书编号`;

const OPEN = '([（【〔';
const CLOSE = ')]）】〕';

/** The first plausible project number (has a digit, no spaces), or undefined. */
export function findProjectNo(lines: readonly string[]): string | undefined {
  // A "项目编号：" that opens a line of facts beats one quoted inside a sentence or a title, and
  // the project's own number beats the budget plan's (采购计划编号) that national templates put first.
  const rank = (label: string) => (/采购计划编号/.test(label) ? 1 : 0);
  const found = findLabelled(lines, LABELS).sort((a, b) => Number(b.leading) - Number(a.leading) || rank(a.label) - rank(b.label));
  for (const { value } of found) {
    const token = /^[^\s,，;；。:]+/u.exec(value)?.[0] ?? '';
    const id = untilUnbalancedClose(token).replace(/[.、]+$/u, '');
    if (id.length >= 3 && id.length <= 64 && /\d/.test(id) && !/详见/.test(id)) return id;
  }
  return undefined;
}

// "…（项目编号：FZU-2024-01）预公告" in a title: the number ends at the bracket it did not open.
function untilUnbalancedClose(token: string): string {
  let depth = 0;
  for (let i = 0; i < token.length; i++) {
    if (OPEN.includes(token[i]!)) depth++;
    else if (CLOSE.includes(token[i]!) && --depth < 0) return token.slice(0, i);
  }
  return token;
}
