import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const host = 'http://localhost:3000';

export default defineConfig({
  root: webDir,
  plugins: [
    // The router plugin must come before react(): it generates src/routeTree.gen.ts (committed).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webDir}src/routes`,
      generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
    }),
    react(),
    tailwindcss(),
  ],
  // The @/ (web/src) and @contracts/ (modules) import aliases are declared once, as paths in tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    // Vite's default hashed names under dist/assets let the host cache them immutably.
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived libraries in their own chunks: an app release does not invalidate them.
        // Only libraries every page needs; the rest stays with the chunks that use it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'radix', test: /node_modules[\\/](@radix-ui|radix-ui)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': host,
      '/healthz': host,
    },
  },
});
