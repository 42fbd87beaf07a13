import { afterAll, beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { startMailCatcher } from '../../src/testing/mail-catcher.ts';
import { given } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { SELLER_LEAD_MESSAGES } from './contracts/seller-leads.ts';

const clock = { current: new Date('2026-11-10T12:00:00Z'), now() { return new Date(this.current); } };
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

const LEAD = {
  propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676',
  fullName: 'Dolores Reyes',
  phone: '(512) 867-5309',
  email: 'Dolores.Reyes@Example.com',
  situation: 'probate',
};

describeHost('leads: seller leads from the homepage form', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);
  let address = 0;

  /** a visitor from an address of their own (submissions are limited per address) */
  function visitor(from = `198.51.100.${++address}`) {
    const agent = browser(test.host.app);
    agent.agent.set('X-Forwarded-For', from);
    return agent;
  }
  async function submit(body: Record<string, unknown>, from?: string) {
    const owner = visitor(from);
    await owner.get('/api/auth/me');
    return owner.send('post', '/api/seller-leads', body);
  }
  const stored = () =>
    test.database.orm.em
      .fork()
      .execute<Array<Record<string, unknown>>>('select id, property_address, city, state, county, zip, full_name, phone, email, situation, status from leads.seller_leads order by created_at');
  const outbox = (type: string) =>
    test.database.orm.em.fork().execute<Array<{ aggregate_id: string; payload: Record<string, unknown> }>>('select aggregate_id, payload from platform.outbox where type = ?', [type]);

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  it('stores a lead with its phone in E.164 and its county found offline, announces it without contact details, and mails the owner', async () => {
    const response = await submit(LEAD);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), status: 'received' });

    expect(await stored()).toEqual([
      {
        id: response.body.id,
        property_address: '1200 Ranch Road 12, Wimberley, TX 78676',
        city: 'Wimberley',
        state: 'TX',
        county: 'Hays',
        zip: '78676',
        full_name: 'Dolores Reyes',
        phone: '+15128675309',
        email: 'dolores.reyes@example.com',
        situation: 'probate',
        status: 'open',
      },
    ]);
    const [event] = await outbox('leads.seller-lead-submitted.v1');
    expect(event).toEqual({ aggregate_id: response.body.id, payload: { city: 'Wimberley', state: 'TX', county: 'Hays', situation: 'probate' } });

    await expect.poll(() => catcher.mails.length).toBe(1);
    const [mail] = catcher.mails;
    expect(mail).toMatchObject({ to: 'dolores.reyes@example.com', subject: 'We received your property: a cash offer is on its way' });
    expect(mail!.text).toContain('Property: 1200 Ranch Road 12, Wimberley, TX 78676');
    expect(mail!.text).toContain('Cash buyers on DealAcre who invest in Hays County, TX');
    expect(mail!.html).toContain('Inherited or in probate');
  });

  it("refuses each invalid field with the form's own message and stores nothing", async () => {
    const empty = await submit({});
    expect(empty.status).toBe(400);
    const messages = (body: { details: Array<{ path: string[]; message: string }> }) => Object.fromEntries(body.details.map((issue) => [issue.path[0], issue.message]));
    expect(messages(empty.body)).toEqual({
      propertyAddress: SELLER_LEAD_MESSAGES.propertyAddress,
      fullName: SELLER_LEAD_MESSAGES.fullName,
      phone: SELLER_LEAD_MESSAGES.phone,
      email: SELLER_LEAD_MESSAGES.email,
    });
    const refused: Array<[Record<string, unknown>, string, string]> = [
      [{ propertyAddress: '12 A' }, 'propertyAddress', SELLER_LEAD_MESSAGES.propertyAddress],
      [{ fullName: ' D ' }, 'fullName', SELLER_LEAD_MESSAGES.fullName],
      [{ phone: '555-12' }, 'phone', SELLER_LEAD_MESSAGES.phone],
      [{ phone: 'call me maybe 5128675309' }, 'phone', 'Use digits, spaces, dashes, dots, brackets and + only'],
      [{ phone: '000-000-0000' }, 'phone', SELLER_LEAD_MESSAGES.phoneInvalid],
      [{ email: 'dolores@' }, 'email', SELLER_LEAD_MESSAGES.email],
      [{ situation: 'bankruptcy' }, 'situation', expect.stringContaining('Invalid option') as unknown as string],
      [{ fullName: 'Dolores\nReyes' }, 'fullName', 'Full name must be one line of plain text, without line breaks or text-direction controls'],
    ];
    for (const [change, field, message] of refused) {
      const response = await submit({ ...LEAD, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(messages(response.body)[field], JSON.stringify(change)).toEqual(message);
    }
    expect((await submit({ ...LEAD, fullName: 'Dolores\u0000Reyes' })).status).toBe(400);
    expect(await stored()).toEqual([]);
    expect(catcher.mails).toEqual([]);
  });

  it('answers a honeypot hit like a lead and keeps nothing', async () => {
    const response = await submit({ ...LEAD, website: 'https://cheap-backlinks.example' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), status: 'received' });
    expect(await stored()).toEqual([]);
    expect(await outbox('leads.seller-lead-submitted.v1')).toEqual([]);
  });

  it('takes the same address and phone within a day as the same lead, however typed, even sent twice at once', async () => {
    const [first, second] = await Promise.all([submit(LEAD), submit(LEAD)]);
    expect(second.body.id).toBe(first.body.id);
    const retyped = await submit({ ...LEAD, propertyAddress: '1200 ranch rd. 12,  wimberley tx 78676', phone: '+1 512.867.5309', fullName: 'Dolores R.' });
    expect(retyped.body.id).toBe(first.body.id);
    expect(await stored()).toHaveLength(1);
    await expect.poll(() => catcher.mails.length).toBe(1);

    // another number for the same property is another lead; so is the same one the next day
    expect((await submit({ ...LEAD, phone: '(512) 867-5310' })).body.id).not.toBe(first.body.id);
    clock.current = new Date('2026-11-11T12:00:01Z');
    expect((await submit(LEAD)).body.id).not.toBe(first.body.id);
    expect(await stored()).toHaveLength(3);
  });

  it('limits submissions from one address to 5 an hour', async () => {
    for (let n = 0; n < 5; n++) expect((await submit({ ...LEAD, phone: `(512) 867-53${10 + n}` }, '198.51.100.250')).status).toBe(201);
    const refused = await submit({ ...LEAD, phone: '(512) 867-5399' }, '198.51.100.250');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect((await submit({ ...LEAD, phone: '(512) 867-5399' }, '198.51.100.251')).status).toBe(201);
  });

  it('queues a lead no investor took within the hour for administrators, who alone see the queue', async () => {
    const { body } = await submit(LEAD);
    clock.current = new Date('2026-11-10T12:59:59Z');
    await test.host.runJobs();
    expect((await stored())[0]).toMatchObject({ status: 'open' });
    clock.current = new Date('2026-11-10T13:00:00Z');
    await test.host.runJobs();
    await test.host.runJobs();
    expect((await stored())[0]).toMatchObject({ status: 'queued' });
    expect(await outbox('leads.seller-lead-queued.v1')).toEqual([{ aggregate_id: body.id, payload: { city: 'Wimberley', state: 'TX', county: 'Hays' } }]);

    const admin = await make.buyer();
    await test.database.orm.em.fork().execute(`update identity.users set roles = '{buyer,admin}' where id = ?`, [admin.id]);
    await test.host.reindex();
    const queue = await admin.user.get('/api/admin/seller-leads');
    expect(queue.status).toBe(200);
    expect(queue.body).toEqual({
      total: 1,
      leads: [expect.objectContaining({ id: body.id, phone: '+15128675309', email: 'dolores.reyes@example.com', status: 'queued', queuedAt: '2026-11-10T13:00:00.000Z' })],
    });
    expect((await admin.user.get('/api/admin/seller-leads?status=open')).body).toEqual({ total: 0, leads: [] });
    expect((await admin.user.get('/api/admin/seller-leads?status=closed')).status).toBe(400);

    const member = await make.buyer();
    expect((await member.user.get('/api/admin/seller-leads')).status).toBe(403);
    expect((await visitor().get('/api/admin/seller-leads')).status).toBe(401);
  });
});
