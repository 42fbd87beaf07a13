import { Link } from '@tanstack/react-router';
import { MoreHorizontal, Pencil, Trash2, Users } from 'lucide-react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { MyListing } from '@contracts/listings/contracts/my-listings.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useChangeListingStatus, useDeleteProperty } from '../../api/manage-listings.ts';
import { DELETE_CONFIRMATION } from '../delete-property-dialog.tsx';
import { STATUS_ACTION_DONE, STATUS_ACTION_LABEL, STATUS_ACTION_TARGET, statusActions, type StatusAction } from './listing-status.ts';

interface ListingActions {
  changeStatus: (listing: MyListing, action: StatusAction) => void;
  askDelete: (listing: MyListing) => void;
  /** the listing whose action is running, if any */
  busyId: string | null;
}

const ListingActionsContext = createContext<ListingActions | null>(null);

function useListingActions(): ListingActions {
  const actions = useContext(ListingActionsContext);
  if (!actions) throw new Error('useListingActions needs a <ListingActionsProvider>');
  return actions;
}

/**
 * Runs the row actions of the seller's listings (status changes, delete) and owns their dialogs:
 * the delete confirmation and the upgrade dialog when the plan does not allow publishing more.
 */
export function ListingActionsProvider({ children }: { children: ReactNode }) {
  const statusChange = useChangeListingStatus();
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // callbacks on the mutation: deleting the last listing unmounts this provider before the lists refetch
  const remove = useDeleteProperty({
    onSuccess: () => {
      setDeleting(null);
      setBusyId(null);
      toast({ title: 'Success!', description: 'Property deleted successfully.' });
    },
    onError: (error) => {
      setDeleting(null);
      setBusyId(null);
      toastError('Error', error, 'Failed to delete property.');
    },
  });

  const changeStatus = (listing: MyListing, action: StatusAction) => {
    setBusyId(listing.id);
    statusChange.mutate(
      { id: listing.id, status: STATUS_ACTION_TARGET[action] },
      {
        onSuccess: (changed) =>
          toast(
            changed.review === 'pending'
              ? { title: 'Sent for review', description: `${listing.title}: buyers can find it once an administrator approves it.` }
              : { title: STATUS_ACTION_DONE[action], description: listing.title },
          ),
        onError: (error) => {
          if (isUpgradeRequired(error)) {
            setUpgradeMessage(serverMessage(error) ?? 'Your plan does not allow more active listings.');
            return;
          }
          toastError('Could not change the status', error, 'Please try again.');
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setBusyId(deleting.id);
    remove.mutate(deleting.id);
  };

  return (
    <ListingActionsContext.Provider value={{ changeStatus, askDelete: setDeleting, busyId }}>
      {children}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this property?"
        description={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        confirmIcon={<Trash2 className="size-4" aria-hidden="true" />}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting ? <p className="mt-3 text-sm font-medium text-slate-800">{deleting.title}</p> : null}
      </ConfirmDialog>

      <UpgradeDialog
        open={upgradeMessage !== null}
        onOpenChange={(open) => (open ? undefined : setUpgradeMessage(null))}
        title="Listing Limit Reached"
        message={upgradeMessage ?? ''}
      />
    </ListingActionsContext.Provider>
  );
}

/** The row's "Actions" menu: Edit, Find matching buyers, the status actions its status allows, Delete. */
export function ListingActionsMenu({ listing }: { listing: MyListing }) {
  const { changeStatus, askDelete, busyId } = useListingActions();
  const busy = busyId === listing.id;
  const actions = statusActions(listing.status);

  return (
    // not modal: the delete confirmation opens as the menu closes, without a stuck pointer lock
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={busy} aria-label={`Actions for ${listing.title}`}>
          {busy ? <Spinner /> : <MoreHorizontal className="size-4" aria-hidden="true" />}
          <span className="sr-only">Actions</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-48">
        <DropdownMenuItem asChild>
          <Link to="/property/$id/edit" params={{ id: listing.id }}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/property/$id/matches" params={{ id: listing.id }}>
            <Users className="size-4" aria-hidden="true" />
            Find matching buyers
          </Link>
        </DropdownMenuItem>
        {actions.map((action) => (
          <DropdownMenuItem key={action} onSelect={() => changeStatus(listing, action)}>
            {STATUS_ACTION_LABEL[action]}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => askDelete(listing)}
          className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
