import { Migration } from '@mikro-orm/migrations';

/**
 * A seller's buyers list (decision 0057): the contacts, with their buy box, consent and what stops mail to
 * them (unsubscribed, suppressed after a bounce or complaint, soft bounces counted); the imports that
 * created them (the file, its mapping, progress and report) and the mappings kept as templates. A contact
 * keeps the import that created it, so an undo deletes exactly those. One email and one phone per seller.
 */
export class LeadsContacts extends Migration {
  override name = 'leads-0009-contacts';

  override up(): void {
    this.addSql(`
      create table leads.contacts (
        id uuid primary key,
        seller_id uuid not null,
        name text null,
        email text null,
        phone text null,
        company text null,
        markets text[] not null default '{}',
        property_types text[] not null default '{}',
        price_min_cents bigint null,
        price_max_cents bigint null,
        states text[] not null default '{}',
        counties text[] not null default '{}',
        financing text null,
        proof_of_funds boolean not null default false,
        tags text[] not null default '{}',
        notes text null,
        source text null,
        consent boolean not null default false,
        consent_at timestamptz null,
        unsubscribed_at timestamptz null,
        suppressed_at timestamptz null,
        suppression_reason text null,
        soft_bounces integer not null default 0,
        import_id uuid null,
        import_line integer null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create unique index contacts_email_unique on leads.contacts (seller_id, email) where email is not null');
    this.addSql('create unique index contacts_phone_unique on leads.contacts (seller_id, phone) where phone is not null');
    this.addSql('create index contacts_seller_created_index on leads.contacts (seller_id, created_at, id)');
    this.addSql('create index contacts_import_index on leads.contacts (import_id) where import_id is not null');
    this.addSql(`
      create table leads.contact_imports (
        id uuid primary key,
        seller_id uuid not null,
        file_name text not null,
        content text not null,
        delimiter text not null,
        header text[] not null,
        row_count integer not null,
        mapping jsonb not null,
        template text null,
        status text not null,
        processed integer not null default 0,
        cursor jsonb null,
        counts jsonb not null,
        issues jsonb not null default '[]',
        created_at timestamptz not null,
        finished_at timestamptz null,
        undone_at timestamptz null
      )`);
    this.addSql('create index contact_imports_seller_index on leads.contact_imports (seller_id, created_at)');
    this.addSql(`
      create table leads.contact_import_templates (
        seller_id uuid not null,
        name text not null,
        mapping jsonb not null,
        updated_at timestamptz not null,
        constraint contact_import_templates_pkey primary key (seller_id, name)
      )`);
  }
}
