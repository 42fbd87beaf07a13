import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/post-property')({
  component: ListAPropertyPage,
});

function ListAPropertyPage() {
  return (
    <ComingSoon
      title="List a Property"
      summary="Post an investment property for buyers and investors to find."
    />
  );
}
