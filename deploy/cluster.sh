#!/usr/bin/env bash
# A working example of ptable beyond one machine's process, all on 127.0.0.1: one PostgreSQL,
# several `ptable serve` instances sharing it, and nginx in front balancing them and caching images.
#
#   bash deploy/cluster.sh start [DIR]    start everything; DIR keeps the data, logs and pids
#   bash deploy/cluster.sh status [DIR]   what runs, and whether each instance is ready
#   bash deploy/cluster.sh stop [DIR]     stop everything that start started (by its pids)
#
# Environment: PTABLE (the ptable executable; default: the one `swift build` made),
# INSTANCES (2), PORT (nginx's port; 0 picks a free one, as do INSTANCE_PORTS and PG_PORT when
# unset), PTABLE_CLUSTER_STORE (postgres, or sqlite for one shared file on this machine),
# LOG_FORMAT (json). DIR defaults to ${TMPDIR:-/tmp}/ptable-cluster. See deploy/README.md.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
command="${1:-}"
dir="${2:-${TMPDIR:-/tmp}/ptable-cluster}"
pgbin="${PGBIN:-/usr/lib/postgresql/15/bin}"

fail() { echo "error: $*" >&2; exit 1; }

# A free loopback port (bound, then released for the program that listens on it).
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
as_postgres() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Waits up to $2 seconds for $1 to answer 200; false when it never does, or at once when the
# process $3 (if given) has ended.
wait_ready() {
  local url=$1 seconds=$2 pid=${3:-} deadline=$((SECONDS + $2))
  while ((SECONDS < deadline)); do
    if [[ -n $pid ]] && ! kill -0 "$pid" 2>/dev/null; then return 1; fi
    if [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$url" || true) == 200 ]]; then return 0; fi
    sleep 0.2
  done
  return 1
}

find_ptable() {
  if [[ -n "${PTABLE:-}" ]]; then echo "$PTABLE"; return; fi
  local bin
  bin="$(cd "$here/.." && swift build --show-bin-path 2>/dev/null)" || fail "set PTABLE to the ptable executable"
  [[ -x "$bin/ptable" ]] || fail "no $bin/ptable: run swift build first, or set PTABLE"
  echo "$bin/ptable"
}

# start_postgres PORT: a new cluster in $dir/pg, database ptable, owner ptable, trust on loopback.
start_postgres() {
  local port=$1
  mkdir -p "$dir/pg"
  chmod 755 "$dir"
  if [[ $(id -u) -eq 0 ]]; then chown postgres: "$dir/pg"; fi
  chmod 700 "$dir/pg"
  [[ -x "$pgbin/initdb" ]] || fail "no PostgreSQL in $pgbin (apt-get install postgresql, or set PGBIN)"
  if [[ ! -f "$dir/pg/data/PG_VERSION" ]]; then
    as_postgres "$pgbin/initdb" -D "$dir/pg/data" -A trust -U ptable -E UTF8 --locale C >"$dir/pg/initdb.log" 2>&1 \
      || fail "initdb failed: $(tail -3 "$dir/pg/initdb.log")"
  fi
  pg_start "$port"
  as_postgres "$pgbin/psql" -h 127.0.0.1 -p "$port" -U ptable -d postgres -qtAc \
    "SELECT 1 FROM pg_database WHERE datname = 'ptable'" | grep -q 1 \
    || as_postgres "$pgbin/createdb" -h 127.0.0.1 -p "$port" -U ptable ptable
}

# pg_start PORT / pg_stop: the server of $dir/pg (also used by the cluster test's outage).
pg_start() {
  as_postgres "$pgbin/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/server.log" -w -t 30 \
    -o "-k $dir/pg -p $1 -h 127.0.0.1" start >/dev/null || fail "PostgreSQL did not start: $(tail -3 "$dir/pg/server.log")"
}
pg_stop() {
  if [[ -f "$dir/pg/data/postmaster.pid" ]]; then
    as_postgres "$pgbin/pg_ctl" -D "$dir/pg/data" -m fast -w -t 30 stop >/dev/null || true
  fi
}

start() {
  [[ ! -f "$dir/cluster.env" ]] || fail "$dir/cluster.env exists: stop that cluster first (bash deploy/cluster.sh stop $dir)"
  local ptable count store_kind log_format
  ptable="$(find_ptable)"
  count="${INSTANCES:-2}"
  store_kind="${PTABLE_CLUSTER_STORE:-postgres}"
  log_format="${LOG_FORMAT:-json}"
  ((count >= 1)) || fail "INSTANCES must be at least 1, got $count"
  command -v nginx >/dev/null || fail "no nginx (apt-get install nginx-light)"
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  local port="${PORT:-0}" pg_port="${PG_PORT:-0}"
  [[ $port != 0 ]] || port=$(free_port)
  [[ $pg_port != 0 ]] || pg_port=$(free_port)
  local store
  case "$store_kind" in
    postgres) store="postgres://ptable@127.0.0.1:$pg_port/ptable" ;;
    sqlite) store="$dir/favorites.sqlite" ;;
    *) fail "PTABLE_CLUSTER_STORE must be postgres or sqlite, got $store_kind" ;;
  esac
  {
    echo "DIR=$dir"
    echo "PTABLE=$ptable"
    echo "STORE=$store"
    echo "STORE_KIND=$store_kind"
    echo "PG_PORT=$pg_port"
    echo "PORT=$port"
    echo "INSTANCES=$count"
  } >"$dir/cluster.env"
  # Whatever fails from here on, what was started is stopped again.
  trap 'code=$?; if ((code != 0)); then stop >&2; fi' EXIT
  [[ $store_kind != postgres ]] || start_postgres "$pg_port"

  local ports=() pids=() upstreams="" i instance_port
  read -r -a requested <<<"${INSTANCE_PORTS:-}"
  for ((i = 1; i <= count; i++)); do
    instance_port="${requested[$((i - 1))]:-$(free_port)}"
    ports+=("$instance_port")
    "$ptable" serve --host 127.0.0.1 --port "$instance_port" --store "$store" --log-format "$log_format" \
      >"$dir/instance-$i.out" 2>"$dir/instance-$i.log" </dev/null &
    pids+=("$!")
    echo "INSTANCE_${i}_PID=$!" >>"$dir/cluster.env"
    echo "INSTANCE_${i}_PORT=$instance_port" >>"$dir/cluster.env"
    upstreams+="        server 127.0.0.1:$instance_port max_fails=1 fail_timeout=2s;"$'\n'
  done
  for ((i = 1; i <= count; i++)); do
    # An instance that refused its configuration (a store it cannot use) has exited with its
    # error line: said at once, not after the minute's wait.
    wait_ready "http://127.0.0.1:${ports[$((i - 1))]}/readyz" 60 "${pids[$((i - 1))]}" \
      || fail "instance $i (port ${ports[$((i - 1))]}) is not ready: $(tail -3 "$dir/instance-$i.log")"
  done

  mkdir -p "$dir/nginx/cache"
  local user=""
  if [[ $(id -u) -eq 0 ]]; then
    # nginx's workers drop root; they write the cache and temporary files as nobody.
    user="user nobody nogroup;"
    chmod 755 "$dir"
    chown -R nobody:nogroup "$dir/nginx"
  fi
  local conf
  conf="$(<"$here/nginx.conf.template")"
  conf="${conf//@DIR@/$dir}"
  conf="${conf//@PORT@/$port}"
  conf="${conf//@USER@/$user}"
  conf="${conf//@UPSTREAMS@/${upstreams%$'\n'}}"
  printf '%s\n' "$conf" >"$dir/nginx/nginx.conf"
  nginx -t -q -p "$dir/nginx" -e "$dir/nginx/error.log" -c "$dir/nginx/nginx.conf" || fail "nginx refused $dir/nginx/nginx.conf"
  nginx -p "$dir/nginx" -e "$dir/nginx/error.log" -c "$dir/nginx/nginx.conf" -g "daemon off;" \
    </dev/null >>"$dir/nginx/nginx.out" 2>&1 &
  echo "NGINX_PID=$!" >>"$dir/cluster.env"
  wait_ready "http://127.0.0.1:$port/healthz" 20 || fail "nginx does not answer on port $port: $(tail -3 "$dir/nginx/error.log")"

  echo "ptable cluster in $dir:"
  echo "  balancer   http://127.0.0.1:$port  (nginx, images cached)"
  for ((i = 1; i <= count; i++)); do
    echo "  instance $i http://127.0.0.1:${ports[$((i - 1))]}  (/metrics, /readyz; log $dir/instance-$i.log)"
  done
  echo "  store      $store"
  trap - EXIT
}

# Sends SIGTERM to a pid and waits up to 40 s for it to go (the server drains first), then SIGKILL.
stop_pid() {
  local pid=$1 deadline
  kill -TERM "$pid" 2>/dev/null || return 0
  deadline=$((SECONDS + 40))
  while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null || true
}

stop() {
  [[ -f "$dir/cluster.env" ]] || { echo "no cluster in $dir"; return 0; }
  # shellcheck disable=SC1091
  source "$dir/cluster.env"
  [[ -z "${NGINX_PID:-}" ]] || stop_pid "$NGINX_PID"
  local i pid
  for ((i = 1; i <= INSTANCES; i++)); do
    pid="INSTANCE_${i}_PID"
    [[ -z "${!pid:-}" ]] || stop_pid "${!pid}"
  done
  pg_stop
  rm -f "$dir/cluster.env"
  echo "stopped the cluster in $dir (data and logs kept there)"
}

status() {
  [[ -f "$dir/cluster.env" ]] || { echo "no cluster in $dir"; return 1; }
  # shellcheck disable=SC1091
  source "$dir/cluster.env"
  local i pid port
  local answer
  answer=$(curl -s --max-time 2 "http://127.0.0.1:$PORT/healthz") || answer="no answer"
  echo "balancer http://127.0.0.1:$PORT (pid $NGINX_PID): /healthz through it: $answer"
  for ((i = 1; i <= INSTANCES; i++)); do
    pid="INSTANCE_${i}_PID"; port="INSTANCE_${i}_PORT"
    answer=$(curl -s --max-time 3 "http://127.0.0.1:${!port}/readyz") || answer="no answer"
    echo "instance $i http://127.0.0.1:${!port} (pid ${!pid}): /readyz $answer"
  done
}

case "$command" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  pg-stop) source "$dir/cluster.env"; pg_stop ;;
  pg-start) source "$dir/cluster.env"; pg_start "$PG_PORT" ;;
  *) echo "usage: bash deploy/cluster.sh start|status|stop [DIR]" >&2; exit 64 ;;
esac
