import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail } from '../../src/testing/mail-catcher.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { Campaign, CampaignList, CampaignPreview } from './contracts/campaigns.ts';
import type { ContactImport, ContactList } from './contracts/contacts.ts';
import { CampaignSendDue } from './contracts/campaign-events.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return new Date(this.current);
  },
};
const later = (ms: number) => (clock.current = new Date(clock.current.getTime() + ms));
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

const SECRET = 'mail-provider-secret-0123456789';
const PUBLIC_URL = 'https://dealacre.test';

describeHost('leads: campaigns to the buyers list', () => {
  const test = useTestHost({
    hostOptions: { clock },
    config: { SMTP_URL: catcher.url, PUBLIC_URL, MAIL_WEBHOOK_SECRET: SECRET },
  });
  const make = given(test);

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  /** the seller's buyers list: `count` contacts buyer0@… to buyer<count-1>@…, tagged `cash` when even */
  async function contacts(seller: User, count: number): Promise<void> {
    const rows = Array.from({ length: count }, (_, n) => `Buyer${n} Person,buyer${n}@example.com,${n % 2 ? 'land' : 'cash'},Acme ${n}`);
    const file = ['name,email,tags,company', ...rows].join('\n');
    const uploaded = await seller.user.uploadFiles('/api/contacts/imports', 'file', [{ data: Buffer.from(file), name: 'buyers.csv' }]);
    expect(uploaded.status).toBe(201);
    const upload = uploaded.body as ContactImport;
    const started = await seller.user.send('post', `/api/contacts/imports/${upload.id}/start`, { mapping: upload.mapping });
    expect(started.status).toBe(202);
    await test.host.projections.settled();
  }

  const draft = async (seller: User, body: Record<string, unknown> = {}) => {
    const created = await seller.user.send('post', '/api/campaigns', {
      name: 'Spring buyers',
      subject: 'A deal for {{first_name}}',
      body: 'Hi again {{name}} of {{company}}.\n\nJoin me on DealAcre: {{join_link}}',
      kind: 'invite',
      recipients: { kind: 'all' },
      ...body,
    });
    expect(created.status).toBe(201);
    return created.body as Campaign;
  };
  const campaign = async (seller: User, id: string) => {
    const response = await seller.user.get(`/api/campaigns/${id}`);
    expect(response.status).toBe(200);
    return response.body as Campaign;
  };
  const campaignMails = () => catcher.mails.filter((mail) => mail.to.startsWith('buyer'));
  /** how many mails each address got: every value 1 means nobody twice */
  const perAddress = (mails: CaughtMail[]) => {
    const counts = new Map<string, number>();
    for (const mail of mails) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
    return counts;
  };
  /** the scheduled worker runs, then its deliveries */
  const drive = async () => {
    await test.host.runJobs();
    await test.host.projections.settled();
  };
  const sends = (campaignId: string) =>
    test.database.orm.em
      .fork()
      .execute<Array<{ id: string; email: string; status: string }>>(
        'select id, email, status from leads.campaign_sends where campaign_id = ? order by id',
        [campaignId],
      );

  it('is Premium’s: other plans get 403 with the way to upgrade, buyers have no buyers list', async () => {
    const pro = await make.sellerOn('pro');
    const refused = await pro.user.send('post', '/api/campaigns', {
      name: 'x',
      subject: 'x',
      body: 'x',
      kind: 'invite',
      recipients: { kind: 'all' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      upgradeRequired: true,
      details: { limit: 'campaignMailsPerDay', allowed: 0, suggestedTier: 'premium' },
    });
    expect(refused.body.message).toContain('Premium');
    const listed = await pro.user.get('/api/campaigns');
    expect(listed.status).toBe(200);
    expect(listed.body as CampaignList).toEqual({ rows: [], limits: { perMinute: 0, perDay: 0 } });

    const buyer = await make.buyer();
    expect((await buyer.user.get('/api/campaigns')).status).toBe(403);
  });

  it('keeps a draft, refuses unknown merge fields, previews per contact and test-sends to the seller', async () => {
    const seller = await make.seller();
    await contacts(seller, 3);
    const wrong = await seller.user.send('post', '/api/campaigns', {
      name: 'x',
      subject: 'Hi {{firstname}}',
      body: 'x',
      kind: 'invite',
      recipients: { kind: 'all' },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('{{firstname}}');
    expect((await seller.user.get('/api/campaigns')).body.rows).toEqual([]);

    const created = await draft(seller);
    expect(created).toMatchObject({ status: 'draft', report: { queued: 0, sent: 0 } });
    const list = await seller.user.get('/api/contacts');
    const second = (list.body as ContactList).rows.find((contact) => contact.email === 'buyer1@example.com')!;

    const preview = await seller.user.send('post', `/api/campaigns/${created.id}/preview`, { contactId: second.id });
    expect(preview.status).toBe(200);
    const shown = preview.body as CampaignPreview;
    expect(shown).toMatchObject({ to: 'buyer1@example.com', subject: 'A deal for Buyer1', recipients: 3 });
    expect(shown.text).toContain('Hi again Buyer1 Person of Acme 1.');
    expect(shown.text).toContain(`${PUBLIC_URL}/api/campaign-mail/click?token=`);
    expect(shown.html).toContain('Join DealAcre');

    const tested = await seller.user.send('post', `/api/campaigns/${created.id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body).toEqual({ to: seller.email, subject: '[Test] A deal for Buyer0' });
    const mail = catcher.mails.find((caught) => caught.to === seller.email && caught.subject.startsWith('[Test]'))!;
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await campaign(seller, created.id)).report.queued).toBe(0);

    const changed = await seller.user.send('patch', `/api/campaigns/${created.id}`, {
      name: 'Cash buyers',
      subject: 'Cash deal',
      body: 'For {{first_name}}',
      kind: 'invite',
      recipients: { kind: 'tags', tags: ['cash'] },
    });
    expect(changed.status).toBe(200);
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/preview`, {})).body.recipients).toBe(2);
    // someone else's campaign is no campaign
    const other = await make.seller();
    expect((await other.user.get(`/api/campaigns/${created.id}`)).status).toBe(404);
  });

  it('sends within the plan’s mails per minute with a controlled clock, each recipient once, and reports it', async () => {
    const seller = await make.seller();
    await contacts(seller, 230);
    const created = await draft(seller);
    const sent = await seller.user.send('post', `/api/campaigns/${created.id}/send`);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ status: 'sending', report: { queued: 230 } });
    await test.host.projections.settled();

    // Premium sends 200 a minute: the rest waits for the window, whatever runs meanwhile
    expect(campaignMails()).toHaveLength(200);
    await drive();
    later(30_000);
    await drive();
    expect(campaignMails()).toHaveLength(200);
    expect((await campaign(seller, created.id)).report).toMatchObject({ queued: 230, sent: 200 });

    later(31_000);
    await drive();
    const mails = campaignMails();
    expect(mails).toHaveLength(230);
    expect([...perAddress(mails).values()].every((count) => count === 1)).toBe(true);
    expect(perAddress(mails).size).toBe(230);
    const done = await campaign(seller, created.id);
    expect(done).toMatchObject({ status: 'sent', report: { queued: 230, sent: 230, notSent: 0, uncertain: 0 } });
    expect(done.finishedAt).not.toBeNull();

    const one = mails.find((mail) => mail.to === 'buyer7@example.com')!;
    expect(one.subject).toBe('A deal for Buyer7');
    expect(one.text).toContain('Hi again Buyer7 Person of Acme 7.');
    expect(one.headers['list-unsubscribe']).toMatch(/^<https:\/\/dealacre\.test\/api\/campaign-mail\/unsubscribe\?token=\S+>$/);
    expect(one.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // sending again is refused and queues nothing
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/send`)).status).toBe(409);
  });

  it('never sends twice when a delivery comes again mid-campaign, and never skips anyone', async () => {
    const seller = await make.seller();
    await contacts(seller, 230);
    const created = await draft(seller);
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/send`)).status).toBe(202);
    await test.host.projections.settled();
    expect(campaignMails()).toHaveLength(200);
    later(61_000);
    // the same work delivered three times at once, and the scheduled worker besides
    const again = CampaignSendDue.create(created.id, { sellerId: seller.id });
    await test.emit(again, again, again);
    await drive();
    const mails = campaignMails();
    expect(mails).toHaveLength(230);
    expect(perAddress(mails).size).toBe(230);
    expect((await sends(created.id)).every((record) => record.status === 'sent')).toBe(true);
  });

  it('after a worker dies mid-campaign: what it had not handed over is sent, what it may have sent is not sent again', async () => {
    const seller = await make.seller();
    await contacts(seller, 230);
    const created = await draft(seller);
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/send`)).status).toBe(202);
    await test.host.projections.settled();
    expect(campaignMails()).toHaveLength(200);

    // a worker claimed ten records and was handing one to the mail server when it was killed
    const queued = (await sends(created.id)).filter((record) => record.status === 'queued');
    const em = test.database.orm.em.fork();
    await em.execute(`update leads.campaign_sends set status = 'claimed', claimed_at = ? where id = any(?::uuid[])`, [
      clock.now(),
      `{${queued
        .slice(0, 10)
        .map((record) => record.id)
        .join(',')}}`,
    ]);
    await em.execute(`update leads.campaign_sends set status = 'sending', claimed_at = ? where id = ?`, [clock.now(), queued[10]!.id]);
    catcher.mails.push({ to: queued[10]!.email, subject: 'the mail the dying worker sent', text: '', html: null, headers: {} });

    // within the claim's lease nothing is taken back
    later(61_000);
    await drive();
    expect(campaignMails()).toHaveLength(201 + 19);
    later(5 * 60_000);
    await drive();
    const mails = campaignMails();
    expect(mails).toHaveLength(230);
    expect([...perAddress(mails).values()].every((count) => count === 1)).toBe(true);
    expect(await campaign(seller, created.id)).toMatchObject({
      status: 'sent',
      report: { queued: 230, sent: 229, uncertain: 1 },
    });
  });

  it('pauses and resumes: nothing leaves while paused, the rest once resumed', async () => {
    const seller = await make.seller();
    await contacts(seller, 230);
    const created = await draft(seller);
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/send`)).status).toBe(202);
    await test.host.projections.settled();
    const paused = await seller.user.send('post', `/api/campaigns/${created.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'paused' });
    later(5 * 60_000);
    await drive();
    expect(campaignMails()).toHaveLength(200);
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/pause`)).status).toBe(409);

    const resumed = await seller.user.send('post', `/api/campaigns/${created.id}/resume`);
    expect(resumed.status).toBe(200);
    await test.host.projections.settled();
    expect(campaignMails()).toHaveLength(230);
    expect(perAddress(campaignMails()).size).toBe(230);
    expect((await campaign(seller, created.id)).status).toBe('sent');
  });

  it('unsubscribes with one click and no session; the link’s page changes nothing; clicks are recorded and redirected', async () => {
    const seller = await make.seller();
    await contacts(seller, 2);
    const created = await draft(seller);
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/send`)).status).toBe(202);
    await test.host.projections.settled();
    const mail = campaignMails().find((caught) => caught.to === 'buyer0@example.com')!;
    const unsubscribe = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const path = `${unsubscribe.pathname}${unsubscribe.search}`;

    const page = await test.http().get(path).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop emails from this seller');
    expect((await campaign(seller, created.id)).report.unsubscribed).toBe(0);

    const forged = await test.http().post(`${unsubscribe.pathname}?token=${unsubscribe.searchParams.get('token')!.slice(0, -2)}xx`);
    expect(forged.status).toBe(422);

    const oneClick = await test.http().post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ unsubscribed: true });
    const listed = (await seller.user.get('/api/contacts')).body as ContactList;
    expect(listed.rows.find((contact) => contact.email === 'buyer0@example.com')).toMatchObject({ mailable: false });
    expect(listed.rows.find((contact) => contact.email === 'buyer1@example.com')).toMatchObject({ mailable: true });

    const click = mail.text.match(/https:\/\/dealacre\.test\/api\/campaign-mail\/click\?token=\S+/)![0];
    const followed = await test.http().get(click.slice(PUBLIC_URL.length));
    expect(followed.status).toBe(303);
    // an invitation's link leads on to its single-use sign-in (decision 0062)
    expect(followed.headers.location).toMatch(/^https:\/\/dealacre\.test\/auto-login\?token=[\w-]{43}$/);
    await test.http().get(click.slice(PUBLIC_URL.length));
    expect((await campaign(seller, created.id)).report).toMatchObject({ sent: 2, unsubscribed: 1, clicked: 1 });

    // the next campaign leaves the unsubscribed out
    catcher.mails.length = 0;
    const next = await draft(seller, { name: 'Next' });
    expect((await seller.user.send('post', `/api/campaigns/${next.id}/send`)).body.report.queued).toBe(1);
    await test.host.projections.settled();
    expect(campaignMails().map((caught) => caught.to)).toEqual(['buyer1@example.com']);
  });

  it('sends one of the seller’s live listings as a card whose link leads to its page; another’s listing is refused', async () => {
    const seller = await make.seller();
    await contacts(seller, 2);
    const [listingId] = await make.listings(seller, 1);
    const other = await make.seller();
    const [othersListing] = await make.listings(other, 1);
    const body = { kind: 'listing', subject: 'New: {{listing_title}}', body: 'Take a look, {{first_name}}: {{listing_link}}' };
    const refused = await seller.user.send('post', '/api/campaigns', {
      name: 'Theirs',
      recipients: { kind: 'all' },
      ...body,
      listingId: othersListing,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Choose one of your listings that buyers can see');
    const missing = await seller.user.send('post', '/api/campaigns', { name: 'None', recipients: { kind: 'all' }, ...body });
    expect(missing.status).toBe(400);

    const created = await draft(seller, { ...body, listingId });
    const preview = (await seller.user.send('post', `/api/campaigns/${created.id}/preview`, {})).body as CampaignPreview;
    expect(preview.subject).toBe('New: Parcel 1');
    expect(preview.text).toContain('Parcel 1\nAustin, TX · $50,000 · 5 acres');
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/send`)).status).toBe(202);
    await test.host.projections.settled();
    const mail = campaignMails().find((caught) => caught.to === 'buyer1@example.com')!;
    expect(mail.subject).toBe('New: Parcel 1');
    const click = mail.text.match(/https:\/\/dealacre\.test\/api\/campaign-mail\/click\?token=\S+/)![0];
    const followed = await test.http().get(click.slice(PUBLIC_URL.length));
    expect(followed.status).toBe(303);
    expect(followed.headers.location).toBe(`${PUBLIC_URL}/property/${listingId}`);
    // the click link of one recipient is no unsubscribe link
    const token = new URL(click).searchParams.get('token')!;
    expect((await test.http().post(`/api/campaign-mail/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(422);
  });

  it('takes the provider’s signed bounces and complaints: refused unsigned, a hard bounce or complaint suppresses, two soft bounces too', async () => {
    const seller = await make.seller();
    await contacts(seller, 4);
    const created = await draft(seller);
    expect((await seller.user.send('post', `/api/campaigns/${created.id}/send`)).status).toBe(202);
    await test.host.projections.settled();
    const sendOf = (email: string) => campaignMails().find((mail) => mail.to === email)!.headers['x-dealacre-send'];
    const post = (payload: unknown, secret = SECRET) => {
      const body = JSON.stringify(payload);
      const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
      return test
        .http()
        .post('/api/webhooks/mail')
        .set('Content-Type', 'application/json')
        .set('X-DealAcre-Signature', signature)
        .send(body);
    };
    const mailable = async () =>
      ((await seller.user.get('/api/contacts')).body as ContactList).rows
        .filter((contact) => contact.mailable)
        .map((contact) => contact.email)
        .sort();

    const hard = { events: [{ type: 'bounce', bounce: 'hard', email: 'buyer0@example.com', sendId: sendOf('buyer0@example.com') }] };
    expect((await post(hard, 'another-secret-of-24-chars!!')).status).toBe(400);
    expect(await mailable()).toHaveLength(4);

    expect((await post(hard)).body).toEqual({ suppressed: 1, softBounced: 0 });
    expect((await post({ events: [{ type: 'complaint', email: 'BUYER1@example.com' }] })).body).toEqual({ suppressed: 1, softBounced: 0 });
    const soft = { events: [{ type: 'bounce', bounce: 'soft', email: 'buyer2@example.com' }] };
    expect((await post(soft)).status).toBe(200);
    expect(await mailable()).toEqual(['buyer2@example.com', 'buyer3@example.com']);
    await post(soft);
    expect(await mailable()).toEqual(['buyer3@example.com']);
    expect((await campaign(seller, created.id)).report.bounced).toBe(1);
    expect((await post({ events: [] })).status).toBe(400);
  });
  describe('to a saved segment or a listing’s matching buyers', () => {
    const listing = async (seller: User) => {
      const created = await seller.user.send('post', '/api/properties', {
        listing: {
          title: 'Creek parcel',
          description: 'Road frontage.',
          category: 'land',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          county: 'Travis',
          acres: 5,
          price: 50_000,
          terms: ['cash'],
        },
        publish: true,
      });
      expect(created.status).toBe(201);
      await test.host.projections.settled();
      return created.body.id as string;
    };
    const contact = async (seller: User, name: string, fields: Record<string, unknown>) => {
      const added = await seller.user.send('post', '/api/contacts', { name, email: `buyer-${name.toLowerCase()}@example.com`, ...fields });
      expect(added.status).toBe(201);
      return added.body as { id: string };
    };
    /** a Travis County land buyer with cash and proof of funds: fits the listing */
    const travisCash = {
      states: ['TX'],
      counties: ['Travis'],
      propertyTypes: ['land'],
      priceMax: 60_000,
      financing: 'cash',
      proofOfFunds: true,
    };
    const sendAll = async (seller: User, id: string) => {
      const sent = await seller.user.send('post', `/api/campaigns/${id}/send`);
      expect(sent.status).toBe(202);
      await drive();
      return sent.body as Campaign;
    };

    it('sends a listing to the mailable buyers who fit it when sent, one mail each, none to the unsubscribed', async () => {
      const seller = await make.seller();
      const listingId = await listing(seller);
      await contact(seller, 'Ana', travisCash);
      const unsubscribed = await contact(seller, 'Di', travisCash);
      await test.database.orm.em.fork().execute('update leads.contacts set unsubscribed_at = now() where id = ?', [unsubscribed.id]);
      await contact(seller, 'Flo', { ...travisCash, states: ['FL'], counties: [] });
      const created = await draft(seller, {
        kind: 'listing',
        listingId,
        subject: 'New deal: {{listing_title}}',
        body: 'See {{listing_link}}',
        recipients: { kind: 'matches', listingId },
      });
      expect(created.recipients).toEqual({ kind: 'matches', listingId });
      expect((await seller.user.send('post', `/api/campaigns/${created.id}/preview`, {})).body).toMatchObject({
        to: 'buyer-ana@example.com',
        recipients: 1,
      });

      // resolved when sent, not when drafted: a buyer added since gets it too
      await contact(seller, 'Cy', travisCash);
      const sent = await sendAll(seller, created.id);
      expect(sent.report.queued).toBe(2);
      const mails = campaignMails();
      expect(mails.map((mail) => mail.to).sort()).toEqual(['buyer-ana@example.com', 'buyer-cy@example.com']);
      expect(mails.every((mail) => mail.subject === 'New deal: Creek parcel')).toBe(true);
      expect((await campaign(seller, created.id)).report).toMatchObject({ queued: 2, sent: 2 });
    });

    it('sends to a saved segment as its filter selects when sent; the unsubscribed get nothing', async () => {
      const seller = await make.seller();
      await contact(seller, 'Ana', { states: ['TX'], financing: 'cash' });
      const unsubscribed = await contact(seller, 'Di', { states: ['TX'], financing: 'cash' });
      await test.database.orm.em.fork().execute('update leads.contacts set unsubscribed_at = now() where id = ?', [unsubscribed.id]);
      await contact(seller, 'Flo', { states: ['FL'], financing: 'cash' });
      await contact(seller, 'Ola', { states: ['OK'], financing: 'cash' });
      // a buy box of several states: any of them
      const saved = await seller.user.send('post', '/api/contacts/segments', {
        name: 'Texas and Oklahoma cash',
        filter: { state: ['TX', 'OK'], cash: true },
      });
      expect(saved.status).toBe(201);
      const segmentId = (saved.body as { id: string }).id;
      const created = await draft(seller, { recipients: { kind: 'segment', segmentId } });
      expect((await seller.user.send('post', `/api/campaigns/${created.id}/preview`, {})).body).toMatchObject({ recipients: 2 });

      await contact(seller, 'Gus', { states: ['TX'], financing: 'either' });
      expect((await sendAll(seller, created.id)).report.queued).toBe(3);
      const mails = campaignMails();
      expect(mails.map((mail) => mail.to).sort()).toEqual(['buyer-ana@example.com', 'buyer-gus@example.com', 'buyer-ola@example.com']);
      expect([...perAddress(mails).values()]).toEqual([1, 1, 1]);
    });

    it('refuses another seller’s segment or listing, or a segment deleted since, and changes nothing', async () => {
      const seller = await make.seller();
      const other = await make.seller();
      await contact(seller, 'Ana', travisCash);
      const theirListing = await listing(other);
      const theirSegment = await other.user.send('post', '/api/contacts/segments', { name: 'Theirs', filter: {} });
      expect(theirSegment.status).toBe(201);
      for (const [recipients, message] of [
        [{ kind: 'segment', segmentId: (theirSegment.body as { id: string }).id }, 'There is no such segment of your buyers list'],
        [{ kind: 'matches', listingId: theirListing }, 'There is no such listing of yours'],
      ] as const) {
        const refused = await seller.user.send('post', '/api/campaigns', {
          name: 'x',
          subject: 'x',
          body: 'x',
          kind: 'invite',
          recipients,
        });
        expect(refused.status).toBe(404);
        expect(refused.body.message).toBe(message);
      }
      const badId = await seller.user.send('post', '/api/campaigns', {
        name: 'x',
        subject: 'x',
        body: 'x',
        kind: 'invite',
        recipients: { kind: 'segment', segmentId: 'texas' },
      });
      expect(badId.status).toBe(400);
      expect(JSON.stringify(badId.body)).toContain('Choose one of your segments');
      expect((await seller.user.get('/api/campaigns')).body.rows).toEqual([]);

      const mine = await seller.user.send('post', '/api/contacts/segments', { name: 'Everyone', filter: {} });
      const segmentId = (mine.body as { id: string }).id;
      const created = await draft(seller, { recipients: { kind: 'segment', segmentId } });
      expect((await seller.user.send('delete', `/api/contacts/segments/${segmentId}`)).status).toBe(204);
      const refused = await seller.user.send('post', `/api/campaigns/${created.id}/send`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('There is no such segment of your buyers list');
      await test.host.projections.settled();
      expect(await campaign(seller, created.id)).toMatchObject({ status: 'draft', report: { queued: 0 } });
      expect(await sends(created.id)).toEqual([]);
      expect(campaignMails()).toEqual([]);
    });
  });
});
