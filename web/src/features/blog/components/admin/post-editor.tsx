import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CalendarClock, ExternalLink, TriangleAlert, Undo2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  BLOG_CATEGORIES,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  type BlogPostRecord,
} from '@contracts/content/contracts/blog.ts';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { useAdminPost, usePublishBlogPost, useSaveBlogPost, useUnpublishBlogPost } from '../../api/admin-posts.ts';
import { formatLocalDateTime, fromDateTimeLocal, toDateTimeLocal } from '../../admin-format.ts';
import { DeletePostDialog } from './delete-post-dialog.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { CoverField } from './cover-field.tsx';
import { textareaClassName } from './admin-ui.ts';
import { EMPTY_POST, formValuesOf, inputOf, postFieldIssues, postFormSchema, sameValues, type PostFormValues } from './post-form.ts';
import { StatusBadge } from './status-badge.tsx';
import { TagsField } from './tags-field.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes.tsx';

interface PostEditorProps {
  /** the post's id, or null for a new post */
  id: string | null;
  /** back to the list (`force`: without asking about unsaved changes, e.g. after a delete) */
  onClose: (force?: boolean) => void;
  /** a new post was saved for the first time: the editor now edits it */
  onCreated: (id: string) => void;
}

/** Loads the post, then edits it; a new post starts empty. */
export function PostEditor({ id, onClose, onCreated }: PostEditorProps) {
  const { data: record, isPending, isError, error, refetch } = useAdminPost(id ?? undefined);
  if (id === null) return <PostForm record={null} onClose={onClose} onCreated={onCreated} />;
  if (isPending) return <EditorSkeleton />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-10 text-center">
        <TriangleAlert className="size-8 text-red-500" aria-hidden="true" />
        <p className="font-semibold text-slate-900">
          {isApiError(error, 404) ? 'This post does not exist any more' : 'The post could not be loaded'}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onClose(true)}>
            Back to posts
          </Button>
          {isApiError(error, 404) ? null : <Button onClick={() => void refetch()}>Try again</Button>}
        </div>
      </div>
    );
  }
  return <PostForm record={record} onClose={onClose} onCreated={onCreated} />;
}

type PostFormOutput = z.output<typeof postFormSchema>;

function PostForm({ record, onClose, onCreated }: { record: BlogPostRecord | null } & Omit<PostEditorProps, 'id'>) {
  const headingId = useId();
  const { user } = useCurrentUser();
  const initial = record ? formValuesOf(record) : EMPTY_POST;
  const saved = useRef<PostFormValues>(initial);
  const form = useForm<PostFormValues, unknown, PostFormOutput>({ resolver: zodResolver(postFormSchema), defaultValues: initial });
  const { register, control, handleSubmit, setError, getValues, reset, formState } = form;
  const errors = formState.errors;

  const saving = useSaveBlogPost();
  const publishing = usePublishBlogPost();
  const unpublishing = useUnpublishBlogPost();
  // which of the form's actions is under way (each saves first)
  const [running, setRunning] = useState<'save' | 'publish' | 'schedule' | null>(null);
  const busy = running !== null || saving.isPending || publishing.isPending || unpublishing.isPending;

  const [scheduleAt, setScheduleAt] = useState(() =>
    record?.status === 'scheduled' && record.publishAt ? toDateTimeLocal(new Date(record.publishAt)) : '',
  );
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const scheduleId = useId();

  const guard = useUnsavedChangesGuard(() => !sameValues(getValues(), saved.current));

  const status = record?.status ?? 'draft';
  const slugLocked = record?.slugLocked ?? false;

  /** Saves the form (creating the post when new); the form then holds what the server stored. */
  const save = async (values: PostFormValues): Promise<BlogPostRecord> => {
    const answer = await saving.mutateAsync({ id: record?.id ?? null, input: inputOf(values, { slugLocked }) });
    const stored = formValuesOf(answer);
    saved.current = stored;
    // what was typed meanwhile stays (and stays unsaved)
    if (sameValues(getValues(), values)) reset(stored);
    return answer;
  };

  const failed = (what: string) => (error: unknown) => {
    const issues = postFieldIssues(error);
    issues.forEach((issue, index) => setError(issue.field, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }));
    if (issues.length > 0) toast({ title: 'Please check the highlighted fields', description: issues[0].message, variant: 'destructive' });
    else toastError(`Could not ${what}`, error, 'Please try again.');
  };

  const invalid = () => toast({ title: 'Please check the highlighted fields', variant: 'destructive' });

  const afterSave = (answer: BlogPostRecord) => {
    if (!record) onCreated(answer.id);
  };

  const saveDraft = async (values: PostFormValues) => {
    setRunning('save');
    try {
      const answer = await save(values);
      toast({
        title: answer.status === 'draft' ? 'Draft saved' : 'Changes saved',
        description: answer.status === 'published' ? 'The article shows them now.' : undefined,
      });
      afterSave(answer);
    } catch (error) {
      failed('save the post')(error);
    } finally {
      setRunning(null);
    }
  };

  const publishNow = async (values: PostFormValues) => {
    setRunning('publish');
    try {
      const stored = await save(values);
      const answer = await publishing.mutateAsync({ id: stored.id });
      toast({ title: 'Post published', description: `"${answer.title}" is on the blog now.` });
      afterSave(answer);
    } catch (error) {
      failed('publish the post')(error);
    } finally {
      setRunning(null);
    }
  };

  const schedule = async (values: PostFormValues) => {
    const at = fromDateTimeLocal(scheduleAt);
    if (!at) {
      setScheduleError('Choose the date and time to publish at');
      return;
    }
    if (new Date(at).getTime() <= Date.now()) {
      setScheduleError('Choose a time in the future, or use Publish now');
      return;
    }
    setScheduleError(null);
    setRunning('schedule');
    try {
      const stored = await save(values);
      const answer = await publishing.mutateAsync({ id: stored.id, at });
      toast({
        title:
          answer.status === 'scheduled' && answer.publishAt ? `Scheduled for ${formatLocalDateTime(answer.publishAt)}` : 'Post published',
        description: answer.status === 'scheduled' ? 'It goes on the blog by itself at that time.' : undefined,
      });
      afterSave(answer);
    } catch (error) {
      failed('schedule the post')(error);
    } finally {
      setRunning(null);
    }
  };

  const unpublish = () => {
    if (!record) return;
    unpublishing.mutate(record.id, {
      onSuccess: () =>
        toast({ title: record.status === 'scheduled' ? 'Schedule cancelled' : 'Post unpublished', description: 'It is a draft again.' }),
      onError: failed('unpublish the post'),
    });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(saveDraft, invalid)(event)} noValidate aria-labelledby={headingId} className="space-y-6">
      {guard}
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0 space-y-2">
          <button
            type="button"
            onClick={() => onClose()}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All posts
          </button>
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
              {record ? 'Edit post' : 'New post'}
            </h2>
            {record ? <StatusBadge post={record} /> : <span className="text-sm text-slate-500">Not saved yet</span>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {record?.status === 'published' ? (
            <Button variant="ghost" asChild>
              <a href={`/blog/${record.slug}`} target="_blank" rel="noopener">
                <ExternalLink className="size-4" aria-hidden="true" />
                View on the blog
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
          <SubmitButton type="submit" variant="secondary" pending={running === 'save'} pendingLabel="Saving..." disabled={busy}>
            {status === 'draft' ? 'Save draft' : 'Save changes'}
          </SubmitButton>
          {status === 'published' ? null : (
            <SubmitButton
              onClick={() => void handleSubmit(publishNow, invalid)()}
              pending={running === 'publish'}
              pendingLabel="Publishing..."
              disabled={busy}
            >
              Publish now
            </SubmitButton>
          )}
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <Field label="Title" error={errors.title?.message}>
            {(controlProps) => (
              <Input {...controlProps} {...register('title')} maxLength={BLOG_TITLE_MAX} placeholder="How to find motivated land sellers" />
            )}
          </Field>
          {slugLocked ? (
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-slate-800">Slug</p>
              <p className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-700">
                <span className="truncate">/blog/{record?.slug}</span>
              </p>
              <p className="text-sm text-slate-500">The address stays once the post has been public, so links to it keep working.</p>
            </div>
          ) : (
            <Field
              label="Slug"
              optional
              error={errors.slug?.message}
              hint="The address: /blog/your-slug. Left empty, it is made from the title. It can change until the post is first published."
            >
              {(controlProps) => (
                <Input
                  {...controlProps}
                  {...register('slug')}
                  maxLength={BLOG_SLUG_MAX}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  placeholder="made-from-the-title"
                  className="font-mono"
                />
              )}
            </Field>
          )}
          <Field
            label="Excerpt"
            error={errors.excerpt?.message}
            hint={`One or two sentences for the cards and link previews; ${BLOG_EXCERPT_MAX} characters at most.`}
          >
            {(controlProps) => (
              <textarea {...controlProps} {...register('excerpt')} rows={3} maxLength={BLOG_EXCERPT_MAX} className={textareaClassName} />
            )}
          </Field>
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <fieldset aria-describedby={errors.categories ? `${headingId}-categories-error` : undefined}>
                <legend className="text-sm font-medium text-slate-800">Categories</legend>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  {BLOG_CATEGORIES.map((category) => {
                    const checked = field.value.includes(category.slug);
                    return (
                      <label
                        key={category.slug}
                        className={cn(
                          'flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                          checked
                            ? 'border-brand-600 bg-brand-50 text-brand-900'
                            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                        )}
                      >
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={() =>
                            field.onChange(checked ? field.value.filter((slug) => slug !== category.slug) : [...field.value, category.slug])
                          }
                          onBlur={field.onBlur}
                          className="size-4 rounded border-slate-300 accent-brand-600"
                        />
                        {category.name}
                      </label>
                    );
                  })}
                </div>
                {errors.categories ? (
                  <p id={`${headingId}-categories-error`} className="mt-1.5 text-sm text-red-700">
                    {errors.categories.message}
                  </p>
                ) : null}
              </fieldset>
            )}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagsField
                value={field.value}
                onChange={field.onChange}
                error={errors.tags?.message ?? errors.tags?.find?.((issue) => issue)?.message}
              />
            )}
          />
        </div>

        <aside className="space-y-6" aria-label="Publishing and cover">
          <section
            aria-labelledby={`${headingId}-publishing`}
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
          >
            <h3 id={`${headingId}-publishing`} className="font-semibold text-slate-900">
              Publishing
            </h3>
            <p className="text-sm text-slate-600">
              {status === 'published' && record?.publishAt
                ? `Published ${formatLocalDateTime(record.publishAt)}.`
                : status === 'scheduled' && record?.publishAt
                  ? `Goes live ${formatLocalDateTime(record.publishAt)}, your time.`
                  : 'A draft is seen only here. Publish it now or choose when it goes live.'}
            </p>
            {status === 'published' ? null : (
              <div className="space-y-2">
                <label htmlFor={scheduleId} className="block text-sm font-medium text-slate-800">
                  Publish at (your local time)
                </label>
                <input
                  id={scheduleId}
                  type="datetime-local"
                  value={scheduleAt}
                  min={toDateTimeLocal(new Date())}
                  onChange={(event) => {
                    setScheduleAt(event.target.value);
                    setScheduleError(null);
                  }}
                  aria-invalid={scheduleError ? true : undefined}
                  aria-describedby={scheduleError ? `${scheduleId}-error` : undefined}
                  className={inputClassName}
                />
                {scheduleError ? (
                  <p id={`${scheduleId}-error`} className="text-sm text-red-700">
                    {scheduleError}
                  </p>
                ) : null}
                <SubmitButton
                  variant="secondary"
                  className="w-full"
                  onClick={() => void handleSubmit(schedule, invalid)()}
                  pending={running === 'schedule'}
                  pendingLabel="Scheduling..."
                  disabled={busy}
                  icon={<CalendarClock className="size-4" aria-hidden="true" />}
                >
                  {status === 'scheduled' ? 'Reschedule' : 'Schedule'}
                </SubmitButton>
              </div>
            )}
            {record && record.status !== 'draft' ? (
              <SubmitButton
                variant="secondary"
                className="w-full"
                onClick={unpublish}
                pending={unpublishing.isPending}
                pendingLabel="Unpublishing..."
                disabled={busy}
                icon={<Undo2 className="size-4" aria-hidden="true" />}
              >
                {record.status === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
              </SubmitButton>
            ) : null}
            {record ? (
              <div className="border-t border-slate-100 pt-3">
                <DeletePostDialog postId={record.id} title={record.title} disabled={busy} onDeleted={() => onClose(true)} />
              </div>
            ) : null}
          </section>
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
            <Controller
              control={control}
              name="coverImageUrl"
              render={({ field }) => <CoverField value={field.value} onChange={field.onChange} error={errors.coverImageUrl?.message} />}
            />
          </div>
          <Field label="Author name" error={errors.authorName?.message} hint="Shown under the title. Left empty, your name.">
            {(controlProps) => (
              <Input
                {...controlProps}
                {...register('authorName')}
                maxLength={100}
                placeholder={user ? `${user.firstName} ${user.lastName}` : 'DealAcre Team'}
                autoComplete="off"
              />
            )}
          </Field>
        </aside>
      </div>

      <Controller
        control={control}
        name="markdown"
        render={({ field }) => (
          <MarkdownField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            textareaRef={field.ref}
            error={errors.markdown?.message}
          />
        )}
      />
    </form>
  );
}

function EditorSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Loading the post...</span>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}
