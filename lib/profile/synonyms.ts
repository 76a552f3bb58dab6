/**
 * Words to suggest beside one the user typed, so a subscription does not miss a notice for its
 * wording: the feature library's concepts (lib/classify/features.ts: 询价 ~ 询比价 ~ 竞价), its
 * synonym map (中选 → 中标), and a few groups of what suppliers sell, written here by hand because
 * the library names notice kinds, not goods. Only groups whose words mean the same thing in a
 * title: the library's `object` and `kind` lists are different things bought, not synonyms.
 */
import { FEATURE_LIBRARY } from '../classify/features.ts';
import { SYNONYMS } from '../classify/synonyms.ts';
import { matchForm } from './normalize.ts';

const GOODS: readonly (readonly string[])[] = [
  ['实验室设备', '实验设备', '仪器设备', '科研仪器', '实验仪器', '仪器'],
  ['计算机', '电脑', '台式机', '笔记本电脑', '服务器'],
  ['物业', '物业管理', '物业服务', '保洁'],
  ['家具', '课桌椅', '办公家具', '学生公寓家具'],
  ['图书', '图书采购', '期刊', '电子资源', '数据库'],
  ['食材', '食品', '米面粮油', '冻品', '蔬菜'],
  ['修缮', '维修', '改造', '装修'],
  ['网络设备', '交换机', '路由器', '无线网络'],
  ['空调', '中央空调', '空调维保'],
  ['耗材', '试剂', '实验耗材', '化学试剂'],
];

const GROUPS: readonly (readonly string[])[] = [
  ...FEATURE_LIBRARY.filter((c) => c.kind === 'domain' || c.kind === 'negative' || c.kind === 'subject').map((c) => c.terms),
  ...GOODS,
];

/** Words that mean the same as `word` in a notice title, most specific first; [] when none known. */
export function suggestSynonyms(word: string): string[] {
  const w = matchForm(word ?? '');
  if (!w) return [];
  const out = new Set<string>();
  for (const [variant, concept] of Object.entries(SYNONYMS)) {
    if (variant === w) out.add(concept);
    if (concept === w) out.add(variant);
  }
  for (const group of GROUPS) if (group.includes(w)) for (const t of group) out.add(t);
  out.delete(w);
  return [...out].sort((a, b) => b.length - a.length || a.localeCompare(b));
}
