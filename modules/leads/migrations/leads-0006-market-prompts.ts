import { Migration } from '@mikro-orm/migrations';

/**
 * What each lead's owner was told happens next (investors in its area have it, or the team reviews it),
 * so a repeat within the day is told the same; and the sellers who put away the dashboard's prompt to
 * choose lead markets. Leads from before were told an offer was on its way: those from a seller's page
 * did reach one, the others are taken as the team's to review.
 */
export class LeadsMarketPrompts extends Migration {
  override name = 'leads-0006-market-prompts';

  override up(): void {
    this.addSql(`alter table leads.seller_leads add column next_step text not null default 'team_review'`);
    this.addSql(`update leads.seller_leads set next_step = 'investors_notified' where source = 'page'`);
    this.addSql(`
      create table leads.market_prompt_dismissals (
        user_id uuid primary key,
        dismissed_at timestamptz not null
      )`);
  }
}
