# syntax=docker/dockerfile:1
# Airlens: one image for every role (ROLE=all|web|worker). Build: docker build -t airlens .

# --- build: every dependency, the web bundle and the server bundle, then only production dependencies kept.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the bundles and production node_modules, run as an unprivileged user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/var/lib/airlens
WORKDIR /app
# Workspace packages stay as node_modules/@airlens/* symlinks into packages/, so packages/ comes along.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# With BLOB_URL=s3://… and DATABASE_URL set nothing lasting is written here; it holds PGlite and file blobs otherwise.
RUN mkdir -p /var/lib/airlens && chown node:node /var/lib/airlens
USER node
EXPOSE 8080
# /readyz answers 200 once the database answers (503 otherwise); a worker (ROLE=worker) has no app listener and
# answers /healthz and /readyz alone on WORKER_HEALTH_PORT.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "const w=process.env.ROLE==='worker';fetch('http://127.0.0.1:'+(w?process.env.WORKER_HEALTH_PORT||8081:process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
