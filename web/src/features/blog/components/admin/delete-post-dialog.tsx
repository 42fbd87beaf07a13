import { Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import { useDeleteBlogPost } from '../../api/admin-posts.ts';

/** Delete with confirmation; the dialog stays open until the server answers. */
export function DeletePostDialog({
  postId,
  title,
  disabled,
  onDeleted,
}: {
  postId: string;
  title: string;
  disabled?: boolean;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteBlogPost();
  const remove = () =>
    deletion.mutate(postId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Post deleted', description: `"${title}" is gone from the blog and the list.` });
        onDeleted();
      },
      onError: (error) => {
        setOpen(false);
        toastError('Could not delete the post', error, 'Please try again.');
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" disabled={disabled} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this post?</AlertDialogTitle>
        <AlertDialogDescription>
          It leaves the blog at once and cannot be brought back. Links to it will show a page not found.
        </AlertDialogDescription>
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800">{title}</p>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={deletion.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <SubmitButton
            variant="destructive"
            onClick={remove}
            pending={deletion.isPending}
            pendingLabel="Deleting..."
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            Delete post
          </SubmitButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
