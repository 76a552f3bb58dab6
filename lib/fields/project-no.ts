/** The project number: 项目编号 / 招标编号 / 采购编号, e.g. "FZU-ZB-2024-017" or "福大招[2024]12号". */
import { findLabelled } from './labels.ts';

const LABELS = String.raw`原公告项目编号|原项目编号|(?:采购|招标|询价|磋商|谈判|比选|竞价)?项目编号|招标编号|采购编号|项目代码|询价编号|磋商编号|谈判编号|比选编号|采购计划编号|标书编号`;

const OPEN = /[([（【〔]/gu;
const CLOSE = /[)\]）】〕]/gu;

/** The first plausible project number (has a digit, no spaces), or undefined. */
export function findProjectNo(lines: readonly string[]): string | undefined {
  for (const { value } of findLabelled(lines, LABELS)) {
    let id = /^[^\s,，;；。:]+/u.exec(value)?.[0] ?? '';
    // "…（项目编号：FZU-2024-01）" in a title: the closing bracket belongs to the title.
    while (/[)\]）】〕]$/u.test(id) && (id.match(CLOSE)?.length ?? 0) > (id.match(OPEN)?.length ?? 0)) id = id.slice(0, -1);
    id = id.replace(/[.、]+$/u, '');
    if (id.length >= 3 && id.length <= 64 && /\d/.test(id) && !/详见/.test(id)) return id;
  }
  return undefined;
}
