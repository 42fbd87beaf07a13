import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" disabled={disabled} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this post?"
      description="It leaves the blog at once and cannot be brought back. Links to it will show a page not found."
      subject={title}
      confirmLabel="Delete post"
      confirmIcon={<Trash2 className="size-4" aria-hidden="true" />}
      pending={deletion.isPending}
      pendingLabel="Deleting..."
      onConfirm={remove}
    />
  );
}
