import { beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost, type TestHost } from '../../src/testing/test-host.ts';
import { newId } from '../shared/kernel/ids.ts';
import type { Faq, FaqCategory } from './contracts/http.ts';
import { starterFaqsSql } from './infrastructure/starter-faqs.ts';

const STARTER_CATEGORIES = ['Buying', 'Selling and plans', 'The deal calculator', 'Joint ventures and messaging', 'Account and billing'];

async function administrator(test: TestHost, make: ReturnType<typeof given>): Promise<User> {
  const admin = await make.buyer();
  // the registration's own projection must land first, or it would write the account back without the role
  await test.host.projections.settled();
  await test.grantAdmin(admin.id);
  return admin;
}

async function stored(test: TestHost) {
  return test.database.orm.em
    .fork()
    .execute<Array<{ question: string; answer: string }>>('select question, answer from content.faqs order by created_at, question');
}

describeHost('content: the help widget FAQs', () => {
  const test = useTestHost();
  const make = given(test);
  // the test host empties every table before each test: put back what the migration installs
  beforeEach(async () => {
    const em = test.database.orm.em.fork();
    for (const statement of starterFaqsSql(new Date())) await em.execute(statement);
  });

  it('answers the starter FAQs in order, with counts, cacheable and limited per address', async () => {
    const categories = await test.http().get('/api/faqs/categories').expect(200);
    expect(categories.headers['cache-control']).toBe('public, max-age=300');
    expect(categories.headers['ratelimit-policy']).toBe('120;w=60');
    const list = categories.body as FaqCategory[];
    expect(list.map((category) => category.name)).toEqual(STARTER_CATEGORIES);
    expect(list.every((category) => category.count >= 4)).toBe(true);

    const all = await test.http().get('/api/faqs').expect(200);
    expect(all.headers['cache-control']).toBe('public, max-age=300');
    const faqs = all.body as Faq[];
    expect(faqs).toHaveLength(list.reduce((sum, category) => sum + category.count, 0));
    expect(faqs.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(faqs[0]).sort()).toEqual(['answer', 'id', 'question']);
    // an empty category means All
    expect((await test.http().get('/api/faqs?category=').expect(200)).body).toEqual(faqs);

    // one category: its FAQs only, in the same order as in All
    const calculator = list.find((category) => category.name === 'The deal calculator')!;
    const filtered = (await test.http().get(`/api/faqs?category=${calculator.id}`).expect(200)).body as Faq[];
    expect(filtered).toHaveLength(calculator.count);
    expect(filtered[0].question).toBe('What can the deal calculator analyze?');
    const start = faqs.findIndex((faq) => faq.id === filtered[0].id);
    expect(faqs.slice(start, start + filtered.length)).toEqual(filtered);

    expect((await test.http().get(`/api/faqs?category=${newId()}`).expect(200)).body).toEqual([]);
    const invalid = await test.http().get('/api/faqs?category=buying').expect(400);
    expect(invalid.body.message).toBe('Invalid FAQ category');
  });

  it('lets only administrators write: visitors get 401, members 403, and nothing changes', async () => {
    const categoryId = ((await test.http().get('/api/faqs/categories')).body as FaqCategory[])[0].id;
    const before = await stored(test);
    const faq = { categoryId, question: 'Can I pay yearly?', answer: 'Not yet.' };

    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const member = await make.buyer();
    for (const who of [visitor, member.user]) {
      const status = who === visitor ? 401 : 403;
      expect((await who.send('post', '/api/admin/faqs', faq)).status).toBe(status);
      expect((await who.send('post', '/api/admin/faqs', { question: '' })).status).toBe(status);
      expect((await who.send('patch', `/api/admin/faqs/${newId()}`, { answer: 'x' })).status).toBe(status);
      expect((await who.send('delete', `/api/admin/faqs/${newId()}`)).status).toBe(status);
      expect((await who.send('post', '/api/admin/faqs/reorder', { ids: [newId()] })).status).toBe(status);
      expect((await who.send('post', '/api/admin/faq-categories', { name: 'Taxes' })).status).toBe(status);
      expect((await who.send('patch', `/api/admin/faq-categories/${categoryId}`, { name: 'Taxes' })).status).toBe(status);
      expect((await who.send('delete', `/api/admin/faq-categories/${categoryId}`)).status).toBe(status);
      expect((await who.send('post', '/api/admin/faq-categories/reorder', { ids: [categoryId] })).status).toBe(status);
    }
    const refused = await member.user.send('post', '/api/admin/faqs', faq);
    expect(refused.body.message).toBe('Only administrators can change FAQs');
    expect(await stored(test)).toEqual(before);
  });

  it('lets an administrator add, edit, move, reorder and delete FAQs and categories', async () => {
    const admin = await administrator(test, make);

    const created = await admin.user.send('post', '/api/admin/faq-categories', { name: '  Taxes  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Taxes', position: STARTER_CATEGORIES.length });
    const taxes = created.body.id as string;
    const clash = await admin.user.send('post', '/api/admin/faq-categories', { name: 'taxes' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A FAQ category named "Taxes" already exists');

    const first = await admin.user.send('post', '/api/admin/faqs', {
      categoryId: taxes,
      question: 'Do you issue 1099 forms?',
      answer: 'No.',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ categoryId: taxes, question: 'Do you issue 1099 forms?', answer: 'No.', position: 0 });
    const second = await admin.user.send('post', '/api/admin/faqs', {
      categoryId: taxes,
      question: 'Is sales tax charged?',
      answer: 'Line one.\nLine two.',
    });
    expect(second.body.position).toBe(1);
    expect((await admin.user.send('post', '/api/admin/faqs', { categoryId: newId(), question: 'Q?', answer: 'A.' })).status).toBe(404);

    const edited = await admin.user.send('patch', `/api/admin/faqs/${first.body.id}`, { answer: 'Not at the moment.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ question: 'Do you issue 1099 forms?', answer: 'Not at the moment.' });
    expect((await admin.user.send('patch', `/api/admin/faqs/${newId()}`, { answer: 'x' })).status).toBe(404);

    const reordered = await admin.user.send('post', '/api/admin/faqs/reorder', { ids: [second.body.id, first.body.id] });
    expect(reordered.status).toBe(200);
    expect((await test.http().get(`/api/faqs?category=${taxes}`)).body).toEqual([
      { id: second.body.id, question: 'Is sales tax charged?', answer: 'Line one.\nLine two.' },
      { id: first.body.id, question: 'Do you issue 1099 forms?', answer: 'Not at the moment.' },
    ]);
    const partial = await admin.user.send('post', '/api/admin/faqs/reorder', { ids: [first.body.id] });
    expect(partial.status).toBe(422);
    expect(partial.body.message).toBe('List every FAQ of one category exactly once, in the new order');

    // categories: the new one first, then the rest as they were
    const categories = (await test.http().get('/api/faqs/categories')).body as FaqCategory[];
    expect(categories.at(-1)).toEqual({ id: taxes, name: 'Taxes', count: 2 });
    const order = [taxes, ...categories.slice(0, -1).map((category) => category.id)];
    expect((await admin.user.send('post', '/api/admin/faq-categories/reorder', { ids: order })).status).toBe(200);
    expect(((await test.http().get('/api/faqs/categories')).body as FaqCategory[]).map((category) => category.id)).toEqual(order);
    expect(((await test.http().get('/api/faqs')).body as Faq[])[0].id).toBe(second.body.id);
    expect((await admin.user.send('post', '/api/admin/faq-categories/reorder', { ids: [taxes] })).status).toBe(422);

    // a category holding FAQs cannot be deleted; once empty it can
    const refused = await admin.user.send('delete', `/api/admin/faq-categories/${taxes}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This category still holds 2 FAQs. Move or delete them first.');
    const moved = await admin.user.send('patch', `/api/admin/faqs/${first.body.id}`, { categoryId: categories[0].id });
    expect(moved.body).toMatchObject({ categoryId: categories[0].id, position: categories[0].count });
    expect((await admin.user.send('delete', `/api/admin/faqs/${second.body.id}`)).status).toBe(204);
    expect((await admin.user.send('delete', `/api/admin/faqs/${second.body.id}`)).status).toBe(404);
    expect((await admin.user.send('patch', `/api/admin/faq-categories/${taxes}`, { name: 'Tax questions' })).body.name).toBe(
      'Tax questions',
    );
    expect((await admin.user.send('delete', `/api/admin/faq-categories/${taxes}`)).status).toBe(204);
    expect(((await test.http().get('/api/faqs/categories')).body as FaqCategory[]).map((category) => category.name)).toEqual(
      STARTER_CATEGORIES,
    );
  });

  it('refuses invalid FAQs with clear messages and changes nothing', async () => {
    const admin = await administrator(test, make);
    const categoryId = ((await test.http().get('/api/faqs/categories')).body as FaqCategory[])[0].id;
    const before = await stored(test);

    const cases: Array<[object, string]> = [
      [{ categoryId, question: 'x'.repeat(201), answer: 'A.' }, 'Question must be at most 200 characters'],
      [{ categoryId, question: 'Q?', answer: 'x'.repeat(4001) }, 'Answer must be at most 4,000 characters'],
      [{ categoryId, question: '   ', answer: 'A.' }, 'Question is required'],
      [
        { categoryId, question: 'Two\nlines?', answer: 'A.' },
        'Question must be one line of plain text, without line breaks or text-direction controls',
      ],
      [{ categoryId: 'buying', question: 'Q?', answer: 'A.' }, 'categoryId must be an id'],
      [{ categoryId, question: 'Q?' }, 'Answer is required'],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.user.send('post', '/api/admin/faqs', body);
      expect(refused.status).toBe(400);
      expect(refused.body.details.map((issue: { message: string }) => issue.message)).toContain(message);
    }
    const nul = await admin.user.send('post', '/api/admin/faqs', { categoryId, question: 'Q?', answer: 'A\u0000B' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/control character/);

    const longName = await admin.user.send('post', '/api/admin/faq-categories', { name: 'x'.repeat(61) });
    expect(longName.status).toBe(400);
    expect(longName.body.details[0].message).toBe('Name must be at most 60 characters');
    expect((await admin.user.send('post', '/api/admin/faq-categories/reorder', { ids: [] })).status).toBe(400);
    expect((await admin.user.send('post', '/api/admin/faqs/reorder', { ids: [categoryId, categoryId] })).status).toBe(400);

    expect(await stored(test)).toEqual(before);
    expect(((await test.http().get('/api/faqs/categories')).body as FaqCategory[]).map((category) => category.name)).toEqual(
      STARTER_CATEGORIES,
    );
  });
});
