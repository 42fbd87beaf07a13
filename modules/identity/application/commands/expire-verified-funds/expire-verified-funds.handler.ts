import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { FundsExpired } from '../../../contracts/events.ts';
import { FundsDocument } from '../../../domain/funds-document.entity.ts';
import { fundsDay } from '../../verified-funds.ts';
import { ExpireVerifiedFunds } from './expire-verified-funds.command.ts';

/** statements marked per run; a backlog is worked through by the next runs */
const BATCH = 200;

const needs = { clock: PLATFORM.Clock };

/**
 * The verifications whose last day (UTC) is before today, locked `skip locked` so hosts share them, become
 * `expired` in one transaction with their events. Only a member's latest verification is announced: an older one
 * running out behind a newer one changes nothing they see.
 */
export class ExpireVerifiedFundsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, { expired: number }> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<{ expired: number }> {
    const today = fundsDay(this.deps.clock.now());
    const rows = await em.execute<Array<{ id: string }>>(
      `select id from identity.funds_documents where status = 'verified' and expires_on < ?::date
       order by expires_on, id limit ${BATCH} for update skip locked`,
      [today],
    );
    if (rows.length === 0) return { expired: 0 };
    const due = await em.find(FundsDocument, { id: { $in: rows.map((row) => row.id) } });
    for (const document of due) {
      document.expire();
      const [newer] = await em.execute<Array<{ n: number }>>(
        `select count(*)::int as n from identity.funds_documents
         where user_id = ? and status in ('verified', 'expired') and decided_at > ? and id <> ?`,
        [document.userId, document.decidedAt, document.id],
      );
      if (newer!.n > 0) continue;
      const { userId, id: documentId, amountCents } = document;
      publish(FundsExpired.create(documentId, { userId, documentId, amountCents: amountCents!, expiresOn: document.toView().expiresOn! }));
    }
    await em.flush();
    return { expired: due.length };
  }
}

export const expireVerifiedFunds = handlesCommand(ExpireVerifiedFunds, needs, ExpireVerifiedFundsHandler);
