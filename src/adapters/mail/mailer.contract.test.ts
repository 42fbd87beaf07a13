import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from '../../../modules/shared/kernel/mailer.port.ts';
import { IN_MEMORY } from '../../config.ts';
import { platformMigrations } from '../../host.ts';
import { openDatabase, type Database } from '../../persistence/database.ts';
import { DevOutboxMailer } from './dev-outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

const FROM = 'DealAcre <no-reply@dealacre.test>';

interface AdapterUnderTest {
  mailer: Mailer;
  /** every message that reached the other side, in any order */
  delivered(): Promise<MailMessage[]>;
  stop(): Promise<void>;
}

/** The Mailer contract: every adapter must pass all of it. */
function mailerContract(adapterName: string, start: () => Promise<AdapterUnderTest>): void {
  describe(`${adapterName} adapter`, () => {
    let adapter: AdapterUnderTest;

    beforeEach(async () => {
      adapter = await start();
    });
    afterEach(async () => {
      await adapter.stop();
    });

    it('delivers the recipient, subject, text and HTML body', async () => {
      const message = {
        to: 'buyer@example.com',
        subject: 'New deal: 40 acres in Travis County',
        text: 'A new deal matches your saved search: https://dealacre.test/property/123',
        html: '<p>A new deal matches your <a href="https://dealacre.test/property/123">saved search</a>.</p>',
      };
      await adapter.mailer.send(message);
      expect(await adapter.delivered()).toEqual([message]);
    });

    it('delivers a text-only message without an HTML body', async () => {
      await adapter.mailer.send({ to: 'seller@example.com', subject: 'Your listing is live', text: 'It is live.' });
      expect(await adapter.delivered()).toEqual([{ to: 'seller@example.com', subject: 'Your listing is live', text: 'It is live.' }]);
    });

    it('keeps non-ASCII text intact', async () => {
      const message = {
        to: 'zoë@example.com',
        subject: 'Café lot near Zürich — €95.000 ✓',
        text: 'Grüße from the Ørsted parcel 🏡',
        html: '<p>Grüße from the Ørsted parcel 🏡</p>',
      };
      await adapter.mailer.send(message);
      expect(await adapter.delivered()).toEqual([message]);
    });

    it('delivers every message of a burst sent at once', async () => {
      const messages = Array.from({ length: 8 }, (_, index) => ({
        to: `buyer${index}@example.com`,
        subject: `Alert ${index}`,
        text: `Deal ${index}`,
      }));
      await Promise.all(messages.map((message) => adapter.mailer.send(message)));
      const delivered = await adapter.delivered();
      expect(delivered).toHaveLength(messages.length);
      expect(delivered).toEqual(expect.arrayContaining(messages));
    });
  });
}

mailerContract('SMTP', async () => {
  const server = await startSmtpServer();
  const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: FROM });
  return {
    mailer,
    delivered: async () => server.received.map(({ mail }) => asMessage(mail)),
    async stop() {
      await mailer.close();
      await server.stop();
    },
  };
});

describe('dev outbox adapter', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({
      pgliteDir: IN_MEMORY,
      poolMax: 1,
      entities: [],
      migrations: platformMigrations,
      logger: pino({ level: 'silent' }),
    });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  mailerContract('dev outbox', async () => {
    await database.orm.em.fork().execute('truncate platform.dev_mail');
    const mailer = new DevOutboxMailer(database.orm);
    return {
      mailer,
      delivered: async () =>
        (await mailer.latest(100)).map(({ to, subject, text, html }) => ({ to, subject, text, ...(html === null ? {} : { html }) })),
      stop: () => mailer.close(),
    };
  });
});

describe('SMTP adapter', () => {
  const servers: SmtpTestServer[] = [];
  const mailers: SmtpMailer[] = [];

  async function serve(options: SMTPServerOptions = {}): Promise<SmtpTestServer> {
    const server = await startSmtpServer(options);
    servers.push(server);
    return server;
  }
  function mailerFor(url: string): SmtpMailer {
    const mailer = new SmtpMailer({ url, from: FROM });
    mailers.push(mailer);
    return mailer;
  }

  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  it('sends from MAIL_FROM, in the headers and on the envelope', async () => {
    const server = await serve();
    await mailerFor(`smtp://127.0.0.1:${server.port}`).send({ to: 'buyer@example.com', subject: 'Hi', text: 'Hello' });

    const [{ mail, envelope }] = server.received;
    expect(addresses(mail.from)).toEqual(['no-reply@dealacre.test']);
    expect(mail.from?.value[0].name).toBe('DealAcre');
    expect(envelope).toEqual({ from: 'no-reply@dealacre.test', to: ['buyer@example.com'] });
  });

  it('logs in with the user and password of the URL, decoding them', async () => {
    const user = 'mailer@dealacre.test';
    const pass = 's3cret/p@ss:word';
    const server = await serve({
      authOptional: false,
      allowInsecureAuth: true, // plain text is acceptable on loopback; real servers get smtps:// or STARTTLS
      onAuth(auth, _session, callback) {
        if (auth.username === user && auth.password === pass) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
    });

    await mailerFor(`smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${server.port}`).send({
      to: 'buyer@example.com',
      subject: 'Authenticated',
      text: 'Hello',
    });
    await expect(
      mailerFor(`smtp://${encodeURIComponent(user)}:wrong@127.0.0.1:${server.port}`).send({
        to: 'buyer@example.com',
        subject: 'Refused',
        text: 'Hello',
      }),
    ).rejects.toMatchObject({ code: 'EAUTH' });
    expect(server.received.map(({ mail }) => mail.subject)).toEqual(['Authenticated']);
  });

  it('speaks TLS from the first byte with smtps://', async () => {
    // the server's built-in localhost certificate is self-signed, hence rejectUnauthorized=false
    const server = await serve({ secure: true });
    await mailerFor(`smtps://127.0.0.1:${server.port}?tls.rejectUnauthorized=false`).send({
      to: 'buyer@example.com',
      subject: 'Over TLS',
      text: 'Hello',
    });

    expect(server.received).toHaveLength(1);
    expect(server.received[0].secure).toBe(true);
  });

  it('reuses one connection for consecutive messages and closes it on close()', async () => {
    const server = await serve();
    const mailer = mailerFor(`smtp://127.0.0.1:${server.port}`);
    await mailer.send({ to: 'a@example.com', subject: 'One', text: '1' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: '2' });
    expect(server.connections).toEqual({ opened: 1, closed: 0 });

    await mailer.close();
    await vi.waitFor(() => expect(server.connections).toEqual({ opened: 1, closed: 1 }));
  });
});

interface SmtpTestServer {
  port: number;
  received: Array<{ mail: ParsedMail; envelope: { from: string; to: string[] }; secure: boolean }>;
  connections: { opened: number; closed: number };
  stop(): Promise<void>;
}

/** A real SMTP server on loopback that parses and keeps every message it accepts. */
async function startSmtpServer(options: SMTPServerOptions = {}): Promise<SmtpTestServer> {
  const received: SmtpTestServer['received'] = [];
  const connections = { opened: 0, closed: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections.opened++;
      callback();
    },
    onClose() {
      connections.closed++;
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mail,
          envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((recipient) => recipient.address) },
          secure: session.secure,
        });
        callback();
      }, callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    connections,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function asMessage(mail: ParsedMail): MailMessage {
  const [to] = addresses(mail.to);
  // SMTP ends the last line of a single-part body with a line break the sender did not write
  const text = (mail.text ?? '').replace(/\n$/, '');
  return { to, subject: mail.subject ?? '', text, ...(mail.html ? { html: mail.html } : {}) };
}

function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  return [header ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''));
}
