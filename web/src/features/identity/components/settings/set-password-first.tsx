import { cn } from '@/lib/utils.ts';

/** An account an invitation made has no password yet (decision 0062), and the sensitive changes ask for it. */
export function SetPasswordFirst({ action, className }: { action: string; className?: string }) {
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      To {action}, first{' '}
      <a href="#password" className="font-medium text-emerald-700 underline underline-offset-2">
        set a password
      </a>
      : your account was made from an invitation and has none yet.
    </p>
  );
}
