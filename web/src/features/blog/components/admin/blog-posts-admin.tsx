import type { BlogAdminSearch } from '../../admin-search-params.ts';
import { PostEditor } from './post-editor.tsx';
import { PostList, type ListSearch } from './post-list.tsx';

export type BlogPostsAdminSearch = Pick<BlogAdminSearch, 'status' | 'q' | 'page' | 'post'>;

export interface BlogPostsAdminProps {
  search: BlogPostsAdminSearch;
  /** `ignoreBlocker`: leave the editor without asking about unsaved changes (they were saved, or the post deleted) */
  onSearchChange: (patch: BlogPostsAdminSearch, options?: { replace?: boolean; ignoreBlocker?: boolean }) => void;
}

/**
 * The "Blog posts" tab of `/admin/blog-management`: the list of posts, or the editor of one
 * (`?post=<id>`, `?post=new`), so Back returns from the editor to the list as it was.
 */
export function BlogPostsAdmin({ search, onSearchChange }: BlogPostsAdminProps) {
  if (search.post) {
    const id = search.post === 'new' ? null : search.post;
    return (
      <PostEditor
        key={search.post}
        id={id}
        onClose={(force) => onSearchChange({ post: undefined }, { ignoreBlocker: force })}
        onCreated={(created) => onSearchChange({ post: created }, { replace: true, ignoreBlocker: true })}
      />
    );
  }
  const list: ListSearch = { status: search.status, q: search.q, page: search.page };
  return (
    <PostList
      search={list}
      onSearchChange={(patch, options) => onSearchChange(patch, options)}
      onEdit={(id) => onSearchChange({ post: id })}
      onNew={() => onSearchChange({ post: 'new' })}
    />
  );
}
