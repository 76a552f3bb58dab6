/**
 * The email channel's SMTP transport: nodemailer (a well-kept mail library: MIME, encodings, TLS,
 * SMTP auth), one transport per SMTP URL. nodemailer does not say when the message's data left,
 * so an email batch stays `sending` until the relay accepted it (lib/notify/outbox.ts: a repeat
 * after a kill, never a loss).
 */
import { createTransport, type Transporter } from 'nodemailer';
import type { SendMail } from '../../lib/notify/index.ts';

const transports = new Map<string, Transporter>();

export const nodemailerSend: SendMail = async (channel, mail) => {
  let transporter = transports.get(channel.smtp);
  if (!transporter) {
    transporter = createTransport(channel.smtp);
    transports.set(channel.smtp, transporter);
  }
  await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
};
