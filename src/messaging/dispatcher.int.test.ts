import { Migration } from '@mikro-orm/migrations';
import { expect, it } from 'vitest';
import { defineCommand, type CommandContext } from '../../modules/shared/kernel/bus.ts';
import type { IntegrationEvent } from '../../modules/shared/kernel/events.ts';
import type { ModuleDefinition, Subscriber } from '../../modules/shared/kernel/module.ts';
import { token } from '../../modules/shared/kernel/tokens.ts';
import { handlesCommand } from '../../modules/shared/kernel/use-case.ts';
import { modules } from '../modules.ts';
import { describeHost, useTestHost } from '../testing/test-host.ts';

/** A probe module: one command that emits one event, one subscriber that fails while told to. */
const Ping = defineCommand<{ failures: number }, void>('probe.ping');
const received: IntegrationEvent[] = [];
let failuresLeft = 0;

class ProbeSubscriber implements Subscriber {
  async handle(event: IntegrationEvent): Promise<void> {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error('projection store unavailable');
    }
    received.push(event);
  }
}

class PingHandler {
  async execute({ failures }: { failures: number }, { publish }: CommandContext) {
    failuresLeft = failures;
    publish({ type: 'probe.pinged.v1', aggregateId: 'p1', payload: { at: 1 } });
  }
}

class ProbeSchema extends Migration {
  override name = 'probe-0001-schema';
  override up(): void {
    this.addSql('create schema if not exists probe');
  }
}

const ProbeSubscriberToken = token<ProbeSubscriber>('probe.Subscriber');

const probeModule: ModuleDefinition = {
  name: 'probe',
  entities: [],
  migrations: [{ name: 'probe-0001-schema', class: ProbeSchema }],
  bind(container) {
    container.bind(ProbeSubscriberToken).toConstantValue(new ProbeSubscriber());
  },
  commands: [handlesCommand(Ping, {}, PingHandler)],
  subscribers: [{ name: 'probe.subscriber', events: ['probe.pinged.v1'], handler: ProbeSubscriberToken }],
};

describeHost('outbox dispatcher', () => {
  const test = useTestHost({ hostOptions: { modules: [...modules, probeModule] } });
  const outbox = () =>
    test.database.orm.em
      .fork()
      .execute<Array<{ status: string; attempts: number; last_error: string | null }>>(
        'select status, attempts, last_error from platform.outbox',
      );
  const makeDue = () => test.database.orm.em.fork().execute('update platform.outbox set next_attempt_at = now()');

  it('retries a failing subscriber with backoff until it succeeds', async () => {
    received.length = 0;
    await test.host.commands.execute(Ping, { failures: 2 });
    await test.host.projections.settled();
    expect(await outbox()).toEqual([{ status: 'pending', attempts: 1, last_error: 'probe.subscriber: projection store unavailable' }]);

    await makeDue();
    await test.host.projections.settled();
    expect((await outbox())[0].attempts).toBe(2);

    await makeDue();
    await test.host.projections.settled();
    expect(await outbox()).toEqual([{ status: 'done', attempts: 2, last_error: 'probe.subscriber: projection store unavailable' }]);
    expect(received.map((event) => event.type)).toEqual(['probe.pinged.v1']);
  });

  it('parks an event as dead after the last attempt, and replays it on request', async () => {
    received.length = 0;
    await test.host.commands.execute(Ping, { failures: 1000 });
    for (let attempt = 0; attempt < test.config.OUTBOX_MAX_ATTEMPTS; attempt++) {
      await makeDue();
      await test.host.projections.settled();
    }
    expect(await outbox()).toMatchObject([{ status: 'dead', attempts: test.config.OUTBOX_MAX_ATTEMPTS }]);
    expect(await test.host.dispatcher.deadEvents()).toMatchObject([{ type: 'probe.pinged.v1', aggregateId: 'p1' }]);

    failuresLeft = 0;
    expect(await test.host.dispatcher.replayDead()).toBe(1);
    await test.host.projections.settled();
    expect(await outbox()).toMatchObject([{ status: 'done' }]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: 'probe.pinged.v1', aggregateId: 'p1', payload: { at: 1 } });
  });
});
