import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/auto-login')({
  component: AutomaticSignInPage,
});

function AutomaticSignInPage() {
  return <ComingSoon title="Automatic Sign-In" />;
}
