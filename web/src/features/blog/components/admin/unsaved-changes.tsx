import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

/**
 * While `isDirty()` holds, leaving (a link, the tabs, Back, closing or reloading the tab) asks first:
 * in the app with a dialog, for the browser's own leaving with its prompt. Blocks through the router's
 * history, which every navigation passes; a navigation made with `ignoreBlocker` (after a save) goes
 * through. Render the returned dialog.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean) {
  const router = useRouter();
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  });
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);

  useEffect(
    () =>
      router.history.block({
        // true blocks the navigation
        blockerFn: () => {
          if (!dirty.current()) return false;
          return new Promise<boolean>((resolve) => {
            setAnswer(() => (leave: boolean) => {
              setAnswer(null);
              resolve(!leave);
            });
          });
        },
        enableBeforeUnload: () => dirty.current(),
      }),
    [router],
  );

  return (
    <ConfirmDialog
      open={answer !== null}
      onOpenChange={(open) => (open ? undefined : answer?.(false))}
      title="Leave without saving?"
      description="This post has changes that are not saved. If you leave now, they are lost."
      cancelLabel="Keep editing"
      confirmLabel="Leave without saving"
      onConfirm={() => answer?.(true)}
    />
  );
}
