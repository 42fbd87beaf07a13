import { Migration } from '@mikro-orm/migrations';

/** Mails sent within the same clock tick share `sent_at`; a sequence keeps "newest first" exact. */
export class PlatformDevMailOrder extends Migration {
  override name = 'platform-0003-dev-mail-order';

  override up(): void {
    this.addSql('alter table platform.dev_mail add column seq bigserial');
    this.addSql('create index dev_mail_seq_idx on platform.dev_mail (seq desc)');
  }
}
