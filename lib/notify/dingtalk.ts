/**
 * 钉钉 custom robot (自定义机器人). As documented (open.dingtalk.com, 自定义机器人安全设置 / 消息类型):
 * with 加签, `timestamp` (ms) and `sign` = base64(HMAC-SHA256(key = secret, message =
 * `${timestamp}\n${secret}`)), url-encoded, added to the webhook URL's query; markdown as
 * `{"msgtype": "markdown", "markdown": {"title", "text"}}`; at most 20 messages a minute per
 * robot, beyond which it answers errcode 130101 ("send too fast, exceed 20 times per minute")
 * and stays limited for 10 minutes. The answer is `{"errcode": 0, "errmsg": "ok"}`.
 * The size of a markdown text was not found in the pages searched; 20,000 bytes is the figure
 * commonly reported for a message, so a text is kept under 18,000 bytes.
 */
import { JSON_HEADERS, partLabel, robotAnswer, shrinkItem, WORST_LABEL, type HttpChannelKind } from './channel.ts';
import { batchHeadline } from './item.ts';
import { markdownBatch } from './markdown.ts';
import { byteLength, splitToFit } from './text.ts';
import type { DingtalkChannel } from './types.ts';

export const DINGTALK_TEXT_BYTES = 18_000;
/** 钉钉 wants two spaces before a line break inside a paragraph. */
const BR = '  \n';

/** The signed webhook URL for `timestamp` (ms). */
export async function dingtalkSignedUrl(url: string, secret: string, timestamp: number, hmac: (key: string, message: string) => Promise<string>): Promise<string> {
  const sign = await hmac(secret, `${timestamp}\n${secret}`);
  const signed = new URL(url);
  signed.searchParams.set('timestamp', String(timestamp));
  signed.searchParams.set('sign', sign); // URLSearchParams percent-encodes + / = as the documentation's urlEncode does
  return signed.href;
}

export const dingtalk: HttpChannelKind<DingtalkChannel> = {
  perMinute: 20,
  rateLimitWaitMs: 600_000,
  messages(items) {
    const parts = splitToFit(items, (part) => byteLength(markdownBatch(part, WORST_LABEL, BR)), DINGTALK_TEXT_BYTES, shrinkItem);
    return parts.map((part, i) => ({
      items: part,
      body: { msgtype: 'markdown', markdown: { title: `${batchHeadline(part)}${partLabel(i, parts.length)}`, text: markdownBatch(part, partLabel(i, parts.length), BR) } },
    }));
  },
  async request(channel, message, { caps }) {
    const url = channel.secret ? await dingtalkSignedUrl(channel.url, channel.secret, caps.now(), (k, m) => caps.hmacSha256Base64(k, m)) : channel.url;
    return { url, body: JSON.stringify(message.body), headers: JSON_HEADERS };
  },
  answer: (answer) => robotAnswer(answer, 'errcode', [130101]),
};
