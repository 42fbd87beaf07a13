import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <ComingSoon
      title="Settings"
      summary="Your profile, password and account preferences."
    />
  );
}
