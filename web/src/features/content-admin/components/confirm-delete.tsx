import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** what is deleted, quoted in the dialog */
  subject: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/** A delete confirmation that stays open until the server has answered. */
export function ConfirmDelete({ open, onOpenChange, title, description, subject, confirmLabel, pending, onConfirm }: ConfirmDeleteProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium break-words text-slate-800">{subject}</p>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <SubmitButton
            variant="destructive"
            onClick={onConfirm}
            pending={pending}
            pendingLabel="Deleting..."
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            {confirmLabel}
          </SubmitButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
