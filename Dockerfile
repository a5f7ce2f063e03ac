# Quarterdeck server image (for docker-compose.yml on machines with Docker).
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN bash -c "source scripts/bootstrap.sh && pnpm --filter @quarterdeck/client build"
ENV NODE_ENV=production PORT=8000
EXPOSE 8000
# Two V8 helper threads for garbage collection, as `npm start` uses by default (docs/PERFORMANCE.md#v8-helper-threads).
CMD ["node", "--v8-pool-size=2", "--import", "tsx", "packages/server/src/main.ts"]
