import { ChevronLeft, ChevronRight, Expand, ImageOff, Trees, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageSrcSet } from '@contracts/listings/contracts/media.ts';
import { cn } from '@/lib/utils.ts';

/** A horizontal swipe longer than this (px) changes the photo. */
const SWIPE_DISTANCE = 50;
const MAIN_SIZES = '(min-width: 1024px) 760px, 100vw';
const THUMB_SIZES = '120px';

interface PropertyGalleryProps {
  images: readonly string[];
  title: string;
}

/**
 * The listing's photos: a large photo with previous/next buttons, a counter and thumbnails.
 * Arrow keys change the photo (when the gallery has focus, or nothing else does), a swipe does
 * on touch screens, and "full screen" shows it over the page (Escape closes).
 * Memoised: a new view count re-renders the page, and the photos need not follow.
 */
export const PropertyGallery = memo(function PropertyGallery({ images, title }: PropertyGalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));

  const go = useCallback((delta: number) => setIndex((at) => (count === 0 ? 0 : (at + delta + count) % count)), [count]);

  // Arrow keys also work before anything on the page has focus.
  useEffect(() => {
    if (count < 2 || fullscreen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // only while nothing has focus: focus elsewhere has its own keys, and in the gallery its own handler answers
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        go(event.key === 'ArrowRight' ? 1 : -1);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, fullscreen, go]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setIndex(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setIndex(count - 1);
    }
  };

  const swipe = useSwipe(go);

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-brand-50 via-slate-100 to-slate-200 text-slate-400">
        <Trees className="size-10" aria-hidden="true" />
        <span className="text-sm font-medium">No photos yet</span>
      </div>
    );
  }

  const label = `Photo ${current + 1} of ${count}`;

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} onKeyDown={onKeyDown} className="space-y-3">
      <div
        className="group relative aspect-[16/10] touch-pan-y overflow-hidden rounded-xl bg-slate-900 select-none"
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={label}
        {...swipe}
      >
        <GalleryImage
          key={images[current]}
          src={images[current]}
          alt={`${title}: ${label.toLowerCase()}`}
          sizes={MAIN_SIZES}
          eager
          priority
        />
        {count > 1 ? (
          <>
            <NavButton side="left" onClick={() => go(-1)} />
            <NavButton side="right" onClick={() => go(1)} />
          </>
        ) : null}
        <span className="absolute bottom-3 left-3 rounded-md bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white" aria-live="polite">
          {current + 1} / {count}
        </span>
        <button
          type="button"
          onClick={() => setFullscreen(true)}
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-md bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Expand className="size-3.5" aria-hidden="true" />
          Full screen
        </button>
      </div>

      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((image, at) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(at)}
                aria-label={`Show photo ${at + 1}`}
                aria-current={at === current ? 'true' : undefined}
                className={cn(
                  'relative block h-16 w-24 overflow-hidden rounded-md bg-slate-200 ring-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:h-20 sm:w-28',
                  at === current ? 'ring-2 ring-brand-600' : 'opacity-70 hover:opacity-100',
                )}
              >
                <GalleryImage src={image} alt="" sizes={THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <FullscreenGallery open={fullscreen} onOpenChange={setFullscreen} images={images} index={current} title={title} go={go} />
    </section>
  );
});

function FullscreenGallery({
  open,
  onOpenChange,
  images,
  index,
  title,
  go,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly string[];
  index: number;
  title: string;
  go: (delta: number) => void;
}) {
  const swipe = useSwipe(go);
  const count = images.length;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              event.preventDefault();
              // React events bubble through the portal: the gallery under the dialog must not move too
              event.stopPropagation();
              go(event.key === 'ArrowRight' ? 1 : -1);
            }
          }}
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
            <RadixDialog.Title className="truncate text-sm font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">
              Arrow keys change the photo; Escape closes the full screen view.
            </RadixDialog.Description>
            <div className="flex items-center gap-3">
              <span className="text-sm text-white/80" aria-live="polite">
                {index + 1} / {count}
              </span>
              <RadixDialog.Close
                aria-label="Close full screen"
                className="rounded-md p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              >
                <X className="size-5" />
              </RadixDialog.Close>
            </div>
          </div>
          <div className="relative flex-1 touch-pan-y select-none" {...swipe}>
            <GalleryImage
              key={images[index]}
              src={images[index]}
              alt={`${title}: photo ${index + 1} of ${count}`}
              sizes="100vw"
              fit="contain"
              eager
            />
            {count > 1 ? (
              <>
                <NavButton side="left" onClick={() => go(-1)} />
                <NavButton side="right" onClick={() => go(1)} />
              </>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function NavButton({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === 'left' ? 'Previous photo' : 'Next photo'}
      className={cn(
        'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow',
        'hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

function GalleryImage({
  src,
  alt,
  sizes,
  fit = 'cover',
  eager = false,
  priority = false,
}: {
  src: string;
  alt: string;
  sizes: string;
  fit?: 'cover' | 'contain';
  eager?: boolean;
  /** the page's main photo, usually its largest content: fetched before the other images */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-400">
        <ImageOff className="size-6" aria-hidden="true" />
        <span className="text-xs font-medium">Image unavailable</span>
      </div>
    );
  }
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className={cn('absolute inset-0 size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
    />
  );
}

/** Horizontal swipes with pointer events (touch, pen or a dragged mouse). */
function useSwipe(go: (delta: number) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button')) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
