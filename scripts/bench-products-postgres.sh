#!/usr/bin/env bash
# `npm run bench:postgres`: the products load of issue 6 against PostgreSQL. Makes a throwaway PostgreSQL
# cluster on this machine (as .ci/run does), seeds the demo data into it, runs
# `npm run bench -- --skip-lighthouse --skip-load --load-products` with DATABASE_URL pointing at it, and
# removes the cluster. Needs the build (`npm run build`) and PostgreSQL from apt (as root, like .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
bin=/usr/lib/postgresql/$version/bin
port=${BENCH_PG_PORT:-3398}
dir=$(mktemp -d)
chown postgres "$dir"
su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres" >/dev/null
su postgres -c "$bin/pg_ctl -D $dir/data -o '-p $port -k /tmp -c listen_addresses=127.0.0.1' -l $dir/log -w start" >/dev/null
trap 'su postgres -c "$bin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
psql -q -h 127.0.0.1 -p "$port" -U postgres -c 'create database forum_bench'
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/forum_bench"
# on PostgreSQL the server takes its secrets from configuration only (decision 028)
export PAYMENT_SANDBOX_SECRET="${PAYMENT_SANDBOX_SECRET:-$(node -p "require('node:crypto').randomBytes(32).toString('hex')")}"
DATA_DIR="$dir/app" npm run --silent db:seed >/dev/null
npm run --silent bench -- --skip-lighthouse --skip-load --load-products "$@"
