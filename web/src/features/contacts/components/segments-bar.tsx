import { Bookmark, Filter, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ContactFilter } from '@contracts/leads/contracts/contacts.ts';
import { SEGMENT_LIMITS, type Segment } from '@contracts/leads/contracts/segments.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { fieldIssues, serverMessage } from '@/lib/api-errors.ts';
import { cn, formatNumber } from '@/lib/utils.ts';
import { useChangeSegment, useDeleteSegment, useSaveSegment, useSegments } from '../api/segments.ts';
import { sameFilter } from '../contacts-search.ts';

export interface SegmentsBarProps {
  /** the list's filter now */
  filter: ContactFilter;
  filtered: boolean;
  onApply: (filter: Segment['filter']) => void;
}

/** "1 contact", "2 contacts" */
const contacts = (count: number) => `${formatNumber(count)} ${count === 1 ? 'contact' : 'contacts'}`;

/**
 * Saved segments of the buyers list: each a chip with its count now that applies its filter, a menu to
 * rename it, give it the list's filter now (apply it, change the filters, save them to it) or delete it, and
 * "Save as segment" for the list's current filter.
 */
export function SegmentsBar({ filter, filtered, onApply }: SegmentsBarProps) {
  const segments = useSegments();
  const [naming, setNaming] = useState<{ segment: Segment | null } | null>(null);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const remove = useDeleteSegment();
  const change = useChangeSegment();
  const list = segments.data ?? [];
  const refilter = (segment: Segment) =>
    change.mutate(
      { id: segment.id, filter },
      {
        onSuccess: (saved) => toast({ title: `“${saved.name}” now keeps the list’s filter`, description: contacts(saved.count) }),
        onError: (error) =>
          toast({
            title: 'The segment could not be saved',
            description: serverMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Segments" role="region">
      <span className="text-sm font-semibold text-slate-700">Segments</span>
      {segments.isError ? <span className="text-sm text-red-700">Your segments could not be loaded.</span> : null}
      {segments.isSuccess && list.length === 0 ? (
        <span className="text-sm text-slate-600">Filter the list, then save the filter as a segment.</span>
      ) : null}
      {list.map((segment) => {
        const active = sameFilter(segment.filter, filter);
        return (
          <div
            key={segment.id}
            className={cn(
              'inline-flex items-center rounded-full ring-1 ring-inset',
              active ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-300',
            )}
          >
            <button
              type="button"
              aria-pressed={active}
              className="rounded-l-full py-1 pr-1 pl-3 text-sm font-medium text-slate-800 hover:underline"
              onClick={() => onApply(segment.filter)}
            >
              {segment.name} <span className="font-normal text-slate-600">· {contacts(segment.count)}</span>
            </button>
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <button
                  type="button"
                  className="rounded-r-full px-2 py-1 text-slate-600 hover:text-slate-900"
                  aria-label={`Manage ${segment.name}`}
                >
                  <MoreHorizontal className="size-4" aria-hidden="true" />
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => setNaming({ segment })}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Rename
                </DropdownMenuItem>
                <DropdownMenuItem disabled={!filtered || active || change.isPending} onSelect={() => refilter(segment)}>
                  <Filter className="size-4" aria-hidden="true" />
                  Save the list’s filter to it
                </DropdownMenuItem>
                <DropdownMenuItem
                  onSelect={() => setDeleting(segment)}
                  className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        );
      })}
      <Button size="sm" variant="secondary" disabled={!filtered} onClick={() => setNaming({ segment: null })}>
        <Bookmark className="size-4" aria-hidden="true" />
        Save as segment
      </Button>

      <NameDialog naming={naming} filter={filter} onClose={() => setNaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the segment “${deleting?.name ?? ''}”?`}
        description="Only the saved filter goes; its contacts stay in your buyers list."
        confirmLabel="Delete segment"
        pending={remove.isPending}
        pendingLabel="Deleting…"
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: `Deleted the segment “${deleting.name}”` });
              setDeleting(null);
            },
            onError: (error) => {
              setDeleting(null);
              toast({
                title: 'The segment could not be deleted',
                description: serverMessage(error) ?? 'Please try again.',
                variant: 'destructive',
              });
            },
          })
        }
      />
    </div>
  );
}

/** Names a new segment of the current filter, or renames one. */
function NameDialog({
  naming,
  filter,
  onClose,
}: {
  naming: { segment: Segment | null } | null;
  filter: ContactFilter;
  onClose: () => void;
}) {
  const save = useSaveSegment();
  const rename = useChangeSegment();
  const [error, setError] = useState<string | null>(null);
  const segment = naming?.segment ?? null;
  const pending = save.isPending || rename.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    const done = (title: string) => () => {
      toast({ title });
      setError(null);
      onClose();
    };
    const failed = (error: unknown) =>
      setError(
        fieldIssues(error).find((issue) => issue.field === 'name')?.message ?? serverMessage(error) ?? 'The segment could not be saved.',
      );
    if (segment) rename.mutate({ id: segment.id, name }, { onSuccess: done(`Renamed to “${name}”`), onError: failed });
    else save.mutate({ name, filter }, { onSuccess: done(`Saved the segment “${name}”`), onError: failed });
  };

  return (
    <Dialog
      open={naming !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogTitle>{segment ? 'Rename the segment' : 'Save as segment'}</DialogTitle>
        <DialogDescription>
          {segment ? 'Its filter stays as it is.' : 'The list’s current filter, found again whenever you use the segment.'}
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <Field label="Segment name" error={error ?? undefined}>
            {(control) => (
              <Input
                {...control}
                name="name"
                defaultValue={segment?.name ?? ''}
                maxLength={SEGMENT_LIMITS.name}
                autoComplete="off"
                autoFocus
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {segment ? 'Rename' : 'Save segment'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
