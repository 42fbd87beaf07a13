import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { modules } from '../../src/modules.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { DEMO_BUYER, DEMO_SELLERS } from './contracts/demo.ts';

describeHost('identity: demo accounts', () => {
  // identity's demo data only (the demo listings' pictures are slow to make)
  const test = useTestHost({
    hostOptions: { modules: modules.map((module) => (module.name === 'identity' ? module : { ...module, seed: undefined })) },
  });

  it('sign in with a password made for this install and shown once, never a published one', async () => {
    const lines: string[] = [];
    await test.host.seed({ log: (line) => lines.push(line) });
    const password = /demo accounts created; they sign in with the password (\S+) /.exec(lines.join('\n'))?.[1];
    expect(password, lines.join('\n')).toMatch(/^[\w-]{16}$/);

    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    // the password every install had before
    expect((await visitor.send('post', '/api/auth/login', { email: DEMO_BUYER.email, password: 'demo-dealacre-2026' })).status).toBe(401);
    expect((await visitor.send('post', '/api/auth/login', { email: DEMO_SELLERS[0].email, password })).status).toBe(200);

    // seeding again creates nothing and shows no password
    lines.length = 0;
    expect((await test.host.seed({ log: (line) => lines.push(line) }))['identity.demoAccounts'] ?? 0).toBe(0);
    expect(lines.join('\n')).not.toContain(password);
  });
});
