import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { AdminFundsDocument } from '../../../contracts/verified-funds.ts';
import type { FundsDocument } from '../../../domain/funds-document.entity.ts';
import { User } from '../../../domain/user.entity.ts';

const fullName = (user: User | undefined) => (user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'Deleted account');

/** The back office's rows: each statement with its member's name and address and who decided on it. */
export async function adminFundsViews(em: EntityManager, documents: readonly FundsDocument[]): Promise<AdminFundsDocument[]> {
  const ids = [...new Set(documents.flatMap((document) => [document.userId, ...(document.decidedBy ? [document.decidedBy] : [])]))];
  const users = new Map((ids.length ? await em.find(User, { id: { $in: ids } }) : []).map((user) => [user.id, user]));
  return documents.map((document) => {
    const member = users.get(document.userId);
    const decider = document.decidedBy ? users.get(document.decidedBy) : undefined;
    return {
      ...document.toView(),
      member: { id: document.userId, name: fullName(member), email: member?.email ?? '' },
      decidedBy: document.decidedBy ? { id: document.decidedBy, name: fullName(decider) } : null,
    };
  });
}
