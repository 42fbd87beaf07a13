import { ImageUp, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { BLOG_MARKDOWN_MAX } from '@contracts/content/contracts/blog.ts';
import { fileInputLabelClassName } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { uploadBlogImage, useBlogPreview } from '../../api/admin-posts.ts';
import { altFromFileName, BLOG_IMAGE_ACCEPT, blogImageProblem, imageMarkdown, insertBlock } from '../../admin-format.ts';
import { textareaClassName } from './admin-ui.ts';

/** The preview asks the server this long after the last keystroke. */
const PREVIEW_DELAY_MS = 500;

interface MarkdownFieldProps {
  value: string;
  onChange: (markdown: string) => void;
  onBlur: () => void;
  /** the form's ref of the field (focus on an error) */
  textareaRef: (element: HTMLTextAreaElement | null) => void;
  error?: string;
}

/**
 * The article in Markdown with a live preview: the server renders and sanitizes it as publishing
 * would (debounced). Side by side on a desktop; on narrower screens Write and Preview buttons show
 * one or the other (the stylesheet decides, so nothing moves when the page hydrates or the window
 * is resized). "Insert image" uploads a picture and puts `![alt](url)` where the cursor is.
 */
export function MarkdownField({ value, onChange, onBlur, textareaRef, error }: MarkdownFieldProps) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [uploading, setUploading] = useState(false);

  const setRefs = (element: HTMLTextAreaElement | null) => {
    textarea.current = element;
    textareaRef(element);
  };

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = blogImageProblem(file);
    if (problem) {
      toast({ title: 'Could not insert the image', description: problem, variant: 'destructive' });
      return;
    }
    // where the cursor was when the picker opened
    const start = textarea.current?.selectionStart ?? value.length;
    const end = textarea.current?.selectionEnd ?? value.length;
    setUploading(true);
    try {
      const image = await uploadBlogImage(file);
      const current = textarea.current?.value ?? value;
      const next = insertBlock(
        current,
        Math.min(start, current.length),
        Math.min(end, current.length),
        imageMarkdown(altFromFileName(file.name), image.url),
      );
      onChange(next.text);
      setTab('write');
      requestAnimationFrame(() => {
        textarea.current?.focus();
        textarea.current?.setSelectionRange(next.cursor, next.cursor);
      });
    } catch (failure) {
      toast({
        title: 'Could not insert the image',
        description: serverMessage(failure) ?? `${file.name} could not be uploaded.`,
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  const toggle = (pane: 'write' | 'preview', label: string) => (
    <button
      type="button"
      aria-pressed={tab === pane}
      onClick={() => setTab(pane)}
      className={cn(
        'inline-flex h-9 items-center rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        tab === pane ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Article (Markdown)
        </label>
        <div>
          <input
            id={`${id}-image`}
            type="file"
            accept={BLOG_IMAGE_ACCEPT}
            onChange={(event) => void insertImage(event)}
            disabled={uploading}
            className="peer sr-only"
          />
          <label htmlFor={`${id}-image`} className={cn(fileInputLabelClassName, 'h-9')}>
            {uploading ? <Spinner /> : <ImageUp className="size-4" aria-hidden="true" />}
            {uploading ? 'Uploading...' : 'Insert image'}
          </label>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        Headings with ##, lists with - or 1., links as [text](https://...), images with Insert image. HTML tags are removed when the article
        is published.
      </p>
      <div role="group" aria-label="Show" className="inline-flex gap-1 rounded-xl bg-slate-200/70 p-1 lg:hidden">
        {toggle('write', 'Write')}
        {toggle('preview', 'Preview')}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn('flex-col', tab === 'write' ? 'flex' : 'hidden lg:flex')}>
          <textarea
            ref={setRefs}
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            maxLength={BLOG_MARKDOWN_MAX}
            spellCheck
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            placeholder={
              '## A heading\n\nA paragraph with a [link](https://example.com), **bold** and *italic* text.\n\n- a list\n- of points'
            }
            className={cn(textareaClassName, 'min-h-[28rem] flex-1 resize-y font-mono text-sm leading-6 lg:min-h-[36rem]')}
          />
        </div>
        <section aria-label="Preview" className={cn('flex-col', tab === 'preview' ? 'flex' : 'hidden lg:flex')}>
          <MarkdownPreview markdown={value} />
        </section>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What publishing would show, from the server, a moment after typing stops. */
function MarkdownPreview({ markdown }: { markdown: string }) {
  const [debounced, setDebounced] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(markdown), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [markdown]);
  const { data, isFetching, isError, error } = useBlogPreview(debounced);
  const empty = debounced.trim() === '';
  const updating = isFetching || debounced !== markdown;

  return (
    <div className="relative flex min-h-[28rem] flex-1 flex-col rounded-lg border border-slate-200 bg-white lg:min-h-[36rem]">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 text-xs text-slate-500">
        <span className="font-semibold tracking-wide uppercase">Preview</span>
        <span aria-live="polite" className="flex items-center gap-1.5">
          {empty ? null : updating ? (
            <>
              <Spinner className="size-3.5" />
              Updating...
            </>
          ) : data ? (
            `${data.readingMinutes} min read`
          ) : null}
        </span>
      </div>
      <div className="max-h-[44rem] flex-1 overflow-y-auto px-5 py-4">
        {empty ? (
          <p className="text-sm text-slate-500">The preview shows here as you write.</p>
        ) : isError && !data ? (
          <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {serverMessage(error) ?? 'The preview could not be made. It tries again as you type.'}
          </p>
        ) : data ? (
          // sanitized by the server, exactly as the published article will be
          <div
            data-testid="blog-preview"
            className={cn('blog-prose', updating && 'opacity-70')}
            dangerouslySetInnerHTML={{ __html: data.html }}
          />
        ) : (
          <Spinner className="size-5 text-slate-400" />
        )}
      </div>
    </div>
  );
}
