#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster from the machine's own binaries and prints its URL.
# Prints nothing (and a notice on stderr) when initdb or pg_ctl is not available.
set -euo pipefail
if ! command -v initdb >/dev/null || ! command -v pg_ctl >/dev/null || ! id postgres >/dev/null 2>&1; then
  echo "notice: initdb/pg_ctl or the postgres user not found; skipping the real PostgreSQL tests" >&2
  exit 0
fi
dir=$(mktemp -d /tmp/ci-pg.XXXXXX)
chown postgres "$dir"
port=${PG_TEST_PORT:-55432}
# A port some other server holds (a cluster a killed run left behind, say) is skipped rather than failing the run.
while (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
run "initdb -D '$dir/data' -U postgres -A trust --no-sync >'$dir/initdb.log' 2>&1"
run "pg_ctl -D '$dir/data' -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -l '$dir/server.log' -w start >/dev/null"
echo "$dir" > /tmp/ci-pg-current
echo "postgres://postgres@127.0.0.1:$port/postgres"
