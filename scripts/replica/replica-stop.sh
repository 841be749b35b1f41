#!/usr/bin/env bash
# Stops the replica started by replica-start.sh. Its data directory and replication slot stay,
# so the next start catches up; `--remove` also deletes both (the primary then keeps no WAL for it).
# `--immediate` stops it as a crash would (no shutdown checkpoint, sessions cut): the tests use it.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PRIMARY_PORT=${PRIMARY_PORT:-5432}
REPLICA_PORT=${REPLICA_PORT:-5433}
REPLICA_DIR=${REPLICA_DIR:-/var/lib/postgresql/15/replica-$REPLICA_PORT}
SLOT="replica_$REPLICA_PORT"

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

if [ -f "$REPLICA_DIR/postmaster.pid" ]; then
  mode=fast
  [ "${1:-}" = --immediate ] && mode=immediate
  as_postgres "$PG_BIN/pg_ctl" -D "$REPLICA_DIR" -m "$mode" -w stop >/dev/null
  echo "Replica on port $REPLICA_PORT stopped."
else
  echo "No replica runs from $REPLICA_DIR."
fi

if [ "${1:-}" = --remove ]; then
  psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atqc \
    "SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots
     WHERE slot_name = '$SLOT' AND NOT active" >/dev/null
  rm -rf "$REPLICA_DIR" "$REPLICA_DIR.log"
  echo "Replica data directory and slot removed."
fi
