import { Minus, Plus } from 'lucide-react';

const buttonClassName =
  'flex size-9 items-center justify-center bg-white text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-600';

/** Zoom in and out as real buttons (reachable with Tab, pressed with Enter or Space). */
export function ZoomButtons({ onZoom }: { onZoom: (delta: number) => void }) {
  return (
    <div className="absolute top-3 right-3 z-10 flex flex-col divide-y divide-slate-200 overflow-hidden rounded-lg shadow-md ring-1 ring-slate-300">
      <button type="button" className={buttonClassName} onClick={() => onZoom(1)} aria-label="Zoom in" title="Zoom in">
        <Plus className="size-4" aria-hidden="true" />
      </button>
      <button type="button" className={buttonClassName} onClick={() => onZoom(-1)} aria-label="Zoom out" title="Zoom out">
        <Minus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
