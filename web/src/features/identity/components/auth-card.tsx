import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** under the card, e.g. "Don't have an account? Sign up" */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card of the sign-in, registration and account-link pages. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-10 sm:px-6 sm:py-16">
      <title>{`${title} | DealAcre`}</title>
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}

export const textLinkClassName =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
