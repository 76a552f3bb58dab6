/**
 * The email channel's SMTP transport: nodemailer (a well-kept mail library: MIME, encodings, TLS,
 * SMTP auth), loaded when an email channel is pushed. It is not a dependency yet: until it is
 * installed (`npm install nodemailer`), an email channel fails with this message and keeps its
 * notices in the outbox. nodemailer does not say when the message's data left, so an email
 * batch stays `sending` until the relay accepted it (lib/notify/outbox.ts: a repeat after a kill,
 * never a loss).
 */
import type { SendMail } from '../../lib/notify/index.ts';

interface Transporter {
  sendMail(mail: { from: string; to: string[]; subject: string; text: string; html: string }): Promise<unknown>;
}

const transports = new Map<string, Transporter>();

export const nodemailerSend: SendMail = async (channel, mail) => {
  let transporter = transports.get(channel.smtp);
  if (!transporter) {
    const name = 'nodemailer'; // a variable: the helper builds and type-checks without the package
    let module: { createTransport(url: string): Transporter; default?: { createTransport(url: string): Transporter } };
    try {
      module = (await import(name)) as typeof module;
    } catch {
      throw new Error('the email channel needs nodemailer: run `npm install nodemailer`');
    }
    transporter = (module.default ?? module).createTransport(channel.smtp);
    transports.set(channel.smtp, transporter);
  }
  await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
};
