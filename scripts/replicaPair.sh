#!/usr/bin/env bash
# A PostgreSQL primary and a streaming replica of it (pg_basebackup -R), on free loopback ports in
# a temporary directory, with Debian's PostgreSQL binaries: the real replica the read-replica
# tests (tests/api/ops/readReplicas.test.ts) run against, and a developer's for trying
# READ_DATABASE_URL. PostgreSQL refuses to run as root, so as root the servers run as postgres.
#
#   eval "$(scripts/replicaPair.sh start)"   # exports REPLICA_PRIMARY_URL, REPLICA_STANDBY_URL, REPLICA_DIR, REPLICA_PG_BIN
#   scripts/replicaPair.sh stop "$REPLICA_DIR"
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/gr-replica.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    primary_port=$(free_port)
    standby_port=$(free_port)
    as_postgres "$pg_bin/initdb" -D "$dir/primary" -A trust -U postgres >/dev/null
    cat >>"$dir/primary/postgresql.conf" <<CONF
port = $primary_port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
wal_level = replica
max_wal_senders = 4
hot_standby = on
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
    echo "host replication all 127.0.0.1/32 trust" >>"$dir/primary/pg_hba.conf"
    as_postgres "$pg_bin/pg_ctl" -D "$dir/primary" -l "$dir/primary.log" -w start >/dev/null
    as_postgres "$pg_bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/standby" -R -X stream
    sed -i "s/^port = .*/port = $standby_port/" "$dir/standby/postgresql.conf"
    as_postgres "$pg_bin/pg_ctl" -D "$dir/standby" -l "$dir/standby.log" -w start >/dev/null
    echo "export REPLICA_DIR='$dir' REPLICA_PG_BIN='$pg_bin'"
    echo "export REPLICA_PRIMARY_URL='postgres://postgres@127.0.0.1:$primary_port/postgres'"
    echo "export REPLICA_STANDBY_URL='postgres://postgres@127.0.0.1:$standby_port/postgres'"
    ;;
  stop)
    dir="${2:?the directory start printed}"
    for server in standby primary; do
      [ -d "$dir/$server" ] && as_postgres "$pg_bin/pg_ctl" -D "$dir/$server" -m immediate stop >/dev/null 2>&1 || true
    done
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
