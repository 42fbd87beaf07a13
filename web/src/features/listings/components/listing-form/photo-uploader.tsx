import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, RotateCcw, Star, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { imageSrcSet, MAX_IMAGES_PER_LISTING } from '@contracts/listings/contracts/media.ts';
import { Button, fileInputLabelClassName } from '@/components/ui/button.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { uploadListingImages } from '../../api/manage-listings.ts';
import { makeCover, MAX_PHOTO_MB, movePhoto, PHOTO_ACCEPT, photoProblem, removePhoto } from './photo-order.ts';

/** uploads running at once; the others wait their turn */
const PARALLEL_UPLOADS = 2;

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move a photo, press space or enter on its drag handle, move it with the arrow keys, and press space or enter again to drop it, or escape to cancel. The first photo is the cover.',
};

interface Upload {
  id: number;
  file: File;
  previewUrl: string;
  progress: number;
  status: 'queued' | 'uploading' | 'failed';
  error?: string;
}

interface PhotoUploaderProps {
  /** the listing's photo URLs in display order; the first is the cover */
  value: string[];
  onChange: (urls: string[]) => void;
  /** told whether uploads are still running (the form waits for them before saving) */
  onBusyChange?: (busy: boolean) => void;
  /** the form's error for the photos field */
  error?: string;
}

let nextUploadId = 1;

/**
 * The listing's photos: drop files or pick them, each uploads on its own with progress (so one
 * bad file does not stop the others, and its error names it); reorder by dragging a photo (mouse,
 * touch on its handle, or the keyboard on its handle, each step announced) or with the Move
 * left/right buttons, "Make cover" moves a photo first, Remove takes it out.
 */
export function PhotoUploader({ value, onChange, onBusyChange, error }: PhotoUploaderProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dropActive, setDropActive] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const dndId = useId();
  // the latest photo list, also between renders (several uploads can finish in one tick)
  const valueRef = useRef(value);
  const started = useRef(new Set<number>());
  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  const pendingCount = uploads.filter((upload) => upload.status !== 'failed').length;
  const room = MAX_IMAGES_PER_LISTING - value.length - pendingCount;

  useEffect(() => {
    onBusyChange?.(pendingCount > 0);
  }, [pendingCount, onBusyChange]);

  // start queued uploads while fewer than PARALLEL_UPLOADS run
  useEffect(() => {
    const running = uploads.filter((upload) => upload.status === 'uploading').length;
    const next = uploads
      .filter((upload) => upload.status === 'queued' && !started.current.has(upload.id))
      .slice(0, Math.max(0, PARALLEL_UPLOADS - running));
    for (const upload of next) {
      started.current.add(upload.id);
      setUploads((current) => current.map((entry) => (entry.id === upload.id ? { ...entry, status: 'uploading' } : entry)));
      uploadListingImages([upload.file], {
        onProgress: (fraction) =>
          setUploads((current) => current.map((entry) => (entry.id === upload.id ? { ...entry, progress: fraction } : entry))),
      }).then(
        (images) => {
          const urls = images.map((image) => image.url);
          const photos = [...valueRef.current, ...urls].slice(0, MAX_IMAGES_PER_LISTING);
          valueRef.current = photos;
          onChange(photos);
          URL.revokeObjectURL(upload.previewUrl);
          setUploads((current) => current.filter((entry) => entry.id !== upload.id));
        },
        (failure: unknown) => {
          started.current.delete(upload.id);
          const message = serverMessage(failure) ?? (failure instanceof Error && !/^\d{3}:/.test(failure.message) ? failure.message : null);
          setUploads((current) =>
            current.map((entry) =>
              entry.id === upload.id
                ? {
                    ...entry,
                    status: 'failed',
                    progress: 0,
                    error: message ?? `${upload.file.name} could not be uploaded. Please try again.`,
                  }
                : entry,
            ),
          );
        },
      );
    }
  }, [uploads, onChange]);

  // object URLs of previews still shown are released when the uploader goes away
  const uploadsRef = useRef(uploads);
  useEffect(() => {
    uploadsRef.current = uploads;
  }, [uploads]);
  useEffect(() => () => uploadsRef.current.forEach((upload) => URL.revokeObjectURL(upload.previewUrl)), []);

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    setNotice(
      files.length > accepted.length
        ? `A listing has at most ${MAX_IMAGES_PER_LISTING} photos: ${files.length - accepted.length} ${files.length - accepted.length === 1 ? 'file was' : 'files were'} not added.`
        : null,
    );
    const entries = accepted.map((file): Upload => {
      const problem = photoProblem(file);
      return {
        id: nextUploadId++,
        file,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        status: problem ? 'failed' : 'queued',
        error: problem ?? undefined,
      };
    });
    setUploads((current) => [...current, ...entries]);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // lets the same file be chosen again
    event.target.value = '';
  };

  const onDropZoneDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropActive(true);
  };
  const onDropZoneDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropActive(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const retry = (id: number) =>
    setUploads((current) => current.map((entry) => (entry.id === id ? { ...entry, status: 'queued', error: undefined } : entry)));
  const dismiss = (id: number) =>
    setUploads((current) => {
      const gone = current.find((entry) => entry.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((entry) => entry.id !== id);
    });

  const change = (photos: string[]) => {
    valueRef.current = photos;
    onChange(photos);
  };

  // reordering by drag and drop: with a mouse or pen from anywhere on the photo once it moves a few
  // pixels (a click stays a click), by touch from its handle (the photo itself scrolls the page),
  // and with the keyboard on its handle
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => value.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)} of ${value.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${position(active.id)} is over position ${position(over.id)} of ${value.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} was moved to position ${position(over.id)} of ${value.length}${position(over.id) === 1 ? ', the cover' : ''}.`
        : `Photo ${position(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving photo ${position(active.id)} was cancelled; it stays where it was.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.indexOf(String(active.id));
    const to = value.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    change(movePhoto(value, from, to));
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={onDropZoneDragOver}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDropZoneDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dropActive ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <ImagePlus className="size-8 text-slate-400" aria-hidden="true" />
        <div>
          <p className="font-medium text-slate-800">Drag photos here</p>
          <p className="text-sm text-slate-500">
            JPEG, PNG, WebP or HEIC, up to {MAX_PHOTO_MB} MB each, {MAX_IMAGES_PER_LISTING} photos at most. The first photo is the cover.
          </p>
        </div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          onChange={onPick}
          disabled={room <= 0}
          aria-describedby={error ? errorId : undefined}
          className="peer sr-only"
        />
        <label htmlFor={inputId} className={fileInputLabelClassName}>
          Choose photos
        </label>
        <p className="text-xs text-slate-500" aria-live="polite">
          {value.length} of {MAX_IMAGES_PER_LISTING} photos
        </p>
      </div>

      {notice ? (
        <p role="status" className="text-sm text-amber-800">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}

      {value.length > 0 ? (
        <DndContext
          id={dndId}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
        >
          <SortableContext items={value} strategy={rectSortingStrategy}>
            <ol aria-label="Listing photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {value.map((url, index) => (
                <SortablePhoto key={url} url={url} index={index} count={value.length} photos={value} onChange={change} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      ) : null}

      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
              <img src={upload.previewUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800">{upload.file.name}</p>
                {upload.status === 'failed' ? (
                  <p role="alert" className="text-sm text-red-700">
                    {upload.error}
                  </p>
                ) : (
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${upload.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(upload.progress * 100)}
                    className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
                  >
                    <div
                      className="h-full rounded-full bg-brand-600 transition-[width]"
                      style={{ width: `${Math.max(4, upload.progress * 100)}%` }}
                    />
                  </div>
                )}
              </div>
              {upload.status === 'failed' ? (
                <div className="flex shrink-0 gap-1">
                  {upload.error && !photoProblem(upload.file) ? (
                    <IconButton label={`Retry ${upload.file.name}`} onClick={() => retry(upload.id)}>
                      <RotateCcw className="size-4" aria-hidden="true" />
                    </IconButton>
                  ) : null}
                  <IconButton label={`Dismiss ${upload.file.name}`} onClick={() => dismiss(upload.id)}>
                    <X className="size-4" aria-hidden="true" />
                  </IconButton>
                </div>
              ) : (
                <span className="shrink-0 text-xs text-slate-500">
                  {upload.status === 'queued' ? 'Waiting' : `${Math.round(upload.progress * 100)}%`}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One photo of the list: dragged to reorder, with its buttons below it. */
function SortablePhoto({
  url,
  index,
  count,
  photos,
  onChange,
}: {
  url: string;
  index: number;
  count: number;
  photos: string[];
  onChange: (photos: string[]) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: url });
  const number = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={index === 0 ? `Photo ${number} (cover)` : `Photo ${number}`}
      className={cn(
        'group relative overflow-hidden rounded-lg border bg-white shadow-sm',
        index === 0 ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200',
        isDragging && 'z-10 opacity-80 shadow-lg',
      )}
    >
      <div {...listeners} className="aspect-[4/3] cursor-grab bg-slate-100 active:cursor-grabbing">
        <img
          src={url}
          srcSet={imageSrcSet(url)}
          sizes="(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 45vw"
          alt={index === 0 ? `Photo ${number}, the cover` : `Photo ${number}`}
          className="size-full object-cover"
          draggable={false}
        />
      </div>
      {index === 0 ? (
        <span className="absolute top-2 left-2 rounded-md bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white shadow">Cover</span>
      ) : null}
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag photo ${number} to move it`}
        title="Drag to move"
        className="absolute top-2 right-2 flex size-8 cursor-grab touch-none items-center justify-center rounded-md bg-white/90 text-slate-700 shadow hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="flex items-center justify-between gap-1 border-t border-slate-100 p-1.5">
        <div className="flex gap-1">
          <IconButton
            label={`Move photo ${number} left`}
            disabled={index === 0}
            onClick={() => onChange(movePhoto(photos, index, index - 1))}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton
            label={`Move photo ${number} right`}
            disabled={index === count - 1}
            onClick={() => onChange(movePhoto(photos, index, index + 1))}
          >
            <ArrowRight className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
        <div className="flex gap-1">
          {index > 0 ? (
            <IconButton label={`Make photo ${number} the cover`} onClick={() => onChange(makeCover(photos, index))}>
              <Star className="size-4" aria-hidden="true" />
            </IconButton>
          ) : null}
          <IconButton label={`Remove photo ${number}`} tone="danger" onClick={() => onChange(removePhoto(photos, index))}>
            <Trash2 className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      </div>
    </li>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  tone = 'default',
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn('size-8 px-0', tone === 'danger' && 'text-red-700 hover:bg-red-50 hover:text-red-800')}
    >
      {children}
    </Button>
  );
}
