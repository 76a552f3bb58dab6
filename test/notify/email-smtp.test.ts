/**
 * The email channel through the helper's transport (nodemailer) to a local SMTP receiver on
 * 127.0.0.1: one HTML + text mail per batch, to every address; the receiver is a few lines of
 * the SMTP dialogue (RFC 5321) with no TLS and no auth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelKey, channelLabel, emptyOutbox, Outbox, pushAll, type ChannelConfig } from '../../lib/notify/index.ts';
import { nodemailerSend } from '../../helper/notify/mail.ts';
import { nodeCaps } from '../../helper/notify/node-caps.ts';
import { HOSTILE_TITLE, items, makeItem } from './fixtures.ts';
import { parts, startSmtp } from './smtp-receiver.ts';

describe('email through nodemailer to a local SMTP receiver', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('sends one multipart HTML + text mail per batch to every address, the title escaped in HTML', async () => {
    const channel: ChannelConfig = { type: 'email', smtp: `smtp://127.0.0.1:${smtp.port}`, from: 'radar@example.com', to: ['a@example.com', 'b@example.com'] };
    const outbox = new Outbox(emptyOutbox(), () => {}, Date.now);
    await outbox.enqueue([makeItem(0, { title: HOSTILE_TITLE }), ...items(2, 1)], new Map([[channelKey(channel), channelLabel(channel)]]));
    const [report] = await pushAll(outbox, [channel], nodeCaps(() => {}, nodemailerSend));
    expect(report).toMatchObject({ sent: 3, messages: 1, left: 0 });
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.from).toBe('radar@example.com');
    expect(mail!.to).toEqual(['a@example.com', 'b@example.com']);
    expect(mail!.data).toMatch(/content-type:\s*multipart\/alternative/i);
    const p = parts(mail!.data);
    expect(p.get('text/plain')).toContain(HOSTILE_TITLE);
    expect(p.get('text/plain')).toContain(makeItem(1).url);
    expect(p.get('text/html')).toContain('&#60;script&#62;');
    expect(p.get('text/html')).not.toContain('<script>');
  });
});
