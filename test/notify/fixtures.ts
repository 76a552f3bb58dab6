/** Push items for the tests: real-looking notices of made-up universities. */
import type { NotifyItem } from '../../lib/notify/index.ts';

export function makeItem(i: number, over: Partial<NotifyItem> = {}): NotifyItem {
  const url = `https://zbb.example${i % 3}.edu.cn/info/1021/${1000 + i}.htm`;
  return {
    id: url,
    url,
    title: `实验室设备采购项目（第${i}包）公开招标公告`,
    site: `example${i % 3}.edu.cn`,
    university: `示例大学${i % 3}`,
    type: '招标',
    deadline: '2099-12-01T09:30',
    budget: 1_200_000 + i,
    publishedAt: '2026-11-20',
    firstSeenAt: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

export const items = (n: number, from = 0) => Array.from({ length: n }, (_, i) => makeItem(from + i));

export const HOSTILE_TITLE = '<script>alert(1)</script>[点我领奖](http://evil.example/x) **加粗** <font color="warning">假</font> & <@all>';
