import { Download, FileText } from 'lucide-react';
import type { Attachment } from '@contracts/engagement/contracts/messaging.ts';
import { cn } from '@/lib/utils.ts';
import { fileSize } from '../api/attachments.ts';

/**
 * A message's photos as thumbnails that open full size in a new tab, and its PDFs as rows that
 * download them. The files are served only to the conversation's members.
 */
export function MessageAttachments({ attachments, mine }: { attachments: readonly Attachment[]; mine: boolean }) {
  const photos = attachments.filter((attachment) => attachment.kind === 'image');
  const pdfs = attachments.filter((attachment) => attachment.kind === 'pdf');
  if (attachments.length === 0) return null;
  return (
    <div className={cn('flex max-w-full flex-col gap-1.5', mine ? 'items-end' : 'items-start')}>
      {photos.length > 0 ? (
        <ul aria-label="Photos" className={cn('flex max-w-full flex-wrap gap-1.5', mine && 'justify-end')}>
          {photos.map((photo) => (
            <li key={photo.id} className="max-w-full">
              <a
                href={photo.url}
                target="_blank"
                rel="noopener"
                className="block overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <img
                  src={photo.url}
                  alt={photo.name}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  className="h-40 w-auto max-w-[min(100%,20rem)] object-cover sm:h-48"
                />
                <span className="sr-only"> (open full size)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {pdfs.map((pdf) => (
        <a
          key={pdf.id}
          href={pdf.url}
          download={pdf.name}
          className="flex w-72 max-w-full items-center gap-3 rounded-xl bg-white px-3 py-2 text-slate-900 shadow-xs ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <FileText className="size-8 shrink-0 text-red-600" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{pdf.name}</span>
            <span className="block text-xs text-slate-500">PDF · {fileSize(pdf.size)}</span>
          </span>
          <Download className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Download</span>
        </a>
      ))}
    </div>
  );
}
