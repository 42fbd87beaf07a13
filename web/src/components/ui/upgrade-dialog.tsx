import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. "Favorites Limit Reached" */
  title: ReactNode;
  /** e.g. "You've reached the maximum number of favorites for free accounts." */
  message: ReactNode;
  /** closed without going to the plans (Maybe Later, Escape, outside): e.g. bring back the form that met the limit */
  onDismissed?: () => void;
}

/**
 * Shown when a free plan's limit is reached (spec section 2, property card): 'View Plans' goes to
 * /pricing, 'Maybe Later' dismisses. Features open it with their own title and message.
 */
export function UpgradeDialog({ open, onOpenChange, title, message, onDismissed }: UpgradeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) onDismissed?.();
      }}
    >
      <DialogContent className="max-w-md">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <DialogTitle className="mt-4">{title}</DialogTitle>
        <DialogDescription className="mt-2">{message}</DialogDescription>
        <p className="mt-2 text-sm text-slate-600">Upgrade your plan to keep going.</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Maybe Later</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/pricing" onClick={() => onOpenChange(false)}>
              View Plans
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
