import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Copy, FolderOpen, MoreHorizontal, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SavedAnalysisSummary } from '@contracts/listings/contracts/saved-analyses.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClassName } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { savedAnalysesQueryOptions, useDeleteAnalysis, useDuplicateAnalysis, useUpdateAnalysis } from '../api/saved-analyses.ts';
import { headlineText, STRATEGY_LABELS } from '../strategies.ts';
import { NameDialog } from './name-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';

const updated = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The user's saved analyses: open, rename, duplicate, share or delete each. */
export function SavedAnalysesPanel({ userId, openId }: { userId: string; openId: string | undefined }) {
  const list = useQuery(savedAnalysesQueryOptions(userId));
  const navigate = useNavigate();
  const rename = useUpdateAnalysis(userId);
  const duplicate = useDuplicateAnalysis(userId);
  const remove = useDeleteAnalysis(userId);
  const [renaming, setRenaming] = useState<SavedAnalysisSummary | null>(null);
  const [deleting, setDeleting] = useState<SavedAnalysisSummary | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);

  const onDuplicate = (analysis: SavedAnalysisSummary) =>
    duplicate.mutate(analysis.id, {
      onSuccess: (copy) => toast({ title: 'Analysis duplicated', description: `Saved as “${copy.name}”.` }),
      onError: (error) => toastError('Not duplicated', error, 'Please try again.'),
    });

  const onDelete = (analysis: SavedAnalysisSummary) =>
    remove.mutate(analysis.id, {
      onSuccess: () => {
        toast({ title: 'Analysis deleted', description: `“${analysis.name}” is gone.` });
        if (analysis.id === openId)
          void navigate({ to: '/calculator', search: (previous) => ({ ...previous, analysis: undefined }), replace: true });
      },
      onError: (error) => toastError('Not deleted', error, 'Please try again.'),
    });

  return (
    <section
      aria-labelledby="saved-analyses-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:hidden"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="saved-analyses-title" className="text-lg font-semibold text-slate-900">
          Saved analyses
        </h2>
        {list.data ? (
          <span className="text-xs text-slate-500">
            {list.data.analyses.length} of {list.data.limit}
          </span>
        ) : null}
      </div>

      {list.isPending ? (
        <div className="mt-4 space-y-2" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : list.isError ? (
        <Alert variant="error" className="mt-4">
          {serverMessage(list.error) ?? 'Your saved analyses could not be loaded.'}
        </Alert>
      ) : list.data.analyses.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing saved yet. Save an analysis to come back to it, print it or share a read-only link.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Your saved analyses">
          {list.data.analyses.map((analysis) => (
            <li
              key={analysis.id}
              className={cn('flex items-center gap-3 py-3', analysis.id === openId && '-mx-2 rounded-lg bg-brand-50 px-2')}
            >
              <div className="min-w-0 flex-1">
                <Link
                  to="/calculator"
                  search={{ analysis: analysis.id }}
                  className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  aria-current={analysis.id === openId ? 'true' : undefined}
                >
                  {analysis.name}
                </Link>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-500">
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-700">
                    {STRATEGY_LABELS[analysis.strategy]}
                  </span>
                  {headlineText(analysis.strategy, analysis.headline).map((text) => (
                    <span key={text} className="tabular-nums">
                      {text}
                    </span>
                  ))}
                  {analysis.shared ? <span className="font-medium text-brand-700">Shared</span> : null}
                  <span>Updated {updated.format(new Date(analysis.updatedAt))}</span>
                </p>
              </div>
              <DropdownMenu>
                <DropdownMenuTrigger className={buttonClassName('ghost', 'icon')} aria-label={`Actions for ${analysis.name}`}>
                  <MoreHorizontal className="size-5" aria-hidden="true" />
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem onSelect={() => void navigate({ to: '/calculator', search: { analysis: analysis.id } })}>
                    <FolderOpen className="size-4" aria-hidden="true" /> Open
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setRenaming(analysis)}>
                    <Pencil className="size-4" aria-hidden="true" /> Rename
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => onDuplicate(analysis)}>
                    <Copy className="size-4" aria-hidden="true" /> Duplicate
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setSharing(analysis.id)}>
                    <Share2 className="size-4" aria-hidden="true" /> Share link
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem
                    onSelect={() => setDeleting(analysis)}
                    className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Delete
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ))}
        </ul>
      )}

      <NameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename analysis"
        description="A name you will recognise in the list."
        submitLabel="Rename"
        initialName={renaming?.name ?? ''}
        onSubmit={(name) => rename.mutateAsync({ id: renaming!.id, changes: { name } })}
      />

      <ShareDialog userId={userId} analysisId={sharing} onOpenChange={(open) => !open && setSharing(null)} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this analysis?"
        description={
          <>
            “{deleting?.name}” will be deleted for good{deleting?.shared ? ', and its share link will stop working' : ''}. This cannot be
            undone.
          </>
        }
        confirmLabel="Delete"
        closeOnConfirm
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </section>
  );
}
