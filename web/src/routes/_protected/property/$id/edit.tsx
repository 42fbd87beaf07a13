import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/property/$id/edit')({
  component: EditPropertyPage,
});

function EditPropertyPage() {
  return <ComingSoon title="Edit Property" />;
}
