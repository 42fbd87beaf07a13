import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

interface SettingsSectionProps {
  /** the anchor of the section (/settings#password) */
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the settings page, labelled by its heading. */
export function SettingsSection({ id, title, description, tone = 'default', children }: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('rounded-xl border bg-white shadow-sm', tone === 'danger' ? 'border-red-200' : 'border-slate-200')}
    >
      <div className={cn('border-b px-5 py-4 sm:px-6', tone === 'danger' ? 'border-red-100' : 'border-slate-100')}>
        <h2 id={`${id}-title`} className={cn('text-lg font-semibold', tone === 'danger' ? 'text-red-800' : 'text-slate-900')}>
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

/** The row of buttons at the end of a section's form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center justify-end gap-3 pt-1">{children}</div>;
}
