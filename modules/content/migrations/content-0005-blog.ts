import { Migration } from '@mikro-orm/migrations';

/** The blog's posts: Markdown with its rendered HTML, a unique slug, categories and tags, and the publishing state. */
export class ContentBlog extends Migration {
  override name = 'content-0005-blog';

  override up(): void {
    this.addSql(`
      create table content.blog_posts (
        id uuid not null,
        slug text not null,
        title text not null,
        excerpt text not null,
        markdown text not null,
        html text not null,
        reading_minutes integer not null,
        cover_image_url text null,
        author_id uuid null,
        author_name text not null,
        categories text[] not null,
        tags text[] not null,
        status text not null,
        publish_at timestamptz null,
        first_published_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint blog_posts_pkey primary key (id)
      )`);
    this.addSql('alter table content.blog_posts add constraint blog_posts_slug_unique unique (slug)');
    // the public list and the scheduler: published (or scheduled) posts by time, newest first
    this.addSql('create index blog_posts_status_publish_at_index on content.blog_posts (status, publish_at desc)');
    // the category and tag filters, and related posts (`@>` and `&&`)
    this.addSql('create index blog_posts_categories_index on content.blog_posts using gin (categories)');
    this.addSql('create index blog_posts_tags_index on content.blog_posts using gin (tags)');
  }
}
