import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { LEAD_MARKET_PROMPT, LEADS_TAG } from '../../http.ts';
import { DismissMarketPrompt } from './dismiss-market-prompt.command.ts';

const needs = { clock: PLATFORM.Clock };

export class DismissMarketPromptHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, void> {
  async execute(_input: void, { em, actor }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    await em.execute('insert into leads.market_prompt_dismissals (user_id, dismissed_at) values (?, ?) on conflict (user_id) do nothing', [
      userId,
      this.deps.clock.now(),
    ]);
  }
}

export const dismissMarketPrompt = handlesCommand(DismissMarketPrompt, needs, DismissMarketPromptHandler, [
  http(DismissMarketPrompt, {
    method: 'post',
    path: '/api/leads/markets/suggested/dismiss',
    tag: LEADS_TAG,
    summary: 'Put the prompt to choose lead markets away',
    description: 'The dashboard stops asking me to choose lead markets; Settings still has them. Doing it again changes nothing.',
    access: 'member',
    rateLimit: LEAD_MARKET_PROMPT,
    input: () => undefined,
    status: 204,
  }),
]);
