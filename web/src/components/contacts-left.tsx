import { useQuery } from '@tanstack/react-query';
import { contactAllowanceSchema, contactsLeftText } from '@contracts/engagement/contracts/messaging.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { cn } from '@/lib/utils.ts';

/**
 * "2 of 3 free contacts left this month", by a composer whose message may start a conversation: a first
 * message to a member counts against the free buyer plan. Nothing for a plan without a limit, nor while
 * the count loads. Asked afresh at every opening, so a contact made elsewhere shows at once.
 */
export function ContactsLeft({ className }: { className?: string }) {
  const allowance = useQuery({
    queryKey: ['messaging', 'contact-allowance'],
    queryFn: async ({ signal }) => contactAllowanceSchema.parse(await apiRequest('/api/conversations/contact-allowance', { signal })),
    staleTime: 0,
  });
  const text = allowance.data ? contactsLeftText(allowance.data) : null;
  if (!text) return null;
  return <p className={cn('text-sm', allowance.data?.left === 0 ? 'font-medium text-amber-800' : 'text-slate-600', className)}>{text}</p>;
}
