/**
 * 飞书 custom bot (自定义机器人). As its guide documents it (open.feishu.cn 自定义机器人使用指南):
 * POST JSON to the webhook; with 签名校验, `timestamp` (seconds, within an hour) and `sign` =
 * base64(HMAC-SHA256 keyed by `${timestamp}\n${secret}` over an empty message) in the body; a
 * request body at most 20 KB; 100 messages a minute and 5 a second per bot, code 11232 when
 * limited. A rich-text `post` (`{"msg_type": "post", "content": {"post": {"zh_cn": {"title",
 * "content": [[{"tag": "a", "text", "href"}, {"tag": "text", "text"}]]}}}}`): its elements are
 * text by construction, so no page text is ever read as markup. Answers `{"code": 0, …}`.
 */
import { JSON_HEADERS, partLabel, robotAnswer, shrinkItem, WORST_LABEL, type HttpChannelKind } from './channel.ts';
import { batchHeadline, changeText, factPieces, safeHref } from './item.ts';
import { byteLength, oneLine, splitToFit } from './text.ts';
import type { FeishuChannel, NotifyItem } from './types.ts';

/** 20 KB less room for the timestamp and signature added when posting. */
export const FEISHU_BODY_BYTES = 20 * 1024 - 200;

type Element = { tag: 'a'; text: string; href: string } | { tag: 'text'; text: string };

function itemParagraphs(item: NotifyItem): Element[][] {
  const title = oneLine(item.title);
  const href = safeHref(item.url);
  const rows: Element[][] = [[href ? { tag: 'a', text: title, href } : { tag: 'text', text: title }], [{ tag: 'text', text: factPieces(item).map(oneLine).join(' · ') }]];
  for (const change of item.changes ?? []) rows.push([{ tag: 'text', text: `变更: ${oneLine(changeText(change))}` }]);
  return rows;
}

function postBody(items: readonly NotifyItem[], label: string) {
  return { msg_type: 'post', content: { post: { zh_cn: { title: `${batchHeadline(items)}${label}`, content: items.flatMap(itemParagraphs) } } } };
}

/** The signature for `timestamp` (seconds). */
export function feishuSign(secret: string, timestamp: number, hmac: (key: string, message: string) => Promise<string>): Promise<string> {
  return hmac(`${timestamp}\n${secret}`, '');
}

export const feishu: HttpChannelKind<FeishuChannel> = {
  perMinute: 100,
  perSecond: 5,
  rateLimitWaitMs: 60_000,
  messages(items) {
    const parts = splitToFit(items, (part) => byteLength(JSON.stringify(postBody(part, WORST_LABEL))), FEISHU_BODY_BYTES, shrinkItem);
    return parts.map((part, i) => ({ items: part, body: postBody(part, partLabel(i, parts.length)) }));
  },
  async request(channel, message, { caps }) {
    let body = message.body as Record<string, unknown>;
    if (channel.secret) {
      const timestamp = Math.floor(caps.now() / 1000);
      body = { timestamp: String(timestamp), sign: await feishuSign(channel.secret, timestamp, (k, m) => caps.hmacSha256Base64(k, m)), ...body };
    }
    return { url: channel.url, body: JSON.stringify(body), headers: JSON_HEADERS };
  },
  answer: (answer) => robotAnswer(answer, 'code', [11232]),
};
