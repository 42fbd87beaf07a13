import { expect, it } from 'vitest';
import { browser } from '../../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../../src/testing/test-host.ts';
import { modules } from '../../../src/modules.ts';
import { DEMO_BUYER, DEMO_SELLERS } from '../../identity/contracts/demo.ts';
import type { MemberSearchResult } from '../contracts/directory.ts';
import type { JvPostPage } from '../contracts/jv.ts';

const DEMO_PASSWORD = 'demo-password-for-tests';

describeHost('engagement: demo members in the directory and on the JV board', () => {
  // every module, but not listings' demo data (its pictures are slow to make)
  const test = useTestHost({
    hostOptions: { modules: modules.map((module) => (module.name === 'listings' ? { ...module, seed: undefined } : module)) },
    config: { DEMO_PASSWORD },
  });

  it('gives the demo members public profiles and puts the demo sellers’ partner posts on the board, once', async () => {
    const summary = await test.host.seed();
    expect(summary).toMatchObject({ 'engagement.demoProfiles': DEMO_SELLERS.length + 1, 'engagement.demoJvPosts': 4 });
    await test.host.projections.settled();

    const visitor = browser(test.host);
    const directory = (await visitor.get('/api/members')).body as MemberSearchResult;
    expect(directory.members.map((member) => member.id).sort()).toEqual([...DEMO_SELLERS.map((seller) => seller.id), DEMO_BUYER.id].sort());

    const ben = browser(test.host);
    await ben.get('/api/auth/me');
    expect((await ben.send('post', '/api/auth/login', { email: DEMO_BUYER.email, password: DEMO_PASSWORD })).status).toBe(200);
    const board = (await ben.get('/api/jv/posts?state=TX')).body as JvPostPage;
    expect(board.posts.map((post) => [post.author?.firstName, post.kind])).toEqual([
      ['Maria', 'seeking-contractor-or-lender'],
      ['Maria', 'seeking-capital'],
    ]);
    expect((await ben.get('/api/jv/posts')).body).toMatchObject({ total: 4 });

    expect(await test.host.seed()).toMatchObject({ 'engagement.demoProfiles': 0, 'engagement.demoJvPosts': 0 });
  });
});
