# syntax=docker/dockerfile:1
# DealAcre in services mode. Build: docker build -t dealacre .   Run it with docker-compose.yml.

FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_FUND=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# Every dependency, for building the web bundle.
FROM base AS deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci

FROM deps AS build
COPY . .
RUN npm run build:web

# Production dependencies only; the runtime stage copies the result, not npm's cache. The web's libraries are
# devDependencies (the server renderer is built with them inside it); no production dependency has an install
# script. Then removed: the embedded database, PGlite, and its driver (the image runs on Postgres, DATABASE_URL;
# the host loads them only without it), and the packages' type declarations and source maps, which Node never
# reads. `npm run check:runtime-size` runs this stage's commands and holds the result to its budget.
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts \
  && rm -rf node_modules/@electric-sql/pglite node_modules/@mikro-orm/pglite \
  && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.map' \) -delete

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false \
    # buffers of 128 KiB and more (the embedded engine's columns) get their own mappings, returned when
    # freed, instead of leaving holes in malloc's heap (about 170 MiB less at 100,000 listings)
    MALLOC_MMAP_THRESHOLD_=131072
# Node 24 runs the TypeScript sources as they are: there is no server build output to copy.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY src ./src
COPY modules ./modules
COPY --from=build /app/web/dist ./web/dist
# The code stays root-owned and read-only to the app; only DATA_DIR (uploads, files) is writable.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# young generation capped at 2 × 8 MiB: on a machine with much memory V8 lets it grow to 128 MiB under
# load, for no throughput the search benchmark could see (decision 0036); npm start does the same
CMD ["node", "--max-semi-space-size=8", "src/main.ts"]
