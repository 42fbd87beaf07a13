import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Link2Off, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { savedAnalysisQueryOptions, useShareAnalysis } from '../api/saved-analyses.ts';

interface ShareDialogProps {
  userId: string;
  analysisId: string | null;
  onOpenChange: (open: boolean) => void;
}

/** A read-only link to an analysis that works signed out: create it, copy it, or stop sharing. */
export function ShareDialog({ userId, analysisId, onOpenChange }: ShareDialogProps) {
  return (
    <Dialog open={analysisId !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Share this analysis</DialogTitle>
        <DialogDescription>
          Anyone with the link can see the inputs and results, read-only, without signing in. Nothing else of your account is shown.
        </DialogDescription>
        {analysisId ? <ShareBody userId={userId} analysisId={analysisId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareBody({ userId, analysisId }: { userId: string; analysisId: string }) {
  const analysis = useQuery(savedAnalysisQueryOptions(userId, analysisId));
  const share = useShareAnalysis(userId);
  const [copied, setCopied] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const shareUrl = analysis.data?.shareUrl ?? null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Link copied', description: 'Paste it anywhere to share this analysis.' });
    } catch {
      // no clipboard (an insecure page, or permission refused): select the link for a manual copy
      linkRef.current?.select();
      toast({ title: 'Copy the selected link', description: 'Your browser did not allow copying automatically.' });
    }
  };

  const setShared = (shared: boolean) =>
    share.mutate(
      { id: analysisId, shared },
      {
        onSuccess: (updated) => {
          setCopied(false);
          if (shared && updated.shareUrl) void copy(updated.shareUrl);
          if (!shared) toast({ title: 'Sharing stopped', description: 'The old link no longer works.' });
        },
      },
    );

  if (analysis.isPending) return <Spinner className="mt-5" />;
  if (analysis.isError)
    return (
      <Alert variant="error" className="mt-5">
        {serverMessage(analysis.error) ?? 'This analysis could not be loaded.'}
      </Alert>
    );

  return (
    <div className="mt-5 space-y-4">
      {share.isError ? <Alert variant="error">{serverMessage(share.error) ?? 'That did not work. Please try again.'}</Alert> : null}
      {shareUrl ? (
        <>
          <div className="flex gap-2">
            <Input
              ref={linkRef}
              readOnly
              value={shareUrl}
              aria-label="Share link"
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs sm:text-xs"
            />
            <Button onClick={() => void copy(shareUrl)} aria-label={copied ? 'Link copied' : 'Copy link'}>
              {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
              <span className="hidden sm:inline">{copied ? 'Copied' : 'Copy'}</span>
            </Button>
          </div>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => setShared(false)} disabled={share.isPending}>
              <Link2Off className="size-4" aria-hidden="true" />
              Stop sharing
            </Button>
          </div>
        </>
      ) : (
        <div className="flex justify-end">
          <SubmitButton onClick={() => setShared(true)} pending={share.isPending} icon={<Share2 className="size-4" aria-hidden="true" />}>
            Create share link
          </SubmitButton>
        </div>
      )}
    </div>
  );
}
