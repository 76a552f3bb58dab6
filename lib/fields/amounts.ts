/** How much: the budget or price cap of a call for bids, the awarded amount of a result. */
import { findLabelled } from './labels.ts';
import { parseMoney, type MoneyUnit } from './money.ts';

// A bare 预算 counts only where a label may start ("本项目预算为380万元", "预算：96000元").
const BUDGET = String.raw`预算金额|采购预算|项目预算|预算资金|预算价|最高投标限价|最高限价|招标控制价|控制价|拦标价|采购限价|预算`;
const AMOUNT = String.raw`中标\(成交\)金额|中标\(成交\)价|中标金额|成交金额|中标价格|成交价格|中标价|成交价|中选金额|中标总价|成交总价`;

/** The budget (or price cap) in yuan: the first clear figure after a budget label. */
export function findBudget(lines: readonly string[]): number | undefined {
  return firstAmount(lines, BUDGET);
}

/** The awarded amount in yuan, for result notices. */
export function findAmount(lines: readonly string[]): number | undefined {
  return firstAmount(lines, AMOUNT);
}

function firstAmount(lines: readonly string[], labels: string): number | undefined {
  for (const { value, note } of findLabelled(lines, labels)) {
    const yuan = parseMoney(value, labelUnit(note));
    if (yuan !== undefined) return yuan;
  }
  return undefined;
}

// "预算金额（万元）" / "（单位：元）" / "(人民币元)".
function labelUnit(note: string | undefined): MoneyUnit | undefined {
  if (!note) return undefined;
  if (/亿元/u.test(note)) return '亿元';
  if (/万元/u.test(note)) return '万元';
  if (/元/u.test(note)) return '元';
  return undefined;
}
