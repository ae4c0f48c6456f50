#!/usr/bin/env bash
# CI helper: makes a local PostgreSQL server available (Debian's package when missing) and prints
# a TEST_DATABASE_URL for a superuser role that may create the contract suite's fresh databases.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
# Only the URL goes to stdout, which the caller captures: every tool's own output goes to stderr
# (pg_ctlcluster prints "Removed stale pid file." on stdout after an unclean stop).
{
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    echo "ci: installing PostgreSQL from Debian's packages" >&2
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
  fi
  if [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
    version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
    pg_createcluster "$version" main >/dev/null
  fi
  read -r version name port status _ < <(pg_lsclusters -h | head -1)
  if [ "$status" != "online" ]; then pg_ctlcluster "$version" "$name" start; fi
  role=vitrine_ci
  if ! su postgres -c "psql -p $port -tAc \"SELECT 1 FROM pg_roles WHERE rolname='$role'\"" | grep -q 1; then
    su postgres -c "psql -p $port -qc \"CREATE ROLE $role LOGIN SUPERUSER PASSWORD '$role'\""
  fi
} >&2
echo "postgres://$role:$role@127.0.0.1:$port/postgres"
