import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../../listings/contracts/api.ts';
import type { CommandContext, CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import type { AlertFrequency, MatchReason } from '../../../../contracts/saved-searches.ts';
import { listingAlertsMail } from '../../listing-alerts-mail.ts';
import { MailListingAlerts } from './mail-listing-alerts.command.ts';

/** at most this many listings in one mail; the rest wait for the next run */
const LISTINGS_PER_MAIL = 20;
const BATCH = 500;

interface DueMatch {
  saved_search_id: string;
  property_id: string;
  user_id: string;
  reason: MatchReason;
  search_name: string;
  alerts: AlertFrequency;
}

/**
 * Claims due matches (locked, so hosts running the job at once share the work) by stamping
 * `mailed_at`; the mails go out once the claim is committed, so a crash can skip a mail but never
 * send one twice, and a failed mail is released for the next run.
 */
const CLAIM_DUE = `
  with due as (
    select m.saved_search_id, m.property_id
    from engagement.saved_search_matches m
    where m.mailed_at is null and m.mail_due_at <= ?
    order by m.mail_due_at
    limit ${BATCH}
    for update of m skip locked
  )
  update engagement.saved_search_matches m set mailed_at = ?
  from due, engagement.saved_searches s
  where m.saved_search_id = due.saved_search_id and m.property_id = due.property_id and s.id = m.saved_search_id
  returning m.saved_search_id, m.property_id, m.user_id, m.reason, s.name as search_name, s.alerts`;

const needs = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  listings: LISTINGS_API,
  mailer: PLATFORM.Mailer,
  em: PLATFORM.EntityManager,
  settings: PLATFORM.Settings,
};

export class MailListingAlertsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  get #publicUrl() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async execute(_input: void, { em, afterCommit }: CommandContext): Promise<number> {
    const now = this.deps.clock.now();
    const claimed = await em.execute<DueMatch[]>(CLAIM_DUE, [now, now]);
    if (claimed.length === 0) return 0;
    const byUser = new Map<string, DueMatch[]>();
    for (const match of claimed) byUser.set(match.user_id, [...(byUser.get(match.user_id) ?? []), match]);
    afterCommit(() => this.#mailAll(byUser, now));
    return byUser.size;
  }

  async #mailAll(byUser: Map<string, DueMatch[]>, claimedAt: Date): Promise<void> {
    const failures: unknown[] = [];
    for (const [userId, matches] of byUser) {
      try {
        await this.#mail(userId, matches.slice(0, LISTINGS_PER_MAIL));
        if (matches.length > LISTINGS_PER_MAIL) await this.#release(matches.slice(LISTINGS_PER_MAIL), claimedAt);
      } catch (error) {
        failures.push(error);
        await this.#release(matches, claimedAt);
      }
    }
    if (failures.length)
      throw new AggregateError(
        failures,
        `${failures.length} of ${byUser.size} listing alert mails failed; they are retried at the next run`,
      );
  }

  async #mail(userId: string, matches: DueMatch[]): Promise<void> {
    const [[recipient], cards] = await Promise.all([
      this.deps.identity.getNotificationRecipients([userId], 'listingAlerts'),
      this.deps.listings.getCards(matches.map((match) => match.property_id)),
    ]);
    if (!recipient?.email || !recipient.channels.email) return;
    const onMarket = new Map(cards.filter((card) => card.status === 'active' && card.isPublic).map((card) => [card.id, card]));
    const listings = matches.flatMap((match) => {
      const card = onMarket.get(match.property_id);
      if (!card) return []; // withdrawn, sold or its seller suspended meanwhile: nothing to offer
      return [
        {
          searchName: match.search_name,
          reason: match.reason,
          title: card.title,
          place: `${card.city}, ${card.state}`,
          price: card.priceCents / 100,
          acres: card.acres,
          url: `${this.#publicUrl}/property/${card.id}`,
          image: card.image ? new URL(card.image.replace(/-1600\.webp$/, '-800.webp'), `${this.#publicUrl}/`).href : null,
        },
      ];
    });
    if (listings.length === 0) return;
    await this.deps.mailer.send(
      listingAlertsMail({
        to: recipient.email,
        firstName: recipient.firstName,
        digest: matches.some((match) => match.alerts === 'daily'),
        listings,
        manageUrl: `${this.#publicUrl}/member-dashboard#saved-searches`,
        settingsUrl: `${this.#publicUrl}/settings#notifications`,
        unsubscribe: await this.deps.identity.unsubscribeLinks(userId, 'listingAlerts'),
      }),
    );
  }

  /** due again at the next run, unless a newer match replaced the claim meanwhile */
  async #release(matches: DueMatch[], claimedAt: Date): Promise<void> {
    const em = this.deps.em.fork();
    for (const match of matches) {
      await em.execute(
        'update engagement.saved_search_matches set mailed_at = null where saved_search_id = ? and property_id = ? and mailed_at = ?',
        [match.saved_search_id, match.property_id, claimedAt],
      );
    }
  }
}

export const mailListingAlerts = handlesCommand(MailListingAlerts, needs, MailListingAlertsHandler);
