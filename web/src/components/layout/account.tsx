import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast.tsx';
import { useLogout, type CurrentUser } from '@/lib/auth.ts';

export function ListPropertyButton({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Button asChild>
      <Link to="/post-property" onClick={onNavigate}>
        <Plus className="size-4" aria-hidden="true" />
        List Property
      </Link>
    </Button>
  );
}

export function UserAvatar({ user }: { user: CurrentUser }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
  return user.profilePicture ? (
    <img src={user.profilePicture} alt="" className="size-8 rounded-full object-cover" />
  ) : (
    <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800" aria-hidden="true">
      {initials}
    </span>
  );
}

/** Signs out; a failure shows the spec's 'Logout failed' notice. */
export function useSignOut() {
  const logout = useLogout();
  return {
    signOut: () =>
      logout.mutate(undefined, {
        onError: () => toast({ title: 'Logout failed', description: 'Please try again.', variant: 'destructive' }),
      }),
    isSigningOut: logout.isPending,
  };
}
