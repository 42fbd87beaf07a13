import { Link } from '@tanstack/react-router';
import { Button } from '../ui/button.tsx';

/** Any path no route matches (spec section 2). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>Page Not Found | DealAcre</title>
      <div className="max-w-lg text-center">
        <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">404 - Page Not Found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <Button className="mt-8" asChild>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}
