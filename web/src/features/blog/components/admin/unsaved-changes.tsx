import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';

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
    <AlertDialog open={answer !== null} onOpenChange={(open) => (open ? undefined : answer?.(false))}>
      <AlertDialogContent>
        <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
        <AlertDialogDescription>This post has changes that are not saved. If you leave now, they are lost.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary">Keep editing</Button>
          </AlertDialogCancel>
          <Button variant="destructive" onClick={() => answer?.(true)}>
            Leave without saving
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
