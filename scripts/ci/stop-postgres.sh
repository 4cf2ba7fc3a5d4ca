#!/usr/bin/env bash
# Stops and removes the cluster start-postgres.sh made.
[ -f /tmp/ci-pg-current ] || exit 0
dir=$(cat /tmp/ci-pg-current)
if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "pg_ctl -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
else pg_ctl -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; fi
rm -rf "$dir" /tmp/ci-pg-current
