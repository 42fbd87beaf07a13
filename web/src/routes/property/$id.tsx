import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/property/$id')({
  component: PropertyDetailsPage,
});

function PropertyDetailsPage() {
  return <ComingSoon title="Property Details" />;
}
