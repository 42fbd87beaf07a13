import { Migration } from '@mikro-orm/migrations';

/**
 * A notification topic for paid sellers: new leads in their markets and pipeline reminders, on in the
 * app and by email. Stored choices are read over the defaults, so existing rows need no change.
 */
const DEFAULTS = JSON.stringify({
  messages: { inApp: true, email: true },
  listingAlerts: { inApp: true, email: true },
  connections: { inApp: true, email: true },
  jointVentures: { inApp: true, email: true },
  listingActivity: { inApp: true, email: true },
  sellerLeads: { inApp: true, email: true },
  billing: { inApp: true, email: true },
  productNews: { inApp: false, email: false },
});

export class IdentitySellerLeadNotifications extends Migration {
  override name = 'identity-0006-seller-lead-notifications';

  override up(): void {
    this.addSql(`alter table identity.users alter column notifications set default '${DEFAULTS}'`);
  }
}
