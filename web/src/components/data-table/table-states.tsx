import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { serverMessage } from '@/lib/api-errors.ts';

/** A table's first page on its way: grey rows the height of its rows. */
export function TableLoading({ label, rowClassName = 'h-14' }: { label: string; rowClassName?: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={`${rowClassName} w-full rounded-lg`} />
      ))}
    </div>
  );
}

/** A table that could not be read: the server's reason, and a way to try again. */
export function TableLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="error" title={title}>
      <p>{serverMessage(error) ?? 'Please try again.'}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
