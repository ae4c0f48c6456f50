#!/usr/bin/env bash
# CI: the cluster test (decision 0035). One `npm run build`, then three instances started without
# building, on one fresh PostgreSQL database (.ci/postgres.sh), an S3-compatible server (s3rver,
# a dev dependency), an SMTP sink and HAProxy (Debian's package, installed when missing) in front.
# Loopback ports 3600-3619 only. Closes with "N passed, N failed"; exits 1 when a check failed.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v haproxy >/dev/null 2>&1; then
  echo "ci: installing HAProxy from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq haproxy >/dev/null
fi
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL="$(bash .ci/postgres.sh)"
  export TEST_DATABASE_URL
fi

started=$(date +%s)
npm run build
timeout 280 node --import tsx tests/cluster/run.ts
echo "ci: cluster test in $(( $(date +%s) - started )) s (build included)"
