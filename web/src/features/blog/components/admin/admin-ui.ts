import { inputClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * The editor's multi-line fields look like the shared Textarea. They are written out here because the
 * screen renders in the browser only (no read-only-until-hydrated needed), and sharing that module with
 * other pages' chunks would split it into a chunk of its own that every page's router preloads by name.
 */
export const textareaClassName = cn(inputClassName, 'h-auto min-h-11 py-2 leading-6');
