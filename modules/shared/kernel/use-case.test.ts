import { describe, expect, it } from 'vitest';
import { defineCommand, type CommandHandler } from './bus.ts';
import type { Clock } from './clock.ts';
import { PLATFORM } from './tokens.ts';
import { handlesCommand, UsesDependencies } from './use-case.ts';

const Stamp = defineCommand<{ label: string }, string>('kernel-probe.stamp');
const needs = { clock: PLATFORM.Clock };

class StampHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ label: string }, string> {
  async execute({ label }: { label: string }): Promise<string> {
    return `${label} at ${this.deps.clock.now().toISOString()}`;
  }
}

class NeedsNothing implements CommandHandler<{ label: string }, string> {
  async execute({ label }: { label: string }): Promise<string> {
    return label;
  }
}

describe('a use case declares its dependencies once', () => {
  it('registers the record of tokens and the class the host makes from their values', async () => {
    const useCase = handlesCommand(Stamp, needs, StampHandler);
    expect(useCase).toMatchObject({ kind: 'command', name: 'kernel-probe.stamp', needs, Handler: StampHandler });

    const clock: Clock = { now: () => new Date('2026-01-02T03:04:05Z') };
    const handler = new StampHandler({ clock });
    expect(await handler.execute({ label: 'hello' })).toBe('hello at 2026-01-02T03:04:05.000Z');
  });

  it('does not compile when the registered tokens and the handler disagree', () => {
    expect(handlesCommand(Stamp, {}, NeedsNothing).needs).toEqual({});
    // @ts-expect-error a dependency the handler reads is not registered
    handlesCommand(Stamp, {}, StampHandler);
    // @ts-expect-error a registered token resolves to something else than the handler reads
    handlesCommand(Stamp, { clock: PLATFORM.Settings }, StampHandler);
    // @ts-expect-error a token is resolved for nothing
    handlesCommand(Stamp, { ...needs, mailer: PLATFORM.Mailer }, StampHandler);
    // @ts-expect-error a handler with no dependencies registers none
    handlesCommand(Stamp, needs, NeedsNothing);
  });
});
