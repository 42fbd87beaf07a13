import { useNavigate } from '@tanstack/react-router';
import { CircleCheck, CopyPlus, Save, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { Strategy } from '@contracts/listings/contracts/deal-math/index.ts';
import type { SaveAnalysisRequest } from '@contracts/listings/contracts/saved-analyses.ts';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useSaveAnalysis, useUpdateAnalysis, type SavedAnalysisView } from '../api/saved-analyses.ts';
import { sameInputs, type ParsedDraft } from '../form/fields.ts';
import { STRATEGY_LABELS } from '../strategies.ts';
import { NameDialog } from './name-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';

interface AnalysisBarProps {
  userId: string;
  strategy: Strategy;
  parsed: ParsedDraft<Strategy>;
  /** the saved analysis open in the calculator, if any */
  analysis: SavedAnalysisView | undefined;
  /** the name offered when saving a new analysis */
  suggestedName: string;
}

/** Save (new, or changes to the open analysis), save as new, and share. */
export function AnalysisBar({ userId, strategy, parsed, analysis, suggestedName }: AnalysisBarProps) {
  const navigate = useNavigate();
  const save = useSaveAnalysis(userId);
  const update = useUpdateAnalysis(userId);
  const [naming, setNaming] = useState<'new' | 'copy' | null>(null);
  const [sharing, setSharing] = useState(false);

  // the open analysis is edited on its own tab; another tab's inputs can only be saved as a new analysis
  const editing = analysis && analysis.strategy === strategy ? analysis : undefined;
  const dirty = editing !== undefined && parsed.ok && !sameInputs(parsed.input, editing.inputs);
  const invalidHint = parsed.ok ? undefined : 'Fix the highlighted inputs first';

  const saveNew = async (name: string) => {
    if (!parsed.ok) return;
    const saved = await save.mutateAsync({ name, strategy, inputs: parsed.input } as SaveAnalysisRequest);
    toast({ title: 'Analysis saved', description: `“${saved.name}” is in your saved analyses.` });
    await navigate({ to: '/calculator', search: { analysis: saved.id } });
  };

  const saveChanges = () => {
    if (!editing || !parsed.ok) return;
    update.mutate(
      { id: editing.id, changes: { inputs: parsed.input as Record<string, unknown> } },
      {
        onSuccess: () => toast({ title: 'Changes saved', description: `“${editing.name}” is up to date.` }),
        onError: (error) => toastError('Not saved', error, 'Please try again.'),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm print:hidden">
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate font-semibold text-slate-900" data-testid="analysis-name">
          {editing ? editing.name : analysis ? `${STRATEGY_LABELS[strategy]} analysis (not saved)` : 'Unsaved analysis'}
        </p>
        <p className="text-xs text-slate-500" aria-live="polite">
          {editing ? (
            dirty ? (
              'Unsaved changes'
            ) : parsed.ok ? (
              <span className="inline-flex items-center gap-1 text-emerald-700">
                <CircleCheck className="size-3.5" aria-hidden="true" /> All changes saved
              </span>
            ) : (
              'Fix the highlighted inputs to save'
            )
          ) : analysis ? (
            `“${analysis.name}” is a ${STRATEGY_LABELS[analysis.strategy]} analysis: save these inputs as a new one`
          ) : (
            'Save it to keep it, print it or share a read-only link.'
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {editing ? (
          <>
            <SubmitButton
              onClick={saveChanges}
              title={invalidHint}
              pending={update.isPending}
              icon={<Save className="size-4" aria-hidden="true" />}
              disabled={!dirty}
            >
              Save changes
            </SubmitButton>
            <Button variant="secondary" onClick={() => setNaming('copy')} disabled={!parsed.ok} title={invalidHint}>
              <CopyPlus className="size-4" aria-hidden="true" />
              Save as new
            </Button>
            <Button variant="secondary" onClick={() => setSharing(true)}>
              <Share2 className="size-4" aria-hidden="true" />
              Share
            </Button>
          </>
        ) : (
          <Button onClick={() => setNaming('new')} disabled={!parsed.ok} title={invalidHint}>
            <Save className="size-4" aria-hidden="true" />
            Save analysis
          </Button>
        )}
      </div>

      <NameDialog
        open={naming !== null}
        onOpenChange={(open) => !open && setNaming(null)}
        title={naming === 'copy' ? 'Save as a new analysis' : 'Save analysis'}
        description="Saved with its inputs; the results are recalculated whenever you open it."
        submitLabel="Save"
        initialName={naming === 'copy' && editing ? `Copy of ${editing.name}`.slice(0, 120) : suggestedName}
        onSubmit={saveNew}
      />
      <ShareDialog userId={userId} analysisId={sharing && editing ? editing.id : null} onOpenChange={setSharing} />
    </div>
  );
}
