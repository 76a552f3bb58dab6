/**
 * Translation for components: a function passed in (Dark Reader style), so the same components
 * run in the extension (browser.i18n) and in tests (the messages.json files read directly).
 */
import type zh from '../public/_locales/zh_CN/messages.json';

/** Every message key the extension defines. */
export type MessageKey = keyof typeof zh;

/** Looks up a message; `subs` fill its placeholders ($1 …). */
export type Translate = (key: MessageKey, subs?: string | string[]) => string;

interface MessageFile {
  [key: string]: { message: string; placeholders?: Record<string, { content: string }> };
}

/** A Translate over a parsed messages.json, as the browser would resolve it. */
export function translateFrom(messages: MessageFile): Translate {
  return (key, subs) => {
    const entry = messages[key];
    if (!entry) return key;
    const values = subs === undefined ? [] : Array.isArray(subs) ? subs : [subs];
    return entry.message.replace(/\$([A-Za-z_]+)\$/g, (_, name: string) => {
      const content = entry.placeholders?.[name.toLowerCase()]?.content ?? '';
      return content.replace(/\$(\d)/g, (_m, i: string) => values[Number(i) - 1] ?? '');
    });
  };
}
