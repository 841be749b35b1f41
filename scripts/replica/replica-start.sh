#!/usr/bin/env bash
# Starts a hot-standby replica of this machine's PostgreSQL 15 by streaming replication, for the
# report and export reads (DATABASE_REPLICA_URLS; README "A replica for the reports").
# Idempotent: a replica already answering on the port is left alone; a stopped one is started
# again and catches up from its replication slot; a missing one is copied with pg_basebackup.
# Run as root (or as the postgres OS user). Settings: PRIMARY_PORT (5432), REPLICA_PORT (5433),
# REPLICA_DIR (/var/lib/postgresql/15/replica-$REPLICA_PORT), PG_BIN, PG_HBA.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_HBA=${PG_HBA:-/etc/postgresql/15/main/pg_hba.conf}
PRIMARY_PORT=${PRIMARY_PORT:-5432}
REPLICA_PORT=${REPLICA_PORT:-5433}
REPLICA_DIR=${REPLICA_DIR:-/var/lib/postgresql/15/replica-$REPLICA_PORT}
LOG_FILE="$REPLICA_DIR.log"
# One slot per replica: the primary keeps the WAL a stopped replica still needs to catch up.
SLOT="replica_$REPLICA_PORT"
HBA_LINE='host replication all 127.0.0.1/32 trust'

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}
primary_sql() { psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atqc "$1"; }
replica_sql() { psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atqc "$1"; }
replica_ready() { "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$REPLICA_PORT"; }

if replica_ready; then
  if [ "$(replica_sql 'SELECT pg_is_in_recovery()')" = t ]; then
    echo "A replica already runs on port $REPLICA_PORT."
    exit 0
  fi
  echo "Port $REPLICA_PORT answers but is not a standby: not touching it." >&2
  exit 1
fi

"$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PRIMARY_PORT" || {
  echo "No PostgreSQL answers on port $PRIMARY_PORT (the primary)." >&2
  exit 1
}

if ! grep -qxF "$HBA_LINE" "$PG_HBA"; then
  echo "$HBA_LINE" >>"$PG_HBA"
  primary_sql 'SELECT pg_reload_conf()' >/dev/null
  echo "Allowed replication from 127.0.0.1 in $PG_HBA."
fi

if [ ! -f "$REPLICA_DIR/standby.signal" ]; then
  rm -rf "$REPLICA_DIR"
  install -d -o postgres -g postgres -m 700 "$REPLICA_DIR"
  # A slot left by a replica whose directory is gone would hold WAL for nobody.
  primary_sql "SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots
               WHERE slot_name = '$SLOT' AND NOT active" >/dev/null
  echo "Copying the primary into $REPLICA_DIR (pg_basebackup)…"
  as_postgres "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres \
    -D "$REPLICA_DIR" -R -X stream -C -S "$SLOT" --checkpoint=fast
fi

# Debian keeps the primary's configuration in /etc, so the copy has none: a standby's own. Its
# limits must be at least the primary's or the standby refuses to start.
limit() { primary_sql "SELECT setting FROM pg_settings WHERE name = '$1'"; }
as_postgres tee "$REPLICA_DIR/postgresql.conf" >/dev/null <<CONF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '/tmp'
hot_standby = on
# Long reports are not cancelled by the primary's vacuum of rows they still see.
hot_standby_feedback = on
max_connections = $(limit max_connections)
max_worker_processes = $(limit max_worker_processes)
max_wal_senders = $(limit max_wal_senders)
max_prepared_transactions = $(limit max_prepared_transactions)
max_locks_per_transaction = $(limit max_locks_per_transaction)
shared_buffers = 128MB
timezone = 'Etc/UTC'
log_timezone = 'Etc/UTC'
lc_messages = 'C.UTF-8'
datestyle = 'iso, mdy'
default_text_search_config = 'pg_catalog.english'
cluster_name = 'replica-$REPLICA_PORT'
CONF
as_postgres tee "$REPLICA_DIR/pg_hba.conf" >/dev/null <<'HBA'
local all all trust
host all all 127.0.0.1/32 trust
HBA
as_postgres touch "$REPLICA_DIR/pg_ident.conf"

echo "Starting the replica on port $REPLICA_PORT (log: $LOG_FILE)…"
touch "$LOG_FILE" && chown postgres:postgres "$LOG_FILE"
as_postgres "$PG_BIN/pg_ctl" -D "$REPLICA_DIR" -l "$LOG_FILE" -w -t 120 start >/dev/null

for _ in $(seq 1 120); do
  if replica_ready && [ "$(replica_sql 'SELECT pg_is_in_recovery()' 2>/dev/null)" = t ]; then
    echo "Replica ready on port $REPLICA_PORT (hot standby)."
    exit 0
  fi
  sleep 0.5
done
echo "The replica did not become a ready hot standby; see $LOG_FILE." >&2
exit 1
