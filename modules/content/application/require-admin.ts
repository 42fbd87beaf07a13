import { requireActor, type Actor } from '../../shared/kernel/bus.ts';
import { ForbiddenError } from '../../shared/kernel/errors.ts';

/** FAQs are written by administrators only: a visitor gets 401, any other member 403. */
export function requireAdmin(actor: Actor | null | undefined): Actor {
  if (!requireActor(actor).isAdmin) throw new ForbiddenError('Only administrators can change FAQs');
  return actor!;
}
