# The command API and the projector, built from this repository (docker-compose.yml runs both).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and argon2 compile native code when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
EXPOSE 3000
CMD ["node", "--no-memory-reducer", "dist/apps/command-api/src/main.js"]
