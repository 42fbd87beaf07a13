import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The seller puts the dashboard's prompt to choose lead markets away, on every device; Settings still has the markets. */
export const DismissMarketPrompt = defineCommand<void, void>('leads.dismiss-market-prompt');
