# syntax=docker/dockerfile:1
# The club in a container, built on the same artifact as the download: the single binary
# (docs/decisions/017-single-binary.md). The runtime image holds that one file and no Node.js.
#   docker build -t brain-appreciation-club .
#   docker run -d -p 3000:3000 -v club-data:/data -e PUBLIC_URL=https://club.example brain-appreciation-club
# Commands run in the same image: docker run --rm -v club-data:/data brain-appreciation-club backup

# --- Build: any Node.js 20.19+ with the compilers npm ci needs for better-sqlite3 12; the binary embeds
# Node.js 24 LTS from the npm registry whatever Node builds it (docs/decisions/023-node-24-runtime.md).
FROM node:24-bookworm AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:binary && ./dist/bin/brain-appreciation-club --version

# --- Run: Debian's slim image (glibc, libstdc++) and the binary, as a user without privileges.
FROM debian:bookworm-slim
RUN groupadd --system --gid 10001 club \
 && useradd --system --uid 10001 --gid club --home-dir /home/club --create-home --shell /usr/sbin/nologin club \
 && mkdir -p /data \
 && chown club:club /data
COPY --from=build /src/dist/bin/brain-appreciation-club /usr/local/bin/brain-appreciation-club
USER club
WORKDIR /home/club
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    XDG_CACHE_HOME=/home/club/.cache
# Unpack the binary's files into the image now, so a container's first start does not have to.
RUN DATA_DIR=/tmp/warm-up brain-appreciation-club migrate && rm -rf /tmp/warm-up
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=6s --start-period=20s --retries=3 CMD ["brain-appreciation-club", "healthcheck"]
# The binary is PID 1: it drains requests and closes the database on `docker stop` (SIGTERM).
ENTRYPOINT ["brain-appreciation-club"]
CMD ["serve"]
