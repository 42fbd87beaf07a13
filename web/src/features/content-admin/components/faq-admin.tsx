import { ArrowDown, MessageCircleQuestion, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import {
  useAdminFaqCategories,
  useAdminFaqs,
  useCreateFaq,
  useCreateFaqCategory,
  useDeleteFaq,
  useDeleteFaqCategory,
  useRenameFaqCategory,
  useReorderFaqCategories,
  useReorderFaqs,
  useUpdateFaq,
  type Faq,
  type FaqCategory,
} from '../api/faq-admin.ts';
import { moved } from '../order.ts';
import { CategoryNameForm, FaqForm } from './faq-forms.tsx';

const panelClassName = 'rounded-xl border border-slate-200 bg-white p-5 shadow-xs';

/**
 * The "Help center FAQs" tab of `/admin/blog-management`: the help widget's categories (add, rename,
 * delete while empty, reorder) and each category's questions and answers (add, edit, move to another
 * category, delete, reorder). The widget shows changes the next time it loads its lists.
 */
export function FaqAdmin() {
  const categories = useAdminFaqCategories();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = categories.data ?? [];
  const selected = list.find((category) => category.id === chosenId) ?? list[0];

  if (categories.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[26rem_minmax(0,1fr)]" aria-busy="true">
        <span className="sr-only">Loading the FAQs...</span>
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  if (categories.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-10 text-center">
        <TriangleAlert className="size-8 text-red-500" aria-hidden="true" />
        <p className="font-semibold text-slate-900">The FAQ categories could not be loaded</p>
        <Button variant="secondary" onClick={() => void categories.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[26rem_minmax(0,1fr)]">
      <Categories categories={list} selectedId={selected?.id} onSelect={setChosenId} />
      {selected ? (
        <CategoryFaqs key={selected.id} category={selected} categories={list} />
      ) : (
        <div className={cn(panelClassName, 'text-center text-slate-600')}>Add a category to start writing FAQs.</div>
      )}
    </div>
  );
}

function Categories({
  categories,
  selectedId,
  onSelect,
}: {
  categories: FaqCategory[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const create = useCreateFaqCategory();
  const rename = useRenameFaqCategory();
  const remove = useDeleteFaqCategory();
  const reorder = useReorderFaqCategories();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FaqCategory | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const ids = categories.map((category) => category.id);

  const move = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(ids, index, by), {
      onError: (error) => toastError('Could not reorder the categories', error, 'Please try again.'),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    const category = deleting;
    remove.mutate(category.id, {
      onSuccess: () => {
        setDeleting(null);
        setRefusal(null);
        toast({ title: 'Category deleted', description: `"${category.name}" is gone from the help center.` });
      },
      onError: (error) => {
        setDeleting(null);
        if (isApiError(error, 409)) {
          setRefusal({
            name: category.name,
            message: serverMessage(error) ?? 'This category still holds FAQs. Move or delete them first.',
          });
        } else toastError('Could not delete the category', error, 'Please try again.');
      },
    });
  };

  return (
    <section aria-labelledby="faq-categories-heading" className={cn(panelClassName, 'space-y-4')}>
      <div>
        <h2 id="faq-categories-heading" className="text-lg font-semibold text-slate-900">
          Categories
        </h2>
        <p className="text-sm text-slate-600">In the order the help widget lists them.</p>
      </div>
      {refusal ? (
        <Alert variant="warning" title={`"${refusal.name}" was not deleted`}>
          <p>{refusal.message}</p>
          <button type="button" onClick={() => setRefusal(null)} className="mt-1 font-semibold underline">
            Dismiss
          </button>
        </Alert>
      ) : null}
      {categories.length === 0 ? (
        <p className="text-sm text-slate-600">No categories yet.</p>
      ) : (
        <ol aria-label="FAQ categories" className="space-y-1.5">
          {categories.map((category, index) => {
            const active = category.id === selectedId;
            if (renaming === category.id) {
              return (
                <li key={category.id} className="rounded-lg border border-brand-300 bg-brand-50/50 p-2">
                  <CategoryNameForm
                    label={`Rename ${category.name}`}
                    initialName={category.name}
                    submitLabel="Save"
                    onSubmit={async (name) => {
                      await rename.mutateAsync({ id: category.id, name });
                      setRenaming(null);
                      toast({ title: 'Category renamed', description: `It is now "${name}".` });
                    }}
                    onCancel={() => setRenaming(null)}
                    onFailure={(error) => toastError('Could not rename the category', error, 'Please try again.')}
                  />
                </li>
              );
            }
            return (
              <li
                key={category.id}
                className={cn(
                  'flex items-center gap-0.5 rounded-lg border p-1',
                  active ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-slate-50',
                )}
              >
                <button
                  type="button"
                  onClick={() => onSelect(category.id)}
                  aria-pressed={active}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className={cn('min-w-0 break-words', active ? 'font-semibold text-brand-900' : 'font-medium text-slate-800')}>
                    {category.name}
                  </span>
                  <span className="ml-auto shrink-0 rounded-full bg-white px-2 py-0.5 text-xs text-slate-600 tabular-nums ring-1 ring-slate-200">
                    {category.count}
                    <span className="sr-only">{category.count === 1 ? ' FAQ' : ' FAQs'}</span>
                  </span>
                </button>
                <IconButton label={`Move ${category.name} up`} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
                  <ArrowDown className="size-4 rotate-180" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={`Move ${category.name} down`}
                  disabled={index === categories.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </IconButton>
                <IconButton label={`Rename ${category.name}`} onClick={() => setRenaming(category.id)}>
                  <Pencil className="size-4" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={`Delete ${category.name}`}
                  onClick={() => setDeleting(category)}
                  className="hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </IconButton>
              </li>
            );
          })}
        </ol>
      )}
      <div className="border-t border-slate-100 pt-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-800">Add a category</h3>
        <CategoryNameForm
          label="New category"
          submitLabel="Add"
          onSubmit={async (name) => {
            await create.mutateAsync(name);
            toast({ title: 'Category added', description: `"${name}" is at the end of the list.` });
          }}
          onFailure={(error) => toastError('Could not add the category', error, 'Please try again.')}
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this category?"
        description="Only an empty category can be deleted: move or delete its FAQs first."
        subject={deleting?.name ?? ''}
        confirmLabel="Delete category"
        confirmIcon={<Trash2 className="size-4" aria-hidden="true" />}
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function CategoryFaqs({ category, categories }: { category: FaqCategory; categories: FaqCategory[] }) {
  const faqs = useAdminFaqs(category.id);
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs(category.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const list = faqs.data ?? [];
  const ids = list.map((faq) => faq.id);
  const nameOf = (id: string) => categories.find((each) => each.id === id)?.name ?? 'another category';

  const move = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(ids, index, by), { onError: (error) => toastError('Could not reorder the FAQs', error, 'Please try again.') });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'FAQ deleted' });
      },
      onError: (error) => {
        setDeleting(null);
        toastError('Could not delete the FAQ', error, 'Please try again.');
      },
    });
  };

  return (
    <section aria-labelledby="faq-list-heading" className={cn(panelClassName, 'space-y-5')}>
      <div>
        <h2 id="faq-list-heading" className="text-lg font-semibold text-slate-900">
          {category.name}
        </h2>
        <p className="text-sm text-slate-600">Questions and answers of this category, in the order the help widget shows them.</p>
      </div>

      {faqs.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : faqs.isError ? (
        <Alert variant="error" title="The FAQs could not be loaded">
          <Button variant="secondary" size="sm" onClick={() => void faqs.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">
          <MessageCircleQuestion className="size-8 text-slate-400" aria-hidden="true" />
          No FAQs in this category yet.
        </div>
      ) : (
        <ol aria-label={`FAQs in ${category.name}`} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {list.map((faq, index) =>
            editing === faq.id ? (
              <li key={faq.id} className="bg-slate-50 p-4">
                <FaqForm
                  label={`Edit: ${faq.question}`}
                  categories={categories}
                  initial={{ categoryId: category.id, question: faq.question, answer: faq.answer }}
                  submitLabel="Save FAQ"
                  onSubmit={async (values) => {
                    await update.mutateAsync({ id: faq.id, changes: values });
                    setEditing(null);
                    toast({
                      title: 'FAQ saved',
                      description: values.categoryId === category.id ? undefined : `Moved to "${nameOf(values.categoryId)}", at its end.`,
                    });
                  }}
                  onCancel={() => setEditing(null)}
                  onFailure={(error) => toastError('Could not save the FAQ', error, 'Please try again.')}
                />
              </li>
            ) : (
              <li key={faq.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-slate-900">{faq.question}</h3>
                  <p className="mt-1 line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-slate-600">{faq.answer}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <IconButton
                    label={`Move "${faq.question}" up`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowDown className="size-4 rotate-180" aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    label={`Move "${faq.question}" down`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </IconButton>
                  <IconButton label={`Edit "${faq.question}"`} onClick={() => setEditing(faq.id)}>
                    <Pencil className="size-4" aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    label={`Delete "${faq.question}"`}
                    onClick={() => setDeleting(faq)}
                    className="hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </IconButton>
                </div>
              </li>
            ),
          )}
        </ol>
      )}

      <div className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
        <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-800">
          <Plus className="size-4" aria-hidden="true" />
          Add a question to {category.name}
        </h3>
        <FaqForm
          label="New FAQ"
          categories={categories}
          initial={{ categoryId: category.id, question: '', answer: '' }}
          submitLabel="Add FAQ"
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            toast({
              title: 'FAQ added',
              description:
                values.categoryId === category.id
                  ? 'It is at the end of this category.'
                  : `It is at the end of "${nameOf(values.categoryId)}".`,
            });
          }}
          onFailure={(error) => toastError('Could not add the FAQ', error, 'Please try again.')}
        />
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this FAQ?"
        description="It leaves the help center at once."
        subject={deleting?.question ?? ''}
        confirmLabel="Delete FAQ"
        confirmIcon={<Trash2 className="size-4" aria-hidden="true" />}
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn('size-8 text-slate-500', className)}
    >
      {children}
    </Button>
  );
}
