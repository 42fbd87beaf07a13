import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';

/** Shares the page: the device's share sheet when there is one, else the link is copied. */
export function ShareButton({ title }: { title: string }) {
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
      toast({ title: 'Link copied', description: 'The link to this property is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };

  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
