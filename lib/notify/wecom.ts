/**
 * 企业微信 group robot (群机器人). As its documentation (developer.work.weixin.qq.com, 群机器人配置说明,
 * path/91770) gives it: POST JSON to the webhook URL, `{"msgtype": "markdown", "markdown":
 * {"content": …}}`; markdown content at most 4096 bytes UTF-8 (longer is refused with errcode
 * 40058); at most 20 messages a minute per robot; the answer `{"errcode": 0, "errmsg": "ok"}`,
 * errcode 45009 ("api freq out of limit") when sent too fast. No signature: the key in the URL is
 * the credential.
 */
import { JSON_HEADERS, partLabel, robotAnswer, shrinkItem, WORST_LABEL, type HttpChannelKind } from './channel.ts';
import { markdownBatch } from './markdown.ts';
import { byteLength, splitToFit } from './text.ts';
import type { WecomChannel } from './types.ts';

export const WECOM_CONTENT_BYTES = 4096;

export const wecom: HttpChannelKind<WecomChannel> = {
  perMinute: 20,
  rateLimitWaitMs: 60_000,
  messages(items) {
    const parts = splitToFit(items, (part) => byteLength(markdownBatch(part, WORST_LABEL, '\n')), WECOM_CONTENT_BYTES, shrinkItem);
    return parts.map((part, i) => ({ items: part, body: { msgtype: 'markdown', markdown: { content: markdownBatch(part, partLabel(i, parts.length), '\n') } } }));
  },
  async request(channel, message) {
    return { url: channel.url, body: JSON.stringify(message.body), headers: JSON_HEADERS };
  },
  answer: (answer) => robotAnswer(answer, 'errcode', [45009]),
};
