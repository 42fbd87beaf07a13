import { Migration } from '@mikro-orm/migrations';

/**
 * Notification choices become per topic and channel (in the app, email): each old email switch is
 * kept as that topic's email channel. Adds the keys that sign links in mail (unsubscribe).
 */
const DEFAULTS = JSON.stringify({
  messages: { inApp: true, email: true },
  listingAlerts: { inApp: true, email: true },
  connections: { inApp: true, email: true },
  jointVentures: { inApp: true, email: true },
  listingActivity: { inApp: true, email: true },
  billing: { inApp: true, email: true },
  productNews: { inApp: false, email: false },
});

export class IdentityNotificationChannels extends Migration {
  override name = 'identity-0005-notification-channels';

  override up(): void {
    const channels = (topic: string, fallback: boolean) =>
      `jsonb_build_object('inApp', true, 'email', coalesce((notifications->>'${topic}')::boolean, ${fallback}))`;
    this.addSql(`update identity.users set notifications = jsonb_build_object(
      'messages', ${channels('messages', true)},
      'listingAlerts', ${channels('listingAlerts', true)},
      'connections', '{"inApp":true,"email":true}'::jsonb,
      'jointVentures', '{"inApp":true,"email":true}'::jsonb,
      'listingActivity', '{"inApp":true,"email":true}'::jsonb,
      'billing', ${channels('billing', true)},
      'productNews', jsonb_build_object('inApp', false, 'email', coalesce((notifications->>'productNews')::boolean, false)))`);
    this.addSql(`alter table identity.users alter column notifications set default '${DEFAULTS}'`);
    this.addSql(`
      create table identity.signing_keys (
        purpose text primary key,
        secret text not null,
        created_at timestamptz not null default now()
      )`);
  }
}
