import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/messages')({
  component: MessagesPage,
});

function MessagesPage() {
  return (
    <ComingSoon
      title="Messages"
      summary="Conversations between buyers and sellers."
    />
  );
}
