import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useDeleteProperty } from '../api/manage-listings.ts';

/** Spec section 5. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this property? This action cannot be undone.';

interface DeletePropertyDialogProps {
  propertyId: string;
  propertyTitle: string;
  /** the button that opens the confirmation */
  trigger: ReactNode;
  /** after the property is gone (e.g. leave its page) */
  onDeleted?: () => void;
}

/**
 * Delete with confirmation (spec sections 4, 5 and 8): on success the toast 'Success!' /
 * 'Property deleted successfully.' and every cached property list and the seller's list are
 * refreshed; on failure a destructive 'Error' toast with the server's message.
 */
export function DeletePropertyDialog({ propertyId, propertyTitle, trigger, onDeleted }: DeletePropertyDialogProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteProperty({
    onSuccess: () => {
      setOpen(false);
      toast({ title: 'Success!', description: 'Property deleted successfully.' });
      onDeleted?.();
    },
    onError: (error) => {
      setOpen(false);
      toastError('Error', error, 'Failed to delete property.');
    },
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this property?</AlertDialogTitle>
        <AlertDialogDescription>{DELETE_CONFIRMATION}</AlertDialogDescription>
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800">{propertyTitle}</p>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={deletion.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          {/* not AlertDialogAction: the dialog stays open until the server answers */}
          <SubmitButton
            variant="destructive"
            onClick={() => deletion.mutate(propertyId)}
            pending={deletion.isPending}
            pendingLabel="Deleting..."
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            Delete Property
          </SubmitButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
