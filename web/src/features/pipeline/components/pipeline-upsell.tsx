import { Link } from '@tanstack/react-router';
import { KanbanSquare } from 'lucide-react';
import { DEFAULT_STAGE_NAMES, PIPELINE_STAGES, PIPELINE_UPGRADE_MESSAGE } from '@contracts/leads/contracts/pipeline.ts';
import { Button } from '@/components/ui/button.tsx';

/** What a seller without the pipeline in their plan (or a buyer) sees on the tab: what it is, and the plans that have it. */
export function PipelineUpsell() {
  return (
    <div className="overflow-hidden rounded-xl border border-brand-200 bg-brand-50">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
          <KanbanSquare className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">Track every deal from first call to closing</h2>
          <p className="mt-1 text-sm text-slate-700">
            {PIPELINE_UPGRADE_MESSAGE} The leads you take and buyers&apos; messages about your listings land on a board where you move them
            through your stages, keep notes and set tasks with reminders.
          </p>
        </div>
        <Button asChild>
          <Link to="/pricing">View plans</Link>
        </Button>
      </div>
      <ol aria-label="The pipeline's stages" className="flex flex-wrap gap-2 border-t border-brand-200 bg-white/60 px-5 py-4 sm:px-6">
        {PIPELINE_STAGES.map((stage) => (
          <li key={stage} className="shrink-0 rounded-lg bg-white px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
            {DEFAULT_STAGE_NAMES[stage]}
          </li>
        ))}
      </ol>
    </div>
  );
}
