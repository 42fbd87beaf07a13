import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  /** the HTML alternative, when the mail has one */
  html: string | null;
  /** lower-case header names, e.g. `list-unsubscribe` */
  headers: Record<string, string>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read the mail the app
 * actually sent (through its SMTP adapter) instead of a mock.
 */
export async function startMailCatcher(): Promise<{
  url: string;
  mails: CaughtMail[];
  linkIn(to: string, path: string): string;
  close(): Promise<void>;
}> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const headers = Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]));
          mails.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || null,
            headers,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** the newest link to `path` in a mail to `to` (the token is in its query string) */
    linkIn(to: string, path: string): string {
      const mail = [...mails].reverse().find((candidate) => candidate.to === to && candidate.text.includes(path));
      const link = mail?.text.match(new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\S*`))?.[0];
      if (!link) throw new Error(`No mail to ${to} with a ${path} link; got: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
