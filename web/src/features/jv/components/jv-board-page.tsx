import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { JV_POST_KIND_LABELS, JV_STRATEGY_LABELS, type CreateJvPostRequest, type JvPost } from '@contracts/engagement/contracts/jv.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useMayPostOnJvBoard } from '../api/entitlements.ts';
import {
  jvListQuery,
  useCloseJvPost,
  useCreateJvPost,
  useDeleteJvPost,
  useJvPosts,
  useRenewJvPost,
  useUpdateJvPost,
} from '../api/jv-posts.ts';
import { JV_KIND_PARAMS, JV_STRATEGY_PARAMS, type JvSearch } from '../search-params.ts';
import { JvPostCard } from './jv-post-card.tsx';
import { JvPostDetailDialog } from './jv-post-detail.tsx';
import { JvPostFormDialog } from './jv-post-form.tsx';

const PAGE_SIZE = 12;
const SORT_OPTIONS = [
  ['newest', 'Newest'],
  ['amount-high', 'Largest amount'],
  ['amount-low', 'Smallest amount'],
] as const;
const POSTING_PLAN_MESSAGE = 'Posting on the JV board comes with Buyer Plus, Buyer Pro or a paid seller plan.';

export interface JvBoardPageProps {
  search: JvSearch;
  onSearch: (patch: Partial<JvSearch>) => void;
  /** the "Listings open to JV" tab's content, composed by the route */
  listings: ReactNode;
}

/** `/joint-venture`: partner posts (filters, detail, new post, my posts) and the listings open to JV. */
export function JvBoardPage({ search, onSearch, listings }: JvBoardPageProps) {
  const [editing, setEditing] = useState<JvPost | 'new' | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const mayPost = useMayPostOnJvBoard();
  const create = useCreateJvPost();
  const update = useUpdateJvPost();

  function startPost() {
    if (mayPost === false) setUpgrade(POSTING_PLAN_MESSAGE);
    else setEditing('new');
  }

  async function save(values: CreateJvPostRequest) {
    try {
      if (editing && editing !== 'new') await update.mutateAsync({ id: editing.id, changes: values });
      else await create.mutateAsync(values);
      setEditing(null);
      toast({ title: editing === 'new' ? 'Your post is on the board' : 'Post saved' });
    } catch (failure) {
      if (!isUpgradeRequired(failure)) throw failure;
      setEditing(null);
      setUpgrade(serverMessage(failure) ?? POSTING_PLAN_MESSAGE);
    }
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Joint Venture Board</h1>
          <p className="mt-1 text-slate-600">Find capital, partners, contractors and lenders, and listings open to joint venture.</p>
        </div>
        <Button onClick={startPost}>
          <Plus className="size-4" aria-hidden="true" /> New post
        </Button>
      </div>
      <Tabs
        value={search.tab ?? 'posts'}
        onValueChange={(tab) => onSearch({ tab: tab === 'listings' ? 'listings' : undefined, page: undefined })}
        className="mt-6"
      >
        <TabsList aria-label="Board sections">
          <TabsTrigger value="posts">Partner posts</TabsTrigger>
          <TabsTrigger value="listings">Listings open to JV</TabsTrigger>
        </TabsList>
        <TabsContent value="posts" className="mt-6">
          <PartnerPosts search={search} onSearch={onSearch} onEdit={setEditing} />
        </TabsContent>
        <TabsContent value="listings" className="mt-6">
          {listings}
        </TabsContent>
      </Tabs>
      <JvPostDetailDialog postId={search.post} onClose={() => onSearch({ post: undefined })} />
      {editing ? (
        <JvPostFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          post={editing === 'new' ? null : editing}
          onSubmit={save}
        />
      ) : null}
      <UpgradeDialog
        open={upgrade !== null}
        onOpenChange={(open) => !open && setUpgrade(null)}
        title="Posting Needs an Upgrade"
        message={upgrade ?? ''}
      />
    </div>
  );
}

function PartnerPosts({
  search,
  onSearch,
  onEdit,
}: {
  search: JvSearch;
  onSearch: (patch: Partial<JvSearch>) => void;
  onEdit: (post: JvPost) => void;
}) {
  const { data, isPending, isError } = useJvPosts(jvListQuery(search));
  // phones show the filters on demand, above the posts; wider screens always, beside them
  const [filtersShown, setFiltersShown] = useState(false);
  const page = search.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <aside className="space-y-4">
        <nav aria-label="Whose posts" className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={search.mine ? 'secondary' : 'primary'}
            aria-pressed={!search.mine}
            onClick={() => onSearch({ mine: undefined, page: undefined })}
          >
            All posts
          </Button>
          <Button
            size="sm"
            variant={search.mine ? 'primary' : 'secondary'}
            aria-pressed={Boolean(search.mine)}
            onClick={() => onSearch({ mine: true, page: undefined })}
          >
            My posts
          </Button>
        </nav>
        {search.mine ? null : (
          <>
            <Button
              size="sm"
              variant="secondary"
              className="lg:hidden"
              aria-expanded={filtersShown}
              aria-controls="jv-filters"
              onClick={() => setFiltersShown(!filtersShown)}
            >
              {filtersShown ? 'Hide filters' : 'Filters'}
            </Button>
            <div id="jv-filters" className={filtersShown ? 'block' : 'hidden lg:block'}>
              <PostFilters key={JSON.stringify(search)} search={search} onSearch={onSearch} />
            </div>
          </>
        )}
      </aside>
      <section aria-label={search.mine ? 'My posts' : 'Partner posts'} aria-busy={isPending}>
        {isError ? <p className="text-sm text-red-700">The board could not be loaded. Try again.</p> : null}
        {data ? (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {data.total === 1 ? '1 post' : `${data.total} posts`}
            </p>
            {data.posts.length === 0 ? (
              <p className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
                {search.mine ? 'You have no posts yet.' : 'No posts match these filters.'}
              </p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {data.posts.map((post) => (
                  <li key={post.id} className="flex">
                    <JvPostCard
                      post={post}
                      onOpen={() => onSearch({ post: post.id })}
                      actions={post.mine && search.mine ? <MyPostActions post={post} onEdit={() => onEdit(post)} /> : undefined}
                    />
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 ? (
              <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3 text-sm">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => onSearch({ page: page - 1 > 1 ? page - 1 : undefined })}
                >
                  Previous
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onSearch({ page: page + 1 })}>
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}

/** The board's filters: a form that navigates (the URL holds them). */
function PostFilters({ search, onSearch }: { search: JvSearch; onSearch: (patch: Partial<JvSearch>) => void }) {
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const amount = (name: string) => {
      const value = text(name)?.replace(/[$,\s]/g, '');
      return value && Number.isFinite(Number(value)) ? Math.round(Number(value)) : undefined;
    };
    onSearch({
      q: text('q'),
      kind: text('kind') as JvSearch['kind'],
      state: text('state'),
      county: text('county')?.slice(0, 80),
      jvStrategy: text('strategy') as JvSearch['jvStrategy'],
      minAmount: amount('minAmount'),
      maxAmount: amount('maxAmount'),
      sort: text('sort') === 'newest' ? undefined : (text('sort') as JvSearch['sort']),
      page: undefined,
    });
  }
  const select = (
    name: string,
    label: string,
    value: string | undefined,
    options: ReadonlyArray<readonly [string, string]>,
    any = 'Any',
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`jv-${name}`}>{label}</Label>
      <select id={`jv-${name}`} name={name} defaultValue={value ?? ''} className={inputClassName}>
        {any ? <option value="">{any}</option> : null}
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form role="search" aria-label="Filter posts" onSubmit={apply} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="space-y-1.5">
        <Label htmlFor="jv-q">Search</Label>
        <Input id="jv-q" name="q" type="search" defaultValue={search.q} placeholder="Words in the post" />
      </div>
      {select(
        'kind',
        'Kind',
        search.kind,
        JV_KIND_PARAMS.map((kind) => [kind, JV_POST_KIND_LABELS[kind]] as const),
      )}
      {select(
        'state',
        'State',
        search.state,
        US_STATES.map((state) => [state.code, state.name] as const),
      )}
      <div className="space-y-1.5">
        <Label htmlFor="jv-county">County</Label>
        <Input id="jv-county" name="county" defaultValue={search.county} placeholder="e.g. Travis" />
      </div>
      {select(
        'strategy',
        'Strategy',
        search.jvStrategy,
        JV_STRATEGY_PARAMS.map((strategy) => [strategy, JV_STRATEGY_LABELS[strategy]] as const),
      )}
      <div className="grid grid-cols-2 gap-2">
        <div className="space-y-1.5">
          <Label htmlFor="jv-min">Min amount ($)</Label>
          <Input id="jv-min" name="minAmount" inputMode="numeric" defaultValue={search.minAmount} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="jv-max">Max amount ($)</Label>
          <Input id="jv-max" name="maxAmount" inputMode="numeric" defaultValue={search.maxAmount} />
        </div>
      </div>
      {select('sort', 'Sort by', search.sort ?? 'newest', SORT_OPTIONS, '')}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          Apply filters
        </Button>
        <Button asChild variant="secondary">
          <Link to="/joint-venture">Clear</Link>
        </Button>
      </div>
    </form>
  );
}

function MyPostActions({ post, onEdit }: { post: JvPost; onEdit: () => void }) {
  const renew = useRenewJvPost();
  const close = useCloseJvPost();
  const remove = useDeleteJvPost();
  const [confirming, setConfirming] = useState(false);
  const failed = (failure: unknown) => toast({ title: serverMessage(failure) ?? 'That did not work. Try again.', variant: 'destructive' });
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      <Button size="sm" variant="secondary" onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => renew.mutate(post.id, { onSuccess: () => toast({ title: 'Renewed for 60 days' }), onError: failed })}
      >
        Renew
      </Button>
      {post.status === 'open' ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => close.mutate(post.id, { onSuccess: () => toast({ title: 'Post closed' }), onError: failed })}
        >
          Close
        </Button>
      ) : null}
      <Button size="sm" variant="destructive" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${post.title}”?`}
        description="The post leaves the board for good. Conversations members started about it stay in Messages."
        cancelLabel="Keep post"
        confirmLabel="Delete post"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Post deleted' });
            },
            onError: failed,
          })
        }
      />
    </div>
  );
}
