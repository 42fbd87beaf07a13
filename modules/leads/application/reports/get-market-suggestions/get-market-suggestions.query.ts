import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MarketSuggestions } from '../../../contracts/seller-leads.ts';

/** What the dashboard's prompt to choose lead markets shows the seller: their markets, their listings' states, their plan. */
export const GetMarketSuggestions = defineQuery<void, MarketSuggestions>('leads.get-market-suggestions');
