import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable and encoded-word headers decoded (for assertions). */
  decoded: string;
  subject: string;
  /** The HTML part, decoded. */
  html: string;
}

/** Decodes (to bytes, then UTF-8) quoted-printable bodies and `=?UTF-8?Q|B?…?=` headers: enough to read what a client would show. */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ').replace(/\?=\s*=\?utf-8\?([QB])\?/gi, '');
  const words = (head + raw.slice(split)).replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('latin1')
      : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  const soft = words.replace(/=\r?\n/g, '');
  return Buffer.from(soft.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** A real SMTP server in this process, on `port` (0 = any free one), keeping what it receives. */
export async function startSmtpSink(port = 0): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const decoded = decodeMail(raw);
        const subject = /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '';
        const html = /<!doctype html>[\s\S]*<\/html>/i.exec(decoded)?.[0] ?? '';
        mails.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, decoded, subject, html });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { port: actual, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
