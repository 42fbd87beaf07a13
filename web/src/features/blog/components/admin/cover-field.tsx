import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, fileInputLabelClassName } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { uploadBlogImage } from '../../api/admin-posts.ts';
import { BLOG_IMAGE_ACCEPT, BLOG_IMAGE_MAX_MB, blogImageProblem } from '../../admin-format.ts';

interface CoverFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  /** the form's (or the server's) error for the cover */
  error?: string;
}

/** The post's cover: upload one (shown at once, 16:9 as the blog shows it), replace it, or remove it. */
export function CoverField({ value, onChange, error }: CoverFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = blogImageProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      onChange((await uploadBlogImage(file)).url);
    } catch (failure) {
      setProblem(serverMessage(failure) ?? `${file.name} could not be uploaded. Please try again.`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="space-y-3" aria-describedby={message ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Cover image</legend>
      {value ? (
        <img
          src={value}
          alt="The post's cover"
          className="aspect-[16/9] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 text-slate-500">
          <ImageUp className="size-7" aria-hidden="true" />
          <span className="text-sm">No cover yet</span>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={BLOG_IMAGE_ACCEPT}
          onChange={(event) => void onPick(event)}
          disabled={uploading}
          className="peer sr-only"
        />
        <label htmlFor={id} className={cn(fileInputLabelClassName)}>
          {uploading ? <Spinner /> : <ImageUp className="size-4" aria-hidden="true" />}
          {uploading ? 'Uploading...' : value ? 'Replace cover' : 'Upload cover'}
        </label>
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)} disabled={uploading}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove cover
          </Button>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          JPEG, PNG or WebP up to {BLOG_IMAGE_MAX_MB} MB; wide images look best.
        </p>
      )}
    </fieldset>
  );
}
