import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { JV_POST_KIND_LABELS, JV_STRATEGY_LABELS, jvAmountRange } from '@contracts/engagement/contracts/jv.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useJvInterest, useJvPost } from '../api/jv-posts.ts';
import { jvMarkets } from './jv-post-card.tsx';

/** One post in a dialog, with "I'm interested": a first message to its author, then the conversation. */
export function JvPostDetailDialog({ postId, onClose }: { postId: string | undefined; onClose: () => void }) {
  const { data: post, isError } = useJvPost(postId);
  const [writing, setWriting] = useState(false);
  const [message, setMessage] = useState('');
  const [clientId] = useState(() => `jv-${crypto.randomUUID()}`);
  const [error, setError] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const interest = useJvInterest();
  const navigate = useNavigate();

  function send() {
    if (!post) return;
    setError(null);
    interest.mutate(
      { id: post.id, message, clientId },
      {
        onSuccess: ({ conversation }) => void navigate({ to: '/messages', search: { c: conversation.id } }),
        onError: (failure) =>
          isUpgradeRequired(failure)
            ? setUpgrade(serverMessage(failure) ?? '')
            : setError(serverMessage(failure) ?? 'The message could not be sent.'),
      },
    );
  }

  return (
    <>
      <Dialog open={postId !== undefined && upgrade === null} onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          {post ? (
            <>
              <p className="text-xs font-semibold text-brand-800">
                {JV_POST_KIND_LABELS[post.kind]}
                {post.featured ? ' · Featured' : ''}
              </p>
              <DialogTitle className="mt-1">{post.title}</DialogTitle>
              <DialogDescription className="mt-1">
                By {post.author ? `${post.author.firstName} ${post.author.lastName}` : 'a former member'} ·{' '}
                {jvAmountRange(post) ?? 'Amount open to discuss'}
              </DialogDescription>
              {post.authorVerifiedFunds ? (
                <div className="mt-2">
                  <VerifiedFundsBadge funds={post.authorVerifiedFunds} />
                </div>
              ) : null}
              <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="font-medium text-slate-900">Markets</dt>
                  <dd className="text-slate-700">{jvMarkets(post)}</dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-900">Strategies</dt>
                  <dd className="text-slate-700">{post.strategies.map((strategy) => JV_STRATEGY_LABELS[strategy]).join(', ') || 'Any'}</dd>
                </div>
                {post.experience ? (
                  <div>
                    <dt className="font-medium text-slate-900">Experience</dt>
                    <dd className="text-slate-700">{post.experience}</dd>
                  </div>
                ) : null}
                {post.timeline ? (
                  <div>
                    <dt className="font-medium text-slate-900">Timeline</dt>
                    <dd className="text-slate-700">{post.timeline}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="mt-4 text-sm whitespace-pre-line text-slate-800">{post.description}</p>
              {post.mine ? null : writing ? (
                <div className="mt-4 space-y-3">
                  <Field label={`Message to ${post.author?.firstName ?? 'the author'}`}>
                    {(control) => (
                      <Textarea
                        {...control}
                        rows={4}
                        value={message}
                        onChange={(event) => setMessage(event.target.value)}
                        maxLength={5000}
                      />
                    )}
                  </Field>
                  {error ? (
                    <p role="alert" className="text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                  <div className="flex justify-end gap-2">
                    <Button variant="secondary" onClick={() => setWriting(false)}>
                      Cancel
                    </Button>
                    <Button onClick={send} disabled={interest.isPending || message.trim() === ''}>
                      {interest.isPending ? 'Sending…' : 'Send message'}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="mt-6 flex justify-end">
                  <Button
                    onClick={() => {
                      setMessage(`Hi ${post.author?.firstName ?? ''}, I'm interested in "${post.title}". `);
                      setWriting(true);
                    }}
                  >
                    I'm interested
                  </Button>
                </div>
              )}
            </>
          ) : (
            <>
              <DialogTitle>{isError ? 'This post is no longer on the board' : 'Loading post…'}</DialogTitle>
              <DialogDescription className="mt-1">{isError ? 'It was closed, expired or deleted.' : ' '}</DialogDescription>
            </>
          )}
        </DialogContent>
      </Dialog>
      <UpgradeDialog
        open={upgrade !== null}
        onOpenChange={(open) => !open && (setUpgrade(null), onClose())}
        title="Contact Limit Reached"
        message={upgrade ?? ''}
      />
    </>
  );
}
