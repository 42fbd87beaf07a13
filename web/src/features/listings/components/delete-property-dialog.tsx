import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Delete this property?"
      description={DELETE_CONFIRMATION}
      subject={propertyTitle}
      confirmLabel="Delete Property"
      confirmIcon={<Trash2 className="size-4" aria-hidden="true" />}
      pending={deletion.isPending}
      pendingLabel="Deleting..."
      onConfirm={() => deletion.mutate(propertyId)}
    />
  );
}
