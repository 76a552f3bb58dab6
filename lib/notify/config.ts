/**
 * The push configuration (`--notify FILE`) checked: every channel of a known type with the fields
 * its platform needs, URLs http(s) (a channel may point to a private or loopback address: it is
 * the user's own target, unlike any address a page leads to), `only: "for-me"` with a profile.
 */
import { array, object, oneOf, optional, SchemaError, str } from '../validate/checks.ts';
import type { ChannelConfig, NotifyConfig } from './types.ts';

export class NotifyConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotifyConfigError';
  }
}

const httpUrl = str({ max: 2048, pattern: /^https?:\/\/[^\s]+$/i, what: 'an http(s) URL' });
const smtpUrl = str({ max: 2048, pattern: /^smtps?:\/\/[^\s]+$/i, what: 'an smtp:// or smtps:// URL' });
const address = str({ max: 320, pattern: /^[^\s@<>]+@[^\s@<>]+$|^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/, what: 'an email address' });
const secret = optional(str({ max: 512, min: 1 }));

const CHANNEL_CHECKS = {
  wecom: object({ type: oneOf(['wecom'] as const), url: httpUrl }),
  dingtalk: object({ type: oneOf(['dingtalk'] as const), url: httpUrl, secret }),
  feishu: object({ type: oneOf(['feishu'] as const), url: httpUrl, secret }),
  webhook: object({ type: oneOf(['webhook'] as const), url: httpUrl }),
  email: object({ type: oneOf(['email'] as const), smtp: smtpUrl, from: address, to: array(address, { max: 100 }) }),
};

const top = object({
  channels: array((value: unknown) => value, { max: 20 }),
  only: optional(oneOf(['for-me', 'all'] as const)),
  profile: optional(str({ max: 4096, min: 1 })),
  atom: optional(str({ max: 4096, min: 1 })),
  ics: optional(str({ max: 4096, min: 1 })),
});

/** Checks parsed JSON; throws NotifyConfigError saying which field and why. */
export function parseNotifyConfig(value: unknown): NotifyConfig {
  try {
    const checked = top(value);
    const channels = checked.channels.map((channel, i) => {
      const type = (channel as { type?: unknown } | null)?.type;
      if (typeof type !== 'string' || !(type in CHANNEL_CHECKS)) throw new NotifyConfigError(`channels[${i}].type: one of ${Object.keys(CHANNEL_CHECKS).join(', ')}`);
      const one = CHANNEL_CHECKS[type as keyof typeof CHANNEL_CHECKS](channel, `channels[${i}]`) as ChannelConfig;
      if (one.type === 'email' && one.to.length === 0) throw new NotifyConfigError(`channels[${i}].to: at least one address`);
      return one;
    });
    const only = checked.only ?? 'all';
    if (only === 'for-me' && !checked.profile) throw new NotifyConfigError('only: "for-me" needs "profile": the profile file the extension exports');
    if (channels.length === 0 && !checked.atom && !checked.ics) throw new NotifyConfigError('nothing to do: give channels, atom or ics');
    return { channels, only, ...(checked.profile && { profile: checked.profile }), ...(checked.atom && { atom: checked.atom }), ...(checked.ics && { ics: checked.ics }) };
  } catch (error) {
    if (error instanceof SchemaError) throw new NotifyConfigError(error.message);
    throw error;
  }
}
