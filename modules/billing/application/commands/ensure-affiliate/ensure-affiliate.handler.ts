import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { newReferralCode } from '../../../domain/affiliate.ts';
import { EnsureAffiliate } from './ensure-affiliate.command.ts';

const needs = { clock: PLATFORM.Clock };

export class EnsureAffiliateHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { code: string }> {
  async execute(_input: void, { em, actor }: CommandContext): Promise<{ code: string }> {
    const { userId } = requireActor(actor);
    for (let attempt = 0; attempt < 5; attempt++) {
      const [existing] = await em.execute<Array<{ code: string }>>('select code from billing.affiliates where user_id = ?', [userId]);
      if (existing) return existing;
      // a code taken by someone else (rare) inserts nothing: another is drawn
      await em.execute('insert into billing.affiliates (user_id, code, created_at) values (?, ?, ?) on conflict do nothing', [
        userId,
        newReferralCode(),
        this.deps.clock.now(),
      ]);
    }
    throw new Error('No free referral code was found');
  }
}

export const ensureAffiliate = handlesCommand(EnsureAffiliate, needs, EnsureAffiliateHandler);
