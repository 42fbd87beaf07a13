import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils.ts';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2 rounded-md', className)} aria-label="DealAcre home">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" className={inverted ? 'fill-white' : 'fill-brand-600'} />
        <path d="M6 22 13 11l5 7 3-4 5 8z" className={inverted ? 'fill-brand-700' : 'fill-white'} />
      </svg>
      <span className={cn('text-xl font-bold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>
        Deal<span className={inverted ? 'text-brand-300' : 'text-brand-600'}>Acre</span>
      </span>
    </Link>
  );
}
