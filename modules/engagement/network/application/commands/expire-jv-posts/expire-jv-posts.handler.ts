import type { CommandContext, CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { JvPostChanged } from '../../../../contracts/events.ts';
import { ExpireJvPosts } from './expire-jv-posts.command.ts';

const needs = { clock: PLATFORM.Clock };

export class ExpireJvPostsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<number> {
    const now = this.deps.clock.now();
    const expired = await em.execute<Array<{ id: string }>>(
      `update engagement.jv_posts set status = 'expired', updated_at = ? where status = 'open' and expires_at <= ? returning id`,
      [now, now],
    );
    for (const { id } of expired) publish(JvPostChanged.create(id, { postId: id }));
    return expired.length;
  }
}

export const expireJvPosts = handlesCommand(ExpireJvPosts, needs, ExpireJvPostsHandler);
