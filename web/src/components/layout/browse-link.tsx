import { Link, useLocation } from '@tanstack/react-router';
import { PROPERTIES_ANCHOR, scrollToAnchor } from '@/lib/scroll.ts';

/**
 * The header's Browse item: goes to the homepage listings section, and when already on the
 * homepage just scrolls there (keeping any filters in the URL).
 */
export function BrowseLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });

  return (
    <Link
      to="/"
      hash={PROPERTIES_ANCHOR}
      activeOptions={{ exact: true, includeHash: true }}
      className={className}
      onClick={(event) => {
        onNavigate?.();
        if (pathname === '/') {
          event.preventDefault();
          // after a closing menu has released the page's scroll lock
          requestAnimationFrame(() => scrollToAnchor(PROPERTIES_ANCHOR));
        }
      }}
    >
      Browse
    </Link>
  );
}
