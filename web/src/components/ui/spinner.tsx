import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** A decorative spinning icon; pair it with visible or screen-reader text saying what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn('size-4 animate-spin', className)} aria-hidden="true" />;
}
