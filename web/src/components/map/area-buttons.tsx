import { Check, PencilLine, X } from 'lucide-react';

const shape =
  'flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium shadow-md ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const plain = `${shape} bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900`;
const pressed = `${shape} bg-brand-700 text-white ring-brand-800 hover:bg-brand-800`;

/**
 * "Draw area" (pressed while a drawing is under way; pressing it again cancels) and, when an area is
 * drawn, "Clear area": under the zoom buttons. On a phone they are icons, their names read out.
 */
export function AreaButtons({
  drawing,
  onToggleDrawing,
  onClear,
}: {
  drawing: boolean;
  onToggleDrawing: () => void;
  onClear?: () => void;
}) {
  return (
    <div className="absolute top-[6.25rem] right-3 z-10 flex flex-col items-end gap-2">
      <button
        type="button"
        aria-pressed={drawing}
        onClick={onToggleDrawing}
        title={drawing ? 'Cancel drawing' : 'Draw an area to search in'}
        className={drawing ? pressed : plain}
      >
        <PencilLine className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Draw area</span>
      </button>
      {onClear && !drawing ? (
        <button type="button" onClick={onClear} title="Search everywhere again" className={plain}>
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Clear area</span>
        </button>
      ) : null}
    </div>
  );
}

/** While drawing: how it works, "Finish" and "Cancel". */
export function DrawingHint({ onFinish, onCancel }: { onFinish: () => void; onCancel: () => void }) {
  return (
    <div
      role="status"
      className="absolute top-3 right-16 left-3 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-700 shadow-md ring-1 ring-slate-300 sm:right-auto sm:max-w-md"
    >
      <p className="min-w-0 flex-[1_1_12rem]">Click or tap the corners of your area; click the first corner to finish. Esc cancels.</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onFinish}
          className="flex items-center gap-1 rounded-md bg-brand-700 px-2.5 py-1 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Check className="size-4" aria-hidden="true" />
          Finish
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md px-2.5 py-1 font-medium text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
