import { Migration } from '@mikro-orm/migrations';

/** The development mail outbox: mail kept instead of sent when SMTP_URL is unset (docs/decisions/0003-mail.md). */
export class PlatformDevMail extends Migration {
  override name = 'platform-0002-dev-mail';

  override up(): void {
    this.addSql(`
      create table platform.dev_mail (
        id uuid primary key,
        "to" text not null,
        subject text not null,
        text text not null,
        html text,
        sent_at timestamptz not null default now()
      )`);
    this.addSql('create index dev_mail_sent_at_idx on platform.dev_mail (sent_at desc)');
  }
}
