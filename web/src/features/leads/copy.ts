/** The leads feature's words that more than one place shows (and the lazy wrappers' placeholders). */

/** The Settings section's anchor: /settings#lead-markets */
export const LEAD_MARKETS_ANCHOR = 'lead-markets';

export const LEAD_MARKETS_TITLE = 'Lead markets';

export const LEAD_MARKETS_DESCRIPTION =
  'The states and counties you buy in. Owners there who ask for a cash offer are offered to you on your dashboard.';

/** Who gets seller leads: the plans with billing's `pipelineAndLeads`. */
export const LEADS_UPSELL = 'Seller leads come with the Starter, Pro and Premium plans and the free trial.';

/** The seller dashboard's prompt to choose lead markets. */
export const MARKET_PROMPT_TITLE = 'Choose the markets you buy in to get homeowner leads';
