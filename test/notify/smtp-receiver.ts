/** A local SMTP receiver for the email tests (RFC 5321's dialogue, no TLS, no auth), and a MIME part reader. */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Envelope {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP receiver: records each message's envelope and DATA. */
export function startSmtp(): Promise<{ server: Server; port: number; mails: Envelope[] }> {
  const mails: Envelope[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let current: Envelope = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') (current.from = /<([^>]*)>/.exec(line)?.[1] ?? ''), socket.write('250 OK\r\n');
        else if (verb === 'RCPT') current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? ''), socket.write('250 OK\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, mails })));
}

/** The decoded text of each MIME part by its content type. */
export function parts(data: string): Map<string, string> {
  const out = new Map<string, string>();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(data)?.[1];
  for (const part of boundary ? data.split(`--${boundary}`) : [data]) {
    const [head, ...rest] = part.split('\r\n\r\n');
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head ?? '')?.[1]?.toLowerCase();
    if (!type || type.startsWith('multipart/')) continue;
    const body = rest.join('\r\n\r\n');
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head ?? '')?.[1]?.toLowerCase();
    const decoded =
      encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable' ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
      : body;
    out.set(type, decoded);
  }
  return out;
}
