import { IDENTITY_API } from '../../../identity/contracts/api.ts';
import { ReferredRegistration } from '../../../identity/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import { isUuid } from '../../../shared/kernel/ids.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { UsesDependencies } from '../../../shared/kernel/use-case.ts';
import { addDays, ATTRIBUTION_DAYS, normaliseEmail, selfReferralReason } from '../../domain/affiliate.ts';

export const onReferredRegistrationNeeds = { identity: IDENTITY_API };

/**
 * A member registered in a browser that carried a referral visit: within the attribution window, the
 * link's owner referred them. A referral that looks like the owner themselves (same mailbox, same browser and
 * address) is kept but marked, so its commissions wait for an administrator. Idempotent: one referral per member.
 */
export class OnReferredRegistration extends UsesDependencies<typeof onReferredRegistrationNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    if (!ReferredRegistration.is(event) || !isUuid(event.payload.referral)) return;
    const { userId, email, referral, sharedBrowserWith } = event.payload;
    const registeredAt = new Date(event.payload.registeredAt);
    const [click] = await em.execute<Array<{ affiliate_user_id: string }>>(
      'select affiliate_user_id from billing.referral_clicks where id = ? and created_at > ? and created_at <= ?',
      [referral, addDays(registeredAt, -ATTRIBUTION_DAYS), registeredAt],
    );
    if (!click || click.affiliate_user_id === userId) return;
    const [affiliate] = await this.deps.identity.getContacts([click.affiliate_user_id]);
    const reason = selfReferralReason({
      affiliateEmail: affiliate?.email ?? null,
      referredEmail: email,
      affiliateUserId: click.affiliate_user_id,
      sharedBrowserWith,
    });
    await em.execute(
      `insert into billing.referrals (referred_user_id, affiliate_user_id, click_id, email_key, held_reason, created_at)
       values (?, ?, ?, ?, ?, ?) on conflict do nothing`,
      [userId, click.affiliate_user_id, referral, normaliseEmail(email).slice(0, 320), reason, registeredAt],
    );
  }
}
