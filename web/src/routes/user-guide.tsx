import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/user-guide')({
  component: UserGuidePage,
});

function UserGuidePage() {
  return (
    <ComingSoon
      title="User Guide"
      summary="How to browse, save, contact sellers and list properties on DealAcre."
    />
  );
}
