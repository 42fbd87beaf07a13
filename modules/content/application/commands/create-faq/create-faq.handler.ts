import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireAdmin } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { CreateFaqRequest, FaqRecord } from '../../../contracts/http.ts';
import { Faq } from '../../../domain/faq.entity.ts';
import { lockCategory, nextFaqPosition } from '../../faq-order.ts';
import { CreateFaq } from './create-faq.command.ts';
import { ONLY_ADMINS } from '../../../domain/faq.errors.ts';

export class CreateFaqHandler implements CommandHandler<CreateFaqRequest, FaqRecord> {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async execute(input: CreateFaqRequest, { em, actor }: CommandContext): Promise<FaqRecord> {
    requireAdmin(actor, ONLY_ADMINS);
    await lockCategory(em, input.categoryId);
    const faq = Faq.create({ ...input, position: await nextFaqPosition(em, input.categoryId), now: this.#clock.now() });
    em.persist(faq);
    await em.flush();
    return faq.toRecord();
  }
}

export const createFaq = handlesCommand(CreateFaq, [PLATFORM.Clock], (clock) => new CreateFaqHandler(clock));
