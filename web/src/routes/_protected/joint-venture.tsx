import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/joint-venture')({
  component: JointVentureBoardPage,
});

function JointVentureBoardPage() {
  return (
    <ComingSoon
      title="Joint Venture Board"
      summary="Find partners for deals and list opportunities open to joint venture."
    />
  );
}
