import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Host } from '../../src/host.ts';
import { startMailCatcher } from '../../src/testing/mail-catcher.ts';
import { browser, type Browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { IDENTITY_API, type IdentityApi } from './contracts/api.ts';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describeHost('identity: account emails, settings and deletion', () => {
  const test = useTestHost({ startDispatcher: false });
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  let host: Host;
  let user: Browser;
  const email = 'sam.reyes@example.com';
  const password = 'creek-frontage-77';

  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher?.close();
  });
  beforeEach(async () => {
    catcher.mails.length = 0;
    host = await test.createHost({}, { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' });
    await host.start();
    user = browser(host);
    await user.get('/api/auth/me');
    expect((await user.send('post', '/api/auth/register', { email, password, firstName: 'Sam', lastName: 'Reyes' })).status).toBe(201);
  });

  it('verifies the address with the link mailed at registration, once', async () => {
    expect((await user.get('/api/auth/me')).body.emailVerified).toBe(false);
    const link = catcher.linkIn(email, '/verify-email');
    expect(link).toMatch(/^https:\/\/dealacre\.test\/verify-email\?token=[\w-]{43}$/);

    const verified = await user.send('post', '/api/auth/verify-email', { token: tokenOf(link) });
    expect(verified.status).toBe(200);
    expect(verified.body.emailVerified).toBe(true);
    const again = await user.send('post', '/api/auth/verify-email', { token: tokenOf(link) });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This verification link is invalid or has expired. Request a new one.');
  });

  it('refuses a second registration of an address and tells its owner by mail, at most five times an hour', async () => {
    const stranger = browser(host);
    await stranger.get('/api/auth/me');
    const attempt = () =>
      stranger.send('post', '/api/auth/register', { email, password: 'other-meadow-31', firstName: 'Eve', lastName: 'X' });
    const refused = await attempt();
    expect(refused.status).toBe(409);
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^sid=/)]));
    await expect
      .poll(() => catcher.mails.filter((mail) => mail.subject === 'Someone tried to create an account with your email').length)
      .toBe(1);
    const told = catcher.mails.find((mail) => mail.subject === 'Someone tried to create an account with your email')!;
    expect(told.to).toBe(email);
    expect(told.text).toContain('Hi Sam,');
    expect(told.text).toContain('https://dealacre.test/forgot-password');

    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(409);
    const toldCount = () => catcher.mails.filter((mail) => mail.subject === 'Someone tried to create an account with your email').length;
    await expect.poll(toldCount).toBe(5);
    expect((await user.get('/api/auth/me')).body.email).toBe(email);
  });

  it('resets a forgotten password with a one-hour single-use link and signs out every session', async () => {
    const visitor = browser(host);
    await visitor.get('/api/auth/me');
    const known = await visitor.send('post', '/api/auth/forgot-password', { email });
    const unknown = await visitor.send('post', '/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(catcher.mails.filter((mail) => mail.to === 'nobody@example.com')).toEqual([]);

    const token = tokenOf(catcher.linkIn(email, '/reset-password'));
    const weak = await visitor.send('post', '/api/auth/reset-password', { token, password: 'password123' });
    expect(weak.status).toBe(400);
    const reset = await visitor.send('post', '/api/auth/reset-password', { token, password: 'new-pasture-2027' });
    expect(reset.body).toEqual({ message: 'Your password has been reset. Sign in with your new password.' });
    expect((await user.get('/api/auth/me')).status).toBe(401);
    expect((await visitor.send('post', '/api/auth/reset-password', { token, password: 'another-one-2028' })).status).toBe(422);
    expect((await visitor.send('post', '/api/auth/login', { email, password: 'new-pasture-2027' })).status).toBe(200);
    await expect.poll(() => catcher.mails.some((mail) => mail.subject === 'Your DealAcre password was changed')).toBe(true);
  });

  it('changes the password only with the current one, keeping this device signed in', async () => {
    const phone = browser(host);
    await phone.get('/api/auth/me');
    await phone.send('post', '/api/auth/login', { email, password });
    const wrong = await user.send('post', '/api/users/me/password', { currentPassword: 'nope-nope-nope', newPassword: 'fresh-start-2027' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: ['currentPassword'], message: 'Your current password is incorrect' }]);
    const changed = await user.send('post', '/api/users/me/password', { currentPassword: password, newPassword: 'fresh-start-2027' });
    expect(changed.status).toBe(200);
    expect((await user.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
  });

  it('changes the email address only after the new address confirms it', async () => {
    const requested = await user.send('post', '/api/users/me/email', { newEmail: 'Sam@NewMail.example', password });
    expect(requested.status).toBe(200);
    expect((await user.get('/api/auth/me')).body.email).toBe(email);
    const confirmed = await user.send('post', '/api/auth/verify-email', {
      token: tokenOf(catcher.linkIn('sam@newmail.example', '/verify-email')),
    });
    expect(confirmed.body).toMatchObject({ email: 'sam@newmail.example', emailVerified: true });
  });

  it('updates the profile and notification preferences', async () => {
    const profile = await user.send('patch', '/api/users/me', { firstName: 'Samuel', lastName: 'Reyes', phone: '555 0100' });
    expect(profile.body).toMatchObject({ firstName: 'Samuel', phone: '555 0100' });
    const on = { inApp: true, email: true };
    const defaults = {
      messages: on,
      listingAlerts: on,
      connections: on,
      jointVentures: on,
      listingActivity: on,
      sellerLeads: on,
      billing: on,
      productNews: { inApp: false, email: false },
    };
    expect((await user.get('/api/users/me/notifications')).body).toEqual(defaults);
    const updated = await user.send('patch', '/api/users/me/notifications', { productNews: { email: true }, messages: { inApp: false } });
    expect(updated.body).toEqual({ ...defaults, productNews: { inApp: false, email: true }, messages: { inApp: false, email: true } });
    expect((await user.get('/api/users/me/notifications')).body).toEqual(updated.body);
    for (const wrong of [
      { carrierPigeon: { email: true } },
      { messages: { sms: true } },
      { messages: true },
      { billing: { email: 'yes' } },
    ]) {
      expect((await user.send('patch', '/api/users/me/notifications', wrong)).status).toBe(400);
    }
    expect((await user.get('/api/users/me/notifications')).body).toEqual(updated.body);
  });

  it('stores a profile picture as a 256 px WebP thumbnail and refuses files that are not pictures', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    const uploaded = await user.upload('/api/users/me/avatar', photo, 'me.jpg');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.profilePicture).toMatch(/^\/uploads\/avatars\/[\w-]+\/[0-9a-f]{16}\.webp$/);
    const served = await supertest(host.app)
      .get(uploaded.body.profilePicture)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const fake = await user.upload('/api/users/me/avatar', Buffer.from('<?php echo "hi"; ?>'), 'me.jpg');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('That file is not a picture we can read. Upload a JPEG, PNG or WebP image.');
    await host.projections.settled(); // /me reads the account view, which the outbox updates
    expect((await user.get('/api/auth/me')).body.profilePicture).toBe(uploaded.body.profilePicture);
  });

  it('deletes the account only with the password, signing it out', async () => {
    expect((await user.send('delete', '/api/users/me', { password: 'wrong-password-1' })).status).toBe(400);
    const deleted = await user.send('delete', '/api/users/me', { password });
    expect(deleted.body).toEqual({ message: 'Your account has been deleted.' });
    expect((await user.get('/api/auth/me')).status).toBe(401);
    const visitor = browser(host);
    await visitor.get('/api/auth/me');
    expect((await visitor.send('post', '/api/auth/login', { email, password })).status).toBe(401);
    await host.projections.settled();
    const events = await test.database.orm.em.fork().execute(`select type from platform.outbox where type = 'identity.user-deleted.v1'`);
    expect(events).toHaveLength(1);
  });

  it('signs in once with an auto-login link made through the public API', async () => {
    const [{ id }] = await test.database.orm.em
      .fork()
      .execute<Array<{ id: string }>>('select id from identity.users where email = ?', [email]);
    const link = await host.container.get<IdentityApi>(IDENTITY_API).createSignInLink(id, '/messages');
    expect(link).toMatch(/^https:\/\/dealacre\.test\/auto-login\?token=[\w-]{43}&redirect=%2Fmessages$/);
    await expect(host.container.get<IdentityApi>(IDENTITY_API).createSignInLink(id, 'https://evil.example')).rejects.toThrow(
      'redirectTo must be a path on this site',
    );

    const visitor = browser(host);
    await visitor.get('/api/auth/me');
    const signedIn = await visitor.send('post', '/api/auth/auto-login', { token: tokenOf(link) });
    expect(signedIn.body).toMatchObject({ email, redirectTo: '/messages' });
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
    const other = browser(host);
    await other.get('/api/auth/me');
    const reused = await other.send('post', '/api/auth/auto-login', { token: tokenOf(link) });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('This sign-in link is invalid or has expired. Sign in with your password instead.');
  });
});
