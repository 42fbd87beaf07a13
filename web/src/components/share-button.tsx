import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';

/**
 * Shares the current page: the device's share sheet when there is one, else its link is copied.
 * `what` names the page in the toast ("The link to this {what} is on your clipboard.").
 */
export function ShareButton({ title, what, size }: { title: string; what: string; size?: ButtonProps['size'] }) {
  const share = async () => {
    const url = window.location.href.split('#')[0];
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: `The link to this ${what} is on your clipboard.` });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };

  return (
    <Button variant="secondary" size={size} onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
