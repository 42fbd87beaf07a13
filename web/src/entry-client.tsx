import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startCacheHousekeeping } from '@/lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

const router = createAppRouter();
startCacheHousekeeping(router.options.context.queryClient);

// The server rendered the whole document (entry-server.tsx); React takes it over in place.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
