import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid, newId } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { addDays, ATTRIBUTION_DAYS, REFERRAL_CODE } from '../../../domain/affiliate.ts';
import { RecordReferralVisit, type ReferralVisit } from './record-referral-visit.command.ts';

const needs = { clock: PLATFORM.Clock };

export class RecordReferralVisitHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<ReferralVisit, { remember: string | null }>
{
  async execute({ code, cookie, ipAddress, userAgent }: ReferralVisit, { em }: CommandContext): Promise<{ remember: string | null }> {
    const now = this.deps.clock.now();
    const normalised = code.trim().toLowerCase();
    if (!REFERRAL_CODE.test(normalised)) return { remember: null };
    const [affiliate] = await em.execute<Array<{ user_id: string }>>('select user_id from billing.affiliates where code = ?', [normalised]);
    if (!affiliate) return { remember: null };
    const id = newId(now.getTime());
    await em.execute(
      'insert into billing.referral_clicks (id, affiliate_user_id, ip_address, user_agent, created_at) values (?, ?, ?, ?, ?)',
      [id, affiliate.user_id, ipAddress?.slice(0, 64) ?? null, userAgent?.slice(0, 300) ?? null, now],
    );
    if (cookie && isUuid(cookie)) {
      const [earlier] = await em.execute<unknown[]>('select 1 from billing.referral_clicks where id = ? and created_at > ?', [
        cookie,
        addDays(now, -ATTRIBUTION_DAYS),
      ]);
      if (earlier) return { remember: null };
    }
    return { remember: id };
  }
}

export const recordReferralVisit = handlesCommand(RecordReferralVisit, needs, RecordReferralVisitHandler);
