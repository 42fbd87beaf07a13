import pino from 'pino';
import request from 'supertest';
import { expect, it } from 'vitest';
import { describeHost, useTestHost } from '../../testing/test-host.ts';
import { PLATFORM } from '../../../modules/shared/kernel/tokens.ts';
import type { Mailer, MailMessage } from '../../../modules/shared/kernel/mailer.port.ts';
import { SmtpMailer } from './smtp-mailer.ts';
import { browser } from '../../testing/browser.ts';
import { defineCommand } from '../../../modules/shared/kernel/bus.ts';
import type { ModuleDefinition } from '../../../modules/shared/kernel/module.ts';
import { handlesCommand, UsesDependencies } from '../../../modules/shared/kernel/use-case.ts';
import { modules } from '../../modules.ts';

/** A probe module with one scheduled job that notes the time its clock tells. */
const NoteTime = defineCommand<void, void>('clock-probe.note-time');
const notedTimes: string[] = [];
const noteTimeNeeds = { clock: PLATFORM.Clock };
class NoteTimeHandler extends UsesDependencies<typeof noteTimeNeeds> {
  async execute() {
    notedTimes.push(this.deps.clock.now().toISOString());
  }
}
const clockProbe: ModuleDefinition = {
  name: 'clock-probe',
  entities: [],
  migrations: [],
  commands: [handlesCommand(NoteTime, noteTimeNeeds, NoteTimeHandler)],
  jobs: [{ name: 'clock-probe.note-time', everyMs: 24 * 60 * 60_000, command: NoteTime }],
};

describeHost('the dev mail outbox', () => {
  const test = useTestHost({ startDispatcher: false });

  const send = (message: MailMessage) => test.host.container.get<Mailer>(PLATFORM.Mailer).send(message);
  const key = () => new URL(test.host.devMailLink!).searchParams.get('key')!;
  const asKeyHolder = (path: string) => test.http().get(path).set('Authorization', `Bearer ${key()}`);

  async function idOf(to: string): Promise<string> {
    const response = await asKeyHolder('/api/dev/mail').query({ to }).expect(200);
    return response.body.messages[0].id;
  }

  it('lists what the Mailer sent at /dev/mail, newest first, with everything escaped', async () => {
    await send({ to: 'ann@example.com', subject: 'Welcome to DealAcre', text: 'Hello Ann' });
    await send({ to: 'bob@example.com', subject: '<script>alert(1)</script> & "offers"', text: 'Hello Bob' });

    const response = await asKeyHolder('/dev/mail').expect(200).expect('Content-Type', /html/);
    const page = response.text;
    expect(response.headers['cache-control']).toBe('no-store');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;offers&quot;');
    expect(page.indexOf('bob@example.com')).toBeLessThan(page.indexOf('ann@example.com'));
    expect(page).toContain(`<a href="/dev/mail/${await idOf('ann@example.com')}">Welcome to DealAcre</a>`);
  });

  it('shows one message with clickable links in its text and its HTML in a sandboxed frame', async () => {
    await send({
      to: 'ann@example.com',
      subject: 'Confirm your email',
      text: 'Confirm here: https://dealacre.test/verify-email?token=abc&next=%2F.\nThen <b>sign in</b>.',
      html: '<p onclick="steal()">Confirm <a href="https://dealacre.test/verify-email?token=abc">here</a></p>',
    });

    const response = await asKeyHolder(`/dev/mail/${await idOf('ann@example.com')}`)
      .expect(200)
      .expect('Content-Type', /html/);
    const page = response.text;
    const link = 'https://dealacre.test/verify-email?token=abc&amp;next=%2F';
    expect(page).toContain(`Confirm here: <a href="${link}">${link}</a>.`);
    expect(page).toContain('Then &lt;b&gt;sign in&lt;/b&gt;.');
    expect(page).toContain(
      '<iframe sandbox="" srcdoc="&lt;p onclick=&quot;steal()&quot;&gt;Confirm &lt;a href=&quot;https://dealacre.test/verify-email?token=abc&quot;&gt;here&lt;/a&gt;&lt;/p&gt;"',
    );
    // the app's Content Security Policy allows neither inline scripts nor a <style> element without a nonce
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page).not.toMatch(/<script|<style/i);
  });

  it('answers 404 for a message that does not exist', async () => {
    await asKeyHolder('/dev/mail/7a1f5a4e-0d3c-4c55-9b8e-1f2a3b4c5d6e').expect(404);
    await asKeyHolder('/dev/mail/not-a-uuid').expect(404);
  });

  it('returns the messages to one address as JSON, newest first, at /api/dev/mail?to=', async () => {
    await send({ to: 'ann@example.com', subject: 'First', text: 'one' });
    await send({ to: 'bob@example.com', subject: 'For Bob', text: 'two' });
    await send({ to: 'ann@example.com', subject: 'Second', text: 'three', html: '<p>three</p>' });

    const forAnn = await asKeyHolder('/api/dev/mail').query({ to: 'Ann@Example.com' }).expect(200);
    expect(forAnn.body.messages).toEqual([
      { id: expect.any(String), to: 'ann@example.com', subject: 'Second', text: 'three', html: '<p>three</p>', sentAt: expect.any(String) },
      { id: expect.any(String), to: 'ann@example.com', subject: 'First', text: 'one', html: null, sentAt: expect.any(String) },
    ]);
    const all = await asKeyHolder('/api/dev/mail').expect(200);
    expect(all.body.messages.map((message: { subject: string }) => message.subject)).toEqual(['Second', 'For Bob', 'First']);
  });

  it('answers 404 to anyone without the key, whatever address the request claims to come from', async () => {
    await send({ to: 'ann@example.com', subject: 'Reset your password', text: 'https://dealacre.test/reset-password?token=secret' });
    const local = { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1', Forwarded: 'for=127.0.0.1', Host: 'localhost' };
    for (const path of ['/dev/mail', `/dev/mail/${await idOf('ann@example.com')}`, '/api/dev/mail', '/api/dev/mail?to=ann@example.com']) {
      for (const headers of [{}, local, { Authorization: 'Bearer wrong-key' }, { Cookie: 'da_devmail=wrong-key' }]) {
        const response = await test.http().get(path).set(headers).expect(404);
        expect(response.text).not.toContain('secret');
      }
    }
    await test.http().get('/dev/mail?key=wrong-key').expect(404);
  });

  it('opens with the printed link, which leaves the key in a cookie, and to signed-in administrators', async () => {
    await send({ to: 'ann@example.com', subject: 'Reset your password', text: 'https://dealacre.test/reset-password?token=secret' });
    expect(test.host.devMailLink).toMatch(/^http:\/\/localhost:3000\/dev\/mail\?key=[\w-]{32}$/);

    const reader = browser(test.host);
    const opened = await reader.get(`/dev/mail?key=${key()}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/dev/mail');
    expect(String(opened.headers['set-cookie'])).toMatch(/da_devmail=.*HttpOnly.*SameSite=Strict/);
    expect((await reader.get('/dev/mail')).text).toContain('Reset your password');
    expect((await reader.get('/api/dev/mail?to=ann@example.com')).body.messages[0].text).toContain('token=secret');

    const admin = browser(test.host);
    await admin.get('/api/auth/me');
    const registered = await admin.send('post', '/api/auth/register', {
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@example.com',
      password: 'land-for-sale-42',
    });
    expect(registered.status).toBe(201);
    expect((await admin.get('/dev/mail')).status).toBe(404);
    await test.grantAdmin(registered.body.id);
    expect((await admin.get('/dev/mail')).status).toBe(200);
  });

  it('runs a scheduled job once as if the clock read the given time, for key holders only', async () => {
    const probed = await test.createHost({ modules: [...modules, clockProbe] });
    const csrf = 'c'.repeat(43);
    const probedKey = new URL(probed.devMailLink!).searchParams.get('key')!;
    const run = (name: string, body: unknown, headers: Record<string, string> = { Authorization: `Bearer ${probedKey}` }) =>
      request(probed.app)
        .post(`/api/dev/jobs/${name}/run`)
        .set({ Cookie: `csrf_token=${csrf}`, 'X-CSRF-Token': csrf, ...headers })
        .send(body as object);

    notedTimes.length = 0;
    const answer = await run('clock-probe.note-time', { at: '2031-03-09T08:00:00-06:00' }).expect(200);
    expect(answer.body).toEqual({ job: 'clock-probe.note-time', at: '2031-03-09T14:00:00.000Z' });
    expect(notedTimes).toEqual(['2031-03-09T14:00:00.000Z']);
    // outside the run the clock is the system's again
    await probed.runJobs();
    expect(Math.abs(Date.parse(notedTimes[1]!) - Date.now())).toBeLessThan(60_000);

    await run('no-such.job', { at: '2031-03-09T08:00:00Z' }).expect(404);
    expect((await run('clock-probe.note-time', { at: 'tomorrow' }).expect(400)).body.message).toBeTruthy();
    await run('clock-probe.note-time', { at: '2031-03-09T08:00:00Z' }, {}).expect(404);
    await run('clock-probe.note-time', { at: '2031-03-09T08:00:00Z' }, { Authorization: 'Bearer wrong-key' }).expect(404);
    expect(notedTimes).toHaveLength(2);
  });

  it('serves no outbox in production, and warns at start that mail is only stored', async () => {
    await send({ to: 'ann@example.com', subject: 'Reset your password', text: 'https://dealacre.test/reset?token=secret' });
    const id = await idOf('ann@example.com');
    const logLines: string[] = [];
    const production = await test.createHost(
      { logger: pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) }) },
      { NODE_ENV: 'production' },
    );

    expect(logLines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringContaining('SMTP_URL is not set: mail is only stored in the dev outbox') }),
    );
    for (const path of ['/dev/mail', `/dev/mail/${id}`, '/api/dev/mail?to=ann@example.com']) {
      const response = await request(production.app).get(path).expect(404);
      expect(response.text).not.toContain('secret');
    }
    const csrf = 'c'.repeat(43);
    await request(production.app)
      .post('/api/dev/jobs/engagement.mail-listing-alerts/run')
      .set({ Authorization: `Bearer ${key()}`, Cookie: `csrf_token=${csrf}`, 'X-CSRF-Token': csrf })
      .send({ at: '2031-03-09T08:00:00Z' })
      .expect(404);
  });

  it('serves no outbox when mail goes out over SMTP', async () => {
    const smtp = await test.createHost({}, { SMTP_URL: 'smtp://127.0.0.1:2525' });

    expect(smtp.container.get<Mailer>(PLATFORM.Mailer)).toBeInstanceOf(SmtpMailer);
    await request(smtp.app).get('/dev/mail').expect(404);
    await request(smtp.app).get('/api/dev/mail').expect(404);
  });
});
