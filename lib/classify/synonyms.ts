/**
 * Paper 4: before scoring, synonyms are replaced by their concept, so matching is by concept and
 * not by string. Only true synonyms in a tender title are mapped; words that merely look alike
 * stay apart, because their difference is the signal:
 * - 中选 → 中标, 入选 → 入围: the same outcome, one wording for services and one for works.
 * - 邀标 / 邀请招标 → 邀请招标: an invitation to tender is a tender.
 * - 密封报价 → 询价: a sealed quotation is a request for quotation (the dev set types them alike).
 * - 招投标 → 招标; 出租 → 招租 when a property is let through a call (店面出租项目).
 * - 公开比选 / 比选 stay 比选: a comparative selection is neither 磋商 nor 谈判 (no negotiation).
 * - 公示 does NOT become 公告: people-selection 公示 (拟录用, 评优) is the main hard negative.
 * - `结果的公告` → `结果公告`: the 的 is wording, not meaning.
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  中选: '中标',
  入选: '入围',
  邀标: '邀请招标',
  密封报价: '询价',
  招投标: '招标',
  出租: '招租',
  结果的公告: '结果公告',
  结果的公示: '结果公示',
  候选人的公示: '候选人公示',
  标前更正: '更正',
  侯选人: '候选人',
};

const VARIANTS = new RegExp(
  Object.keys(SYNONYMS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/** `text` (already normalised) with every synonym replaced by its concept's word. */
export function applySynonyms(text: string): string {
  return text.replace(VARIANTS, (variant) => SYNONYMS[variant] ?? variant);
}
