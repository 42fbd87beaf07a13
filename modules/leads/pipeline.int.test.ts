import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { ConversationStarted } from '../engagement/contracts/events.ts';
import { PIPELINE_READ_ONLY_MESSAGE, PIPELINE_UPGRADE_MESSAGE, type Pipeline, type PipelineCardDetails } from './contracts/pipeline.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return new Date(this.current);
  },
};

const LEAD = {
  propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676',
  fullName: 'Dolores Reyes',
  phone: '(512) 867-5309',
  email: 'Dolores.Reyes@Example.com',
  situation: 'probate',
};

describeHost('leads: the deal pipeline', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test);
  let address = 0;
  let phone = 5300;

  beforeEach(() => {
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  /** an owner's lead from the homepage form, each from a network of its own and with a phone of its own */
  async function submitLead(change: Partial<typeof LEAD> = {}): Promise<string> {
    const owner = browser(test.host);
    owner.agent.set('X-Forwarded-For', `198.51.100.${++address}`);
    await owner.get('/api/auth/me');
    const response = await owner.send('post', '/api/seller-leads', { ...LEAD, phone: `(512) 867-${++phone}`, ...change });
    expect(response.status).toBe(201);
    return response.body.id as string;
  }

  /** a paid seller buying in Texas takes a new lead; answers the lead's id */
  async function claimLead(seller: User, change: Partial<typeof LEAD> = {}): Promise<string> {
    expect((await seller.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] })).status).toBe(200);
    const id = await submitLead(change);
    expect((await seller.user.send('post', `/api/leads/${id}/claim`)).status).toBe(200);
    return id;
  }

  const board = async (seller: User, query = ''): Promise<Pipeline> => {
    const response = await seller.user.get(`/api/pipeline${query}`);
    expect(response.status).toBe(200);
    return response.body as Pipeline;
  };
  const column = async (seller: User, stage: string, query = '') =>
    (await board(seller, query)).stages.find((item) => item.id === stage)!.cards;
  const titles = async (seller: User, stage: string, query = '') => (await column(seller, stage, query)).map((card) => card.title);
  const details = async (seller: User, cardId: string): Promise<PipelineCardDetails> => {
    const response = await seller.user.get(`/api/pipeline/cards/${cardId}`);
    expect(response.status).toBe(200);
    return response.body as PipelineCardDetails;
  };
  /** moves a card, then lets a second pass so each change has a time of its own in the history */
  const move = async (seller: User, cardId: string, change: Record<string, unknown>) => {
    const response = await seller.user.send('patch', `/api/pipeline/cards/${cardId}`, change);
    clock.current = new Date(clock.current.getTime() + 1000);
    return response;
  };
  const outbox = (type: string) =>
    test.database.orm.em
      .fork()
      .execute<Array<{ aggregate_id: string; payload: Record<string, unknown> }>>(
        'select aggregate_id, payload from platform.outbox where type = ? order by occurred_at',
        [type],
      );

  it('shows a new seller the seven stages empty, and a claimed lead in New with its contact details and history', async () => {
    const seller = await make.sellerOn('starter');
    const empty = await board(seller);
    expect(empty).toEqual({
      canEdit: true,
      total: 0,
      stages: ['New', 'Contacted', 'Appointment', 'Offer made', 'Under contract', 'Closed won', 'Closed lost'].map((name, position) => ({
        id: expect.any(String),
        name,
        position,
        cards: [],
      })),
    });
    expect(empty.stages.map((stage) => stage.id)).toEqual([
      'new',
      'contacted',
      'appointment',
      'offer-made',
      'under-contract',
      'closed-won',
      'closed-lost',
    ]);

    const leadId = await claimLead(seller);
    const [card] = await column(seller, 'new');
    expect(card).toEqual({
      id: expect.any(String),
      kind: 'lead',
      title: '1200 Ranch Road 12, Wimberley, TX 78676 (Dolores Reyes)',
      stageId: 'new',
      position: 0,
      links: {
        contact: {
          name: 'Dolores Reyes',
          phone: expect.stringMatching(/^\+1512867\d{4}$/),
          email: 'dolores.reyes@example.com',
          propertyAddress: LEAD.propertyAddress,
          situation: 'probate',
        },
        conversationUrl: null,
        propertyUrl: null,
      },
      openTasks: 0,
      nextDueAt: null,
      createdAt: '2026-11-10T12:00:00.000Z',
      updatedAt: '2026-11-10T12:00:00.000Z',
    });
    expect((await board(seller)).total).toBe(1);
    const opened = await details(seller, card!.id);
    expect(opened).toMatchObject({ card: { id: card!.id }, notes: [], tasks: [], canEdit: true });
    expect(opened.activity).toEqual([{ id: expect.any(String), kind: 'created', from: null, to: 'New', at: '2026-11-10T12:00:00.000Z' }]);

    // taking it again adds no second card; newer leads go on top
    expect((await seller.user.send('post', `/api/leads/${leadId}/claim`)).status).toBe(200);
    clock.current = new Date('2026-11-10T12:05:00Z');
    await claimLead(seller, { propertyAddress: '400 Main St, Dallas, TX 75201', fullName: 'Sam Ortiz' });
    expect(await titles(seller, 'new')).toEqual([
      '400 Main St, Dallas, TX 75201 (Sam Ortiz)',
      '1200 Ranch Road 12, Wimberley, TX 78676 (Dolores Reyes)',
    ]);
  });

  it("turns a buyer's inquiry on the seller's listing into a card linking the conversation, once", async () => {
    const seller = await make.sellerOn('pro');
    const buyer = await make.buyer();
    const [propertyId] = await make.listings(seller, 1);
    const started = await buyer.user.send('post', '/api/conversations', {
      propertyId,
      message: 'Is the road frontage paved?',
      clientId: randomUUID(),
    });
    expect(started.status).toBe(201);
    const conversationId = started.body.conversation.id as string;
    await test.host.projections.settled();
    // the buyer writes again: the conversation is not new, and no second card comes
    expect(
      (await buyer.user.send('post', '/api/conversations', { propertyId, message: 'And is there water?', clientId: randomUUID() })).status,
    ).toBe(200);
    // the same news delivered again (another event id) changes nothing either
    await test.emit(
      ConversationStarted.create(conversationId, {
        propertyId: propertyId!,
        buyerId: buyer.id,
        sellerId: seller.id,
        listingTitle: 'Parcel 1',
      }),
    );

    const cards = await column(seller, 'new');
    expect(cards).toEqual([
      expect.objectContaining({
        kind: 'inquiry',
        title: 'Parcel 1 (Ada Moss)',
        links: { contact: null, conversationUrl: `/messages?c=${conversationId}`, propertyUrl: `/property/${propertyId}` },
      }),
    ]);
    expect((await details(seller, cards[0]!.id)).activity.map((line) => [line.kind, line.to])).toEqual([['created', 'New']]);
    expect(await titles(seller, 'new', '?kind=inquiry')).toEqual(['Parcel 1 (Ada Moss)']);
    expect(await titles(seller, 'new', '?kind=lead')).toEqual([]);

    // a seller whose plan has no pipeline gets no card
    const free = await make.freeSeller();
    await test.emit(
      ConversationStarted.create(randomUUID(), { propertyId: propertyId!, buyerId: buyer.id, sellerId: free.id, listingTitle: 'Parcel 1' }),
    );
    expect(await test.database.orm.em.fork().execute('select id from leads.pipeline_cards where seller_id = ?', [free.id])).toEqual([]);
  });

  it('moves cards between stages and within one, keeps the order, and writes each stage change in the history', async () => {
    const seller = await make.seller();
    await claimLead(seller, { fullName: 'Ann First' });
    await claimLead(seller, { fullName: 'Bo Second' });
    await claimLead(seller, { fullName: 'Cy Third' });
    const ids = Object.fromEntries((await column(seller, 'new')).map((card) => [card.title.match(/\((\w+)/)![1], card.id]));
    const names = async (stage: string) => (await titles(seller, stage)).map((title) => title.match(/\((\w+)/)![1]);
    expect(await names('new')).toEqual(['Cy', 'Bo', 'Ann']);

    clock.current = new Date('2026-11-10T12:10:00Z');
    const moved = await move(seller, ids.Ann!, { stageId: 'contacted' });
    expect(moved.status).toBe(200);
    expect(moved.body.card).toMatchObject({ stageId: 'contacted', updatedAt: '2026-11-10T12:10:00.000Z' });
    expect(
      moved.body.activity.map((line: { kind: string; from: string | null; to: string | null }) => [line.kind, line.from, line.to]),
    ).toEqual([
      ['moved', 'New', 'Contacted'],
      ['created', null, 'New'],
    ]);
    expect((await move(seller, ids.Bo!, { stageId: 'contacted', beforeId: ids.Ann })).status).toBe(200);
    expect((await move(seller, ids.Cy!, { stageId: 'contacted', position: 1 })).status).toBe(200);
    expect(await names('contacted')).toEqual(['Bo', 'Cy', 'Ann']);
    expect(await names('new')).toEqual([]);

    // within a stage: a new place, no history line
    expect((await move(seller, ids.Ann!, { position: 0 })).status).toBe(200);
    expect(await names('contacted')).toEqual(['Ann', 'Bo', 'Cy']);
    expect((await move(seller, ids.Ann!, { beforeId: null })).status).toBe(200);
    expect(await names('contacted')).toEqual(['Bo', 'Cy', 'Ann']);
    expect((await move(seller, ids.Bo!, { beforeId: ids.Ann })).status).toBe(200);
    expect(await names('contacted')).toEqual(['Cy', 'Bo', 'Ann']);
    expect((await details(seller, ids.Ann!)).activity.map((line) => line.kind)).toEqual(['moved', 'created']);
    // many moves into the same gap keep their order
    for (let n = 0; n < 40; n++) expect((await move(seller, n % 2 ? ids.Cy! : ids.Ann!, { beforeId: ids.Bo })).status).toBe(200);
    expect(await names('contacted')).toEqual(['Ann', 'Cy', 'Bo']);

    // stage names are the seller's own; the history keeps the names of the time
    const renamed = await seller.user.send('patch', '/api/pipeline/stages/contacted', { name: '  Called  ' });
    expect(renamed.body).toEqual({ id: 'contacted', name: 'Called', position: 1 });
    expect((await board(seller)).stages.map((stage) => stage.name)).toEqual([
      'New',
      'Called',
      'Appointment',
      'Offer made',
      'Under contract',
      'Closed won',
      'Closed lost',
    ]);
    expect((await move(seller, ids.Ann!, { stageId: 'appointment' })).body.activity[0]).toMatchObject({
      kind: 'moved',
      from: 'Called',
      to: 'Appointment',
    });
    expect((await details(seller, ids.Bo!)).activity[0]).toMatchObject({ kind: 'moved', from: 'New', to: 'Contacted' });

    // renaming a card
    const retitled = await move(seller, ids.Bo!, { title: 'Reyes ranch, 40 acres' });
    expect(retitled.body.card.title).toBe('Reyes ranch, 40 acres');
    expect(retitled.body.activity[0]).toMatchObject({
      kind: 'renamed',
      from: '1200 Ranch Road 12, Wimberley, TX 78676 (Bo Second)',
      to: 'Reyes ranch, 40 acres',
    });

    // refused changes
    expect((await move(seller, ids.Bo!, { stageId: 'appointment', beforeId: ids.Cy })).status).toBe(404);
    expect((await move(seller, ids.Bo!, { stageId: 'nowhere' })).status).toBe(400);
    expect((await move(seller, ids.Bo!, {})).status).toBe(400);
    expect((await move(seller, ids.Bo!, { title: 'Two\nlines' })).status).toBe(400);
    for (const name of ['', '   ', 'x'.repeat(41), 'Called\nback', 'Called\u202Eback']) {
      expect((await seller.user.send('patch', '/api/pipeline/stages/contacted', { name })).status, JSON.stringify(name)).toBe(400);
    }
    expect((await seller.user.send('patch', '/api/pipeline/stages/contacted', { name: 'Nul\u0000' })).status).toBe(400);
    expect((await seller.user.send('patch', '/api/pipeline/stages/won', { name: 'Won' })).status).toBe(404);
    expect((await seller.user.send('patch', '/api/pipeline/stages/contacted', { name: 'x'.repeat(40) })).status).toBe(200);
  });

  it('keeps notes and tasks on a card with their history, and finds cards by kind, stage and text in titles and notes', async () => {
    const seller = await make.seller();
    await claimLead(seller);
    await claimLead(seller, { propertyAddress: '400 Main St, Dallas, TX 75201', fullName: 'Sam Ortiz' });
    const [dallas, ranch] = await column(seller, 'new');

    clock.current = new Date('2026-11-10T12:01:00Z');
    const note = await seller.user.send('post', `/api/pipeline/cards/${ranch!.id}/notes`, {
      body: 'Owner wants to close before Christmas.\nCall after 5pm.',
    });
    expect(note.status).toBe(201);
    expect(note.body).toEqual({
      id: expect.any(String),
      cardId: ranch!.id,
      body: 'Owner wants to close before Christmas.\nCall after 5pm.',
      createdAt: '2026-11-10T12:01:00.000Z',
    });
    clock.current = new Date('2026-11-10T12:02:00Z');
    const later = await seller.user.send('post', `/api/pipeline/cards/${ranch!.id}/tasks`, {
      title: 'Send the offer',
      dueAt: '2026-11-14T09:00:00-06:00',
    });
    expect(later.status).toBe(201);
    expect(later.body).toEqual({
      id: expect.any(String),
      cardId: ranch!.id,
      title: 'Send the offer',
      dueAt: '2026-11-14T15:00:00.000Z',
      doneAt: null,
      createdAt: '2026-11-10T12:02:00.000Z',
    });
    const tick = () => (clock.current = new Date(clock.current.getTime() + 1000));
    tick();
    const sooner = await seller.user.send('post', `/api/pipeline/cards/${ranch!.id}/tasks`, {
      title: 'Call Dolores',
      dueAt: '2026-11-11T15:00:00.000Z',
    });
    expect(sooner.status).toBe(201);

    expect((await column(seller, 'new')).find((card) => card.id === ranch!.id)).toMatchObject({
      openTasks: 2,
      nextDueAt: '2026-11-11T15:00:00.000Z',
      updatedAt: '2026-11-10T12:02:01.000Z',
    });
    clock.current = new Date('2026-11-10T12:03:00Z');
    const done = await seller.user.send('patch', `/api/pipeline/tasks/${sooner.body.id}`, { done: true });
    expect(done.body).toMatchObject({ title: 'Call Dolores', doneAt: '2026-11-10T12:03:00.000Z' });
    expect((await column(seller, 'new')).find((card) => card.id === ranch!.id)).toMatchObject({
      openTasks: 1,
      nextDueAt: '2026-11-14T15:00:00.000Z',
    });
    expect(
      (
        await seller.user.send('patch', `/api/pipeline/tasks/${later.body.id}`, {
          title: 'Send the written offer',
          dueAt: '2026-11-15T15:00:00Z',
        })
      ).body,
    ).toMatchObject({
      title: 'Send the written offer',
      dueAt: '2026-11-15T15:00:00.000Z',
    });
    tick();
    const extra = await seller.user.send('post', `/api/pipeline/cards/${ranch!.id}/tasks`, {
      title: 'Typo task',
      dueAt: '2026-11-20T15:00:00Z',
    });
    tick();
    expect((await seller.user.send('delete', `/api/pipeline/tasks/${extra.body.id}`)).status).toBe(204);
    expect((await seller.user.send('delete', `/api/pipeline/tasks/${extra.body.id}`)).status).toBe(404);

    const opened = await details(seller, ranch!.id);
    expect(opened.notes.map((item) => item.body)).toEqual(['Owner wants to close before Christmas.\nCall after 5pm.']);
    expect(opened.tasks.map((task) => [task.title, task.doneAt !== null])).toEqual([
      ['Send the written offer', false],
      ['Call Dolores', true],
    ]);
    expect(opened.activity.map((line) => [line.kind, line.to])).toEqual([
      ['task-deleted', 'Typo task'],
      ['task-added', 'Typo task'],
      ['task-done', 'Call Dolores'],
      ['task-added', 'Call Dolores'],
      ['task-added', 'Send the offer'],
      ['note-added', null],
      ['created', 'New'],
    ]);
    tick();
    expect((await seller.user.send('patch', `/api/pipeline/tasks/${sooner.body.id}`, { done: false })).body.doneAt).toBeNull();
    expect((await details(seller, ranch!.id)).activity[0]).toMatchObject({ kind: 'task-reopened', to: 'Call Dolores' });

    // refused input
    const post = (path: string, body: object) => seller.user.send('post', `/api/pipeline/cards/${ranch!.id}/${path}`, body);
    expect((await post('notes', { body: 'x'.repeat(2001) })).status).toBe(400);
    expect((await post('notes', { body: 'x'.repeat(2000) })).status).toBe(201);
    expect((await post('notes', { body: '   ' })).status).toBe(400);
    expect((await post('notes', { body: 'bad\u0007bell' })).status).toBe(400);
    expect((await post('tasks', { title: 'No time' })).status).toBe(400);
    expect((await post('tasks', { title: 'Local time without offset', dueAt: '2026-11-14T09:00' })).status).toBe(400);
    expect((await post('tasks', { title: '', dueAt: '2026-11-14T09:00:00Z' })).status).toBe(400);
    expect((await seller.user.send('patch', `/api/pipeline/tasks/${sooner.body.id}`, {})).status).toBe(400);

    // filters and search
    expect(await titles(seller, 'new', '?q=christmas')).toEqual([ranch!.title]);
    expect(await titles(seller, 'new', '?q=DALLAS')).toEqual([dallas!.title]);
    expect(await titles(seller, 'new', '?q=100%25')).toEqual([]);
    expect(await titles(seller, 'new', '?q=_')).toEqual([]);
    expect(await titles(seller, 'new', '?kind=lead&q=ortiz')).toEqual([dallas!.title]);
    expect((await move(seller, dallas!.id, { stageId: 'offer-made' })).status).toBe(200);
    const filtered = await board(seller, '?stage=offer-made');
    expect(filtered.stages.map((stage) => stage.cards.length)).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect(filtered.total).toBe(2);
    expect((await seller.user.get('/api/pipeline?kind=whatever')).status).toBe(200);
  });

  it("answers 404 for another seller's card or task, whatever the call, and 401 to visitors", async () => {
    const owner = await make.seller();
    const other = await make.seller();
    await claimLead(owner);
    const [card] = await column(owner, 'new');
    const task = await owner.user.send('post', `/api/pipeline/cards/${card!.id}/tasks`, { title: 'Call', dueAt: '2026-11-11T15:00:00Z' });

    expect((await other.user.get(`/api/pipeline/cards/${card!.id}`)).status).toBe(404);
    expect((await move(other, card!.id, { stageId: 'contacted' })).status).toBe(404);
    expect((await other.user.send('post', `/api/pipeline/cards/${card!.id}/notes`, { body: 'Mine now' })).status).toBe(404);
    expect(
      (await other.user.send('post', `/api/pipeline/cards/${card!.id}/tasks`, { title: 'Mine', dueAt: '2026-11-11T15:00:00Z' })).status,
    ).toBe(404);
    expect((await other.user.send('patch', `/api/pipeline/tasks/${task.body.id}`, { done: true })).status).toBe(404);
    expect((await other.user.send('delete', `/api/pipeline/tasks/${task.body.id}`)).status).toBe(404);
    expect((await other.user.get('/api/pipeline/cards/not-an-id')).status).toBe(404);
    expect((await board(other)).total).toBe(0);
    // the owner's card is as it was
    expect(await details(owner, card!.id)).toMatchObject({ card: { stageId: 'new' }, notes: [], tasks: [{ doneAt: null }] });

    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    expect((await visitor.get('/api/pipeline')).status).toBe(401);
    expect((await visitor.send('patch', `/api/pipeline/cards/${card!.id}`, { stageId: 'contacted' })).status).toBe(401);
  });

  it('offers free sellers and buyers the pipeline as an upgrade (403 upgradeRequired)', async () => {
    for (const member of [await make.freeSeller(), await make.buyer()]) {
      for (const response of [
        await member.user.get('/api/pipeline'),
        await member.user.send('patch', '/api/pipeline/stages/new', { name: 'Fresh' }),
        await member.user.get(`/api/pipeline/cards/${randomUUID()}`),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({
          message: PIPELINE_UPGRADE_MESSAGE,
          code: 'plan_limit_reached',
          upgradeRequired: true,
          details: { limit: 'pipelineAndLeads', allowed: 0, tier: 'free', suggestedTier: 'starter' },
        });
      }
    }
  });

  it('keeps a downgraded seller’s pipeline readable and refuses every change', async () => {
    const seller = await make.sellerOn('starter');
    await claimLead(seller);
    const [card] = await column(seller, 'new');
    await seller.user.send('post', `/api/pipeline/cards/${card!.id}/notes`, { body: 'Motivated seller' });
    const task = await seller.user.send('post', `/api/pipeline/cards/${card!.id}/tasks`, { title: 'Call', dueAt: '2026-11-11T15:00:00Z' });

    expect((await seller.user.send('patch', '/api/billing/subscriptions/seller', { action: 'cancel' })).status).toBe(200);
    clock.current = new Date('2027-01-15T12:00:00Z');
    await test.host.runJobs();
    await test.host.projections.settled();
    expect((await seller.user.send('post', '/api/auth/login', { email: seller.email, password: 'acres-and-acres-9' })).status).toBe(200);

    const readable = await board(seller);
    expect(readable).toMatchObject({ canEdit: false, total: 1 });
    expect(readable.stages[0]!.cards.map((item) => item.id)).toEqual([card!.id]);
    expect(await details(seller, card!.id)).toMatchObject({
      canEdit: false,
      notes: [{ body: 'Motivated seller' }],
      tasks: [{ title: 'Call' }],
    });

    for (const response of [
      await move(seller, card!.id, { stageId: 'contacted' }),
      await move(seller, card!.id, { title: 'Renamed' }),
      await seller.user.send('patch', '/api/pipeline/stages/new', { name: 'Fresh' }),
      await seller.user.send('post', `/api/pipeline/cards/${card!.id}/notes`, { body: 'More' }),
      await seller.user.send('post', `/api/pipeline/cards/${card!.id}/tasks`, { title: 'More', dueAt: '2027-01-20T15:00:00Z' }),
      await seller.user.send('patch', `/api/pipeline/tasks/${task.body.id}`, { done: true }),
      await seller.user.send('delete', `/api/pipeline/tasks/${task.body.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        message: PIPELINE_READ_ONLY_MESSAGE,
        upgradeRequired: true,
        details: { limit: 'pipelineAndLeads', allowed: 0 },
      });
    }
    expect(await details(seller, card!.id)).toMatchObject({
      card: { stageId: 'new', title: card!.title },
      notes: [{ body: 'Motivated seller' }],
      tasks: [{ doneAt: null }],
    });
  });

  it('reminds the seller of a task once when it falls due, and again only for a new due time', async () => {
    const seller = await make.seller();
    await claimLead(seller);
    const [card] = await column(seller, 'new');
    const add = async (title: string, dueAt: string) =>
      (await seller.user.send('post', `/api/pipeline/cards/${card!.id}/tasks`, { title, dueAt })).body.id as string;
    const call = await add('Call Dolores', '2026-11-10T12:30:00Z');
    const visit = await add('Walk the land', '2026-11-10T13:00:00Z');
    const reminders = async () => (await outbox('leads.pipeline-task-due.v1')).map((row) => [row.aggregate_id, row.payload]);

    clock.current = new Date('2026-11-10T12:29:59Z');
    await test.host.runJobs();
    expect(await reminders()).toEqual([]);

    clock.current = new Date('2026-11-10T12:30:00Z');
    await test.host.runJobs();
    await test.host.runJobs();
    const first = {
      sellerId: seller.id,
      taskId: call,
      cardId: card!.id,
      title: 'Call Dolores',
      dueAt: '2026-11-10T12:30:00.000Z',
      cardTitle: '1200 Ranch Road 12, Wimberley, TX 78676 (Dolores Reyes)',
    };
    expect(await reminders()).toEqual([[call, first]]);

    // a task done in time is not reminded of
    expect((await seller.user.send('patch', `/api/pipeline/tasks/${visit}`, { done: true })).status).toBe(200);
    clock.current = new Date('2026-11-10T14:00:00Z');
    await test.host.runJobs();
    expect(await reminders()).toEqual([[call, first]]);

    // put off, it is reminded of again at its new time
    expect((await seller.user.send('patch', `/api/pipeline/tasks/${call}`, { dueAt: '2026-11-10T15:00:00Z' })).status).toBe(200);
    clock.current = new Date('2026-11-10T15:00:00Z');
    await test.host.runJobs();
    await test.host.runJobs();
    expect(await reminders()).toEqual([
      [call, first],
      [call, { ...first, dueAt: '2026-11-10T15:00:00.000Z' }],
    ]);
  });
});
