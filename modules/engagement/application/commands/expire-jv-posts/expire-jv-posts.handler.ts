import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { ExpireJvPosts } from './expire-jv-posts.command.ts';

export class ExpireJvPostsHandler implements CommandHandler<void, number> {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async execute(_input: void, { em }: CommandContext): Promise<number> {
    const now = this.#clock.now();
    const rows = await em.execute<Array<{ count: string }>>(
      `with expired as (update engagement.jv_posts set status = 'expired', updated_at = ? where status = 'open' and expires_at <= ? returning 1)
       select count(*) as count from expired`,
      [now, now],
    );
    return Number(rows[0]?.count ?? 0);
  }
}

export const expireJvPosts = handlesCommand(ExpireJvPosts, [PLATFORM.Clock], (clock) => new ExpireJvPostsHandler(clock));
