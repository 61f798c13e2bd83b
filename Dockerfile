# syntax=docker/dockerfile:1
# The site in one image: the built pages and the Node server (API, database client).
#   docker build -t taleweave .
#   docker run -p 8080:8080 -v taleweave-data:/data taleweave        (SQLite in the volume)
# compose.yaml runs two of these behind Caddy with PostgreSQL. README: "Deploying at scale".

# ---- build: every dependency, then `npm run build` (content check, images, prerender, worker) ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The workspace packages' manifests first, so npm ci links tools/artwork and tools/images.
COPY package.json package-lock.json ./
COPY tools/artwork/package.json ./tools/artwork/
COPY tools/images/package.json ./tools/images/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies, the built dist/, and the sources the server runs ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY tools/artwork/package.json ./tools/artwork/
COPY tools/images/package.json ./tools/images/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# Node 24 runs the TypeScript sources as they are (type stripping): no compile step for the server.
COPY server ./server
COPY shared ./shared
COPY src ./src
COPY content ./content
# The content schemas read the image catalog's schema from @taleweave/images when the server starts.
COPY tools ./tools
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Liveness only: /api/ready (database reachable and writable) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and handles SIGTERM: in-flight requests finish within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
CMD ["node", "server/server.ts"]
