import { createHmac } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { given, type User } from '../../src/testing/members.ts';
import { aiosmtpdPython, startSmtpSink, type ReceivedMessage } from '../../src/testing/smtp-sink.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { Campaign } from './contracts/campaigns.ts';

/**
 * A campaign's mail as a mail provider receives it: the app's SMTP adapter hands it to a real SMTP server
 * (aiosmtpd, Debian's python3-aiosmtpd) that keeps each message as it arrived, and every message is parsed
 * as MIME. Without aiosmtpd the file says so and skips, except in CI, where it fails instead.
 */
const found = aiosmtpdPython();
if ('missing' in found && process.env.CI === 'true') throw new Error(`CI sends campaign mail through aiosmtpd, but ${found.missing}`);
const sink = 'python' in found ? await startSmtpSink(found.python) : null;
afterAll(() => sink?.close());

const SECRET = 'mail-provider-secret-0123456789';
const PUBLIC_URL = 'https://dealacre.test';
const FROM = 'DealAcre <campaigns@dealacre.test>';
/** the tracked link in a mail's text, with the invitation's sign-in token when it has one */
const CLICK_LINK = /https:\/\/dealacre\.test\/api\/campaign-mail\/click\?token=[\w.-]+(?:&invitation=[\w-]+)?/;

const title = 'campaign mail through a real SMTP server, read as MIME';
if (!sink) {
  const reason = 'missing' in found ? found.missing : '';
  console.info(`[smtp] skipped "${title}": ${reason}`);
  describe.skip(`${title} [skipped: ${reason}]`, () => {
    it('needs aiosmtpd', () => {});
  });
} else {
  describeHost(title, () => {
    const test = useTestHost({ config: { SMTP_URL: sink.url, PUBLIC_URL, MAIL_WEBHOOK_SECRET: SECRET, MAIL_FROM: FROM } });
    const make = given(test);
    let before = 0;
    beforeEach(() => {
      before = sink.received();
    });
    /** the messages the server received during this test, each parsed as MIME */
    const received = async (): Promise<Array<{ message: ReceivedMessage; mail: ParsedMail }>> => {
      const messages = (await sink.messages()).slice(before);
      return Promise.all(messages.map(async (message) => ({ message, mail: await simpleParser(message.raw) })));
    };
    /** a header's value as it was sent (unfolded), by its name in any case */
    const header = (mail: ParsedMail, name: string) =>
      mail.headerLines
        .filter(({ key }) => key === name.toLowerCase())
        .map(({ line }) =>
          line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n\s+/g, ' ')
            .trim(),
        );
    const addresses = (field: AddressObject | AddressObject[] | undefined) =>
      [field ?? []].flat().flatMap((object) => object.value.map((address) => address.address));

    const contact = async (seller: User, fields: Record<string, unknown>) => {
      const added = await seller.user.send('post', '/api/contacts', fields);
      expect(added.status).toBe(201);
      return added.body as { id: string };
    };

    it('sends one mail per mailable contact through the job, with merged fields, one-click unsubscribe, the tracked link and both parts', async () => {
      const seller = await make.seller();
      const eligible = [
        { name: 'Ana Ruiz', email: 'ana@example.com', company: 'Ruiz Land LLC' },
        { name: 'Bo Diaz', email: 'bo@example.com', company: 'Diaz & Sons' },
        { name: 'Carla Moss', email: 'carla@example.com', company: 'Moss Acres' },
        { name: 'Dev Patel', email: 'dev@example.com', company: 'Patel Holdings' },
      ];
      for (const fields of eligible) await contact(seller, fields);
      const unsubscribed = await contact(seller, { name: 'Eli Unsub', email: 'eli@example.com', company: 'Gone Co' });
      await test.database.orm.em.fork().execute('update leads.contacts set unsubscribed_at = now() where id = ?', [unsubscribed.id]);
      await contact(seller, { name: 'Faye Complains', email: 'faye@example.com', company: 'Spam Watch' });
      await contact(seller, { name: 'Gus Phone', phone: '+1 512 555 0100', company: 'No Mail Inc' });
      // the mail provider reports a complaint: that address is suppressed
      const report = JSON.stringify({ events: [{ type: 'complaint', email: 'faye@example.com' }] });
      const complained = await test
        .http()
        .post('/api/webhooks/mail')
        .set('Content-Type', 'application/json')
        .set('X-DealAcre-Signature', `sha256=${createHmac('sha256', SECRET).update(report).digest('hex')}`)
        .send(report);
      expect(complained.body).toEqual({ suppressed: 1, softBounced: 0 });

      const created = await seller.user.send('post', '/api/campaigns', {
        name: 'Spring buyers',
        subject: 'A deal for {{first_name}} at {{company}}',
        body: 'Hi again {{name}} of {{company}} ({{email}}).\n\n{{sender_name}} invites you: {{join_link}}',
        kind: 'invite',
        recipients: { kind: 'all' },
      });
      expect(created.status).toBe(201);
      const sent = await seller.user.send('post', `/api/campaigns/${(created.body as Campaign).id}/send`);
      expect(sent.status).toBe(202);
      expect(sent.body).toMatchObject({ report: { queued: eligible.length } });
      // the worker: the send's delivery, then the scheduled job that carries campaigns on
      await test.host.projections.settled();
      await test.host.runJobs();
      await test.host.projections.settled();

      const everything = await received();
      // the seller's own mail (the address check, the receipt) aside: every other message is the campaign's
      const mails = everything.filter(({ mail }) => addresses(mail.to)[0] !== seller.email);
      expect(mails.every(({ mail }) => header(mail, 'X-DealAcre-Send').length === 1)).toBe(true);
      expect(mails.map(({ mail }) => addresses(mail.to)[0]).sort()).toEqual(eligible.map((fields) => fields.email).sort());
      for (const fields of eligible) {
        const { message, mail } = mails.find(({ mail: candidate }) => addresses(candidate.to)[0] === fields.email)!;
        const first = fields.name.split(' ')[0];
        expect(message.envelope.rcptTos).toEqual([fields.email]);
        expect(message.envelope.mailFrom).toBe('campaigns@dealacre.test');
        expect(mail.from?.value).toEqual([{ name: 'DealAcre', address: 'campaigns@dealacre.test' }]);
        expect(mail.subject).toBe(`A deal for ${first} at ${fields.company}`);
        // two alternatives of one message: plain text and HTML
        expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
        expect(mail.text).toContain(`Hi again ${fields.name} of ${fields.company} (${fields.email}).`);
        expect(mail.text).toContain('Ada Moss invites you:');
        expect(mail.html || '').toContain(`Hi again ${fields.name} of ${fields.company.replace('&', '&amp;')}`);
        expect(mail.text).not.toContain('{{');
        expect(mail.html || '').not.toContain('{{');

        const [unsubscribe, ...more] = header(mail, 'List-Unsubscribe');
        expect(more).toEqual([]);
        expect(unsubscribe).toMatch(/^<https:\/\/dealacre\.test\/api\/campaign-mail\/unsubscribe\?token=[\w.-]+>$/);
        expect(header(mail, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
        // the unsubscribe link in the text and the HTML is the header's
        const unsubscribeUrl = unsubscribe!.slice(1, -1);
        expect(mail.text).toContain(unsubscribeUrl);
        expect(mail.html || '').toContain(`href="${unsubscribeUrl}"`);

        // an invitation's link carries the contact's own sign-in token after the tracking one
        const click = mail.text?.match(CLICK_LINK)?.[0];
        expect(click).toMatch(/&invitation=[\w-]{43}$/);
        expect(mail.html || '').toContain(`href="${click!.replace('&', '&amp;')}"`);
      }

      // nothing to the unsubscribed, the suppressed or the contact without an address
      const all = everything.flatMap(({ mail, message }) => [...addresses(mail.to), ...message.envelope.rcptTos]);
      for (const absent of ['eli@example.com', 'faye@example.com']) expect(all).not.toContain(absent);

      // the tracked link leads to the contact's one-time sign-in and counts the click
      const { mail } = mails.find(({ mail: candidate }) => addresses(candidate.to)[0] === 'bo@example.com')!;
      const click = mail.text!.match(CLICK_LINK)![0];
      const followed = await test.http().get(click.slice(PUBLIC_URL.length));
      expect(followed.status).toBe(303);
      expect(followed.headers.location).toMatch(/^https:\/\/dealacre\.test\/auto-login\?token=[\w-]{43}$/);
      // and one click on the header's link unsubscribes, with no session
      const unsubscribe = new URL(header(mail, 'List-Unsubscribe')[0]!.slice(1, -1));
      const oneClick = await test
        .http()
        .post(`${unsubscribe.pathname}${unsubscribe.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(oneClick.body).toEqual({ unsubscribed: true });
      const done = await seller.user.get(`/api/campaigns/${(created.body as Campaign).id}`);
      expect(done.body).toMatchObject({
        status: 'sent',
        report: { queued: 4, sent: 4, notSent: 0, uncertain: 0, clicked: 1, unsubscribed: 1 },
      });
    });
  });
}
