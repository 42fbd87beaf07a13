import { Newspaper } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** Each category's placeholder has a colour of its own, so a list of posts without covers is not a wall of green. */
const PLACEHOLDERS: Record<string, string> = {
  'land-investing': 'from-brand-700 via-brand-800 to-brand-950',
  wholesaling: 'from-amber-700 via-amber-800 to-orange-950',
  'joint-ventures': 'from-indigo-700 via-indigo-800 to-indigo-950',
  financing: 'from-sky-700 via-sky-800 to-sky-950',
  'deal-analysis': 'from-slate-600 via-slate-700 to-slate-900',
  rentals: 'from-teal-700 via-teal-800 to-teal-950',
};

interface PostCoverProps {
  url: string | null;
  /** '' when the cover only decorates (a card, whose title says the rest) */
  alt: string;
  /** the category shown on the placeholder of a post without a cover (its name, and its slug for the colour) */
  category?: { slug: string; name: string };
  eager?: boolean;
  className?: string;
}

/**
 * A post's cover at 16:9, or a quiet branded placeholder when it has none. Blog images are stored in
 * one width (1600 px WebP), so there is no srcset.
 */
export function PostCover({ url, alt, category, eager = false, className }: PostCoverProps) {
  if (!url) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          'relative flex aspect-[16/9] items-center justify-center overflow-hidden bg-gradient-to-br',
          PLACEHOLDERS[category?.slug ?? ''] ?? PLACEHOLDERS['land-investing'],
          className,
        )}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.14),transparent_45%),radial-gradient(circle_at_80%_90%,rgb(0_0_0/0.25),transparent_50%)]" />
        <div className="relative flex flex-col items-center gap-2 text-white/90">
          <Newspaper className="size-9" strokeWidth={1.5} />
          {category ? <span className="text-xs font-semibold tracking-widest uppercase">{category.name}</span> : null}
        </div>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-[16/9] w-full bg-slate-200 object-cover', className)}
    />
  );
}
