import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../ui/button.tsx';

/** The fallback error screen (spec sections 2 and 8). */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>Something Went Wrong | DealAcre</title>
      <div className="max-w-lg text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Something Went Wrong</h1>
        <p className="mt-3 text-slate-600">
          We're sorry, but something unexpected happened. The error has been logged and we'll look into it.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try Again
          </Button>
          <Button variant="secondary" asChild>
            <Link to="/">Go Home</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
