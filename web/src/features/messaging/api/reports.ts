import { useMutation } from '@tanstack/react-query';
import { reportSchema, type Report, type ReportRequest } from '@contracts/engagement/contracts/messaging.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /api/reports`: a conversation (or one message of it) queued for the administrators. */
export async function reportConversation(request: ReportRequest): Promise<Report> {
  return reportSchema.parse(await apiRequest('/api/reports', { method: 'POST', body: request }));
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
