import { Migration } from '@mikro-orm/migrations';

export class ListingsProperties extends Migration {
  override name = 'listings-0001-properties';

  override up(): void {
    this.addSql('create schema if not exists listings');
    this.addSql(`
      create table listings.properties (
        id uuid primary key,
        owner_id uuid not null,
        title varchar(140) not null,
        description text not null default '',
        category text not null check (category in ('land', 'residential', 'commercial', 'industrial', 'mixed-use',
          'agricultural', 'recreational', 'investment', 'development', 'unrestricted')),
        city varchar(100) not null,
        state varchar(2) not null,
        acres double precision not null,
        price_cents bigint not null,
        arv_cents bigint null,
        latitude double precision null,
        longitude double precision null,
        images text[] not null default '{}',
        featured boolean not null default false,
        open_to_joint_venture boolean not null default false,
        status text not null default 'draft' check (status in ('draft', 'active', 'under_contract', 'sold', 'expired', 'withdrawn')),
        view_count integer not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        published_at timestamptz null,
        version integer not null default 1
      )`);
    this.addSql('create index properties_owner_id_index on listings.properties (owner_id)');
    this.addSql('create index properties_status_id_index on listings.properties (status, id)');
  }
}
