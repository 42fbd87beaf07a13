import { Migration } from '@mikro-orm/migrations';

/**
 * The deal pipeline: each seller's stages (written on first use with the default names), the cards on
 * them (a lead taken, a buyer's inquiry), and each card's notes, tasks and history. The leads already
 * taken join their sellers' pipelines here, in New, newest first, as a claim from now on does.
 */
export class LeadsPipeline extends Migration {
  override name = 'leads-0004-pipeline';

  override up(): void {
    this.addSql(`
      create table leads.pipeline_stages (
        seller_id uuid not null,
        key text not null,
        name text not null,
        constraint pipeline_stages_pkey primary key (seller_id, key)
      )`);
    this.addSql(`
      create table leads.pipeline_cards (
        id uuid primary key,
        seller_id uuid not null,
        kind text not null,
        source_id uuid not null,
        property_id uuid null,
        stage text not null,
        position double precision not null,
        title text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint pipeline_cards_source_unique unique (seller_id, kind, source_id)
      )`);
    this.addSql('create index pipeline_cards_board_index on leads.pipeline_cards (seller_id, stage, position)');
    this.addSql(`
      create table leads.pipeline_notes (
        id uuid primary key,
        card_id uuid not null,
        body text not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index pipeline_notes_card_index on leads.pipeline_notes (card_id, created_at)');
    this.addSql(`
      create table leads.pipeline_tasks (
        id uuid primary key,
        card_id uuid not null,
        title text not null,
        due_at timestamptz not null,
        done_at timestamptz null,
        reminded_at timestamptz null,
        created_at timestamptz not null
      )`);
    this.addSql('create index pipeline_tasks_card_index on leads.pipeline_tasks (card_id, due_at)');
    this.addSql('create index pipeline_tasks_due_index on leads.pipeline_tasks (due_at) where done_at is null and reminded_at is null');
    this.addSql(`
      create table leads.pipeline_activity (
        id uuid primary key,
        card_id uuid not null,
        kind text not null,
        from_text text null,
        to_text text null,
        at timestamptz not null
      )`);
    this.addSql('create index pipeline_activity_card_index on leads.pipeline_activity (card_id, at)');

    // the leads taken before the pipeline existed
    this.addSql(`
      insert into leads.pipeline_stages (seller_id, key, name)
      select distinct l.claimed_by, s.key, s.name
      from leads.seller_leads l
      cross join (values ('new', 'New'), ('contacted', 'Contacted'), ('appointment', 'Appointment'), ('offer-made', 'Offer made'),
                         ('under-contract', 'Under contract'), ('closed-won', 'Closed won'), ('closed-lost', 'Closed lost')) as s (key, name)
      where l.claimed_by is not null`);
    this.addSql(`
      insert into leads.pipeline_cards (id, seller_id, kind, source_id, property_id, stage, position, title, created_at, updated_at)
      select gen_random_uuid(), l.claimed_by, 'lead', l.id, null, 'new',
             1024 * row_number() over (partition by l.claimed_by order by l.claimed_at desc, l.id),
             case when length(t.title) > 120 then left(t.title, 119) || '…' else t.title end,
             l.claimed_at, l.claimed_at
      from leads.seller_leads l
      cross join lateral (select l.property_address || ' (' || l.full_name || ')' as title) t
      where l.claimed_by is not null and l.claimed_at is not null`);
    this.addSql(`
      insert into leads.pipeline_activity (id, card_id, kind, from_text, to_text, at)
      select gen_random_uuid(), c.id, 'created', null, 'New', c.created_at from leads.pipeline_cards c`);
  }
}
