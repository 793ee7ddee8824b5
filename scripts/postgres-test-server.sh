#!/usr/bin/env bash
# A throw-away PostgreSQL server for tests and scripts: its own cluster in a temporary folder,
# owned by the `postgres` user when run as root (initdb refuses root), listening on 127.0.0.1 only
# at a free port, trusting local connections as role `ptable`. Nothing outside the folder changes.
#
#   postgres-test-server.sh start            makes a folder, starts a server; prints "FOLDER PORT"
#   postgres-test-server.sh start --owner PID   the same, and removes it once process PID is gone
#                                            (a test run killed by a timeout leaves no server behind)
#   postgres-test-server.sh start FOLDER     starts the server of FOLDER again, at its port
#   postgres-test-server.sh stop FOLDER      stops it (fast shutdown); the folder stays
#   postgres-test-server.sh createdb FOLDER NAME   creates database NAME, prints its postgres:// URL
#   postgres-test-server.sh tls FOLDER       turns TLS on, with a new self-signed certificate (openssl)
#   postgres-test-server.sh password FOLDER ROLE PASSWORD   makes ROLE (a superuser), which must
#                                            log in over TCP with PASSWORD (scram-sha-256)
#   postgres-test-server.sh clientcert FOLDER ROLE OUT   makes ROLE (a superuser), which must log
#                                            in over TLS with a certificate for it, and writes
#                                            that certificate and key to OUT/client.{crt,key}
#                                            (signed by the server's own; run tls first)
#   postgres-test-server.sh remove FOLDER    stops it if running and deletes the folder
#
# The binaries come from PTABLE_PG_BINDIR, else Debian's /usr/lib/postgresql/<newest>/bin, else
# `pg_config --bindir`. Exit status 69 (unavailable) when there is no PostgreSQL to run.
# fsync is off: tests check what the server acknowledges, not survival of a power cut.
set -euo pipefail

# The server outlives this script: it must not inherit the caller's other open files (a test
# process's pipes to its other children would then never see end-of-file).
for fd in /proc/$$/fd/*; do
  fd=${fd##*/}
  if ((fd > 2)); then eval "exec $fd>&-" 2>/dev/null || true; fi
done

fail() { echo "error: $1" >&2; exit "${2:-1}"; }

bindir="${PTABLE_PG_BINDIR:-}"
if [[ -z $bindir ]]; then
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [[ -z $bindir ]] && command -v pg_config >/dev/null 2>&1; then bindir=$(pg_config --bindir); fi
[[ -n $bindir && -x $bindir/initdb && -x $bindir/pg_ctl ]] || fail "no PostgreSQL server binaries (install Debian's postgresql)" 69

# As root, every server command runs as `postgres`; otherwise as the caller.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_is_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start_server() { # FOLDER PORT
  as_owner "$bindir/pg_ctl" -D "$1/data" -l "$1/log" -w -t 30 \
    -o "-h 127.0.0.1 -p $2 -k $1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=300" start >/dev/null
}

# The start time of process $1 (field 22 of /proc/PID/stat, read after the name, which may hold
# spaces): with the pid, it names one process, never a later one given the same pid.
start_time() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  stat=${stat##*) }
  set -- $stat
  echo "${20}"
}

# Removes FOLDER's server once process PID (started at START) has ended; ends itself when the
# folder is removed first. It runs detached, its output nowhere, so it holds nothing of the caller.
watch_owner() { # FOLDER PID START
  while [[ -d $1/data && $(start_time "$2" || true) == "$3" ]]; do sleep 1; done
  [[ -d $1/data ]] && bash "$0" remove "$1"
}

# Checks the FOLDER ROLE THIRD of a command that makes a role (its usage line: USAGE).
check_role_arguments() { # USAGE FOLDER ROLE THIRD
  [[ $# -eq 4 && -n $2 && -n $4 ]] || fail "usage: $1" 64
  [[ $3 =~ ^[a-z_][a-z0-9_]*$ ]] || fail "the role must be a plain lower-case name" 64
}

# Puts LINE first in FOLDER's pg_hba.conf (before initdb's lines trusting every role: the first
# line that matches decides), runs each SQL statement, and reloads the configuration.
admit() { # FOLDER LINE SQL...
  local folder=$1 line=$2 hba="$1/data/pg_hba.conf" statements=()
  shift 2
  for sql in "$@" "SELECT pg_reload_conf()"; do statements+=(-c "$sql"); done
  as_owner bash -c "{ echo '$line'; cat '$hba'; } > '$hba.new' && mv '$hba.new' '$hba'"
  as_owner "$bindir/psql" -h 127.0.0.1 -p "$(cat "$folder/port")" -U ptable -d postgres -qtA "${statements[@]}" >/dev/null
}

command="${1:-}"
case "$command" in
  start)
    owner=""
    if [[ ${2:-} == --owner ]]; then
      owner="${3:?usage: $0 start --owner PID}"
      owner_start=$(start_time "$owner") || fail "no process $owner to own the server"
      set -- start
    fi
    if [[ -n ${2:-} ]]; then
      folder="$2"
      [[ -f $folder/port ]] || fail "$folder holds no test server"
      start_server "$folder" "$(cat "$folder/port")" || fail "the server in $folder did not start; see $folder/log"
      echo "$folder $(cat "$folder/port")"
      exit 0
    fi
    folder=$(mktemp -d "${TMPDIR:-/tmp}/ptable-postgres.XXXXXX")
    chmod 755 "$folder"
    if [[ $(id -u) -eq 0 ]]; then chown postgres: "$folder"; fi
    as_owner "$bindir/initdb" -D "$folder/data" -A trust -U ptable -E UTF8 --locale=C >"$folder/initdb.log" 2>&1 \
      || fail "initdb failed; see $folder/initdb.log"
    # A free port, tried again if another process takes it between the check and the start.
    for _ in 1 2 3 4 5 6 7 8; do
      port=$((20000 + RANDOM % 40000))
      port_is_free "$port" || continue
      if start_server "$folder" "$port" 2>/dev/null; then
        echo "$port" >"$folder/port"
        if [[ -n $owner ]]; then
          setsid bash "$0" watch "$folder" "$owner" "$owner_start" </dev/null >/dev/null 2>&1 &
        fi
        echo "$folder $port"
        exit 0
      fi
    done
    fail "no free port for the server in $folder; see $folder/log"
    ;;
  stop)
    folder="${2:?usage: $0 stop FOLDER}"
    as_owner "$bindir/pg_ctl" -D "$folder/data" -m fast -w -t 30 stop >/dev/null
    ;;
  createdb)
    folder="${2:?usage: $0 createdb FOLDER NAME}"
    name="${3:?usage: $0 createdb FOLDER NAME}"
    port=$(cat "$folder/port")
    as_owner "$bindir/createdb" -h 127.0.0.1 -p "$port" -U ptable "$name"
    echo "postgres://ptable@127.0.0.1:$port/$name"
    ;;
  tls)
    folder="${2:?usage: $0 tls FOLDER}"
    # Made by the server's owner, so the key is the owner's and private, as PostgreSQL requires.
    # Named for localhost only: sslmode=verify-full passes for postgres://…@localhost and
    # fails for postgres://…@127.0.0.1.
    as_owner openssl req -new -x509 -days 2 -nodes -subj "/CN=ptable-test" -addext "subjectAltName=DNS:localhost" \
      -keyout "$folder/data/server.key" -out "$folder/data/server.crt" >/dev/null 2>&1 || fail "openssl could not make a certificate"
    as_owner "$bindir/psql" -h 127.0.0.1 -p "$(cat "$folder/port")" -U ptable -d postgres -qtA \
      -c "ALTER SYSTEM SET ssl = on" -c "SELECT pg_reload_conf()" >/dev/null
    ;;
  password)
    check_role_arguments "$0 password FOLDER ROLE PASSWORD" "${@:2}"
    folder=$2 role=$3 secret=$4
    [[ $secret != *"'"* ]] || fail "the password must hold no quotes" 64
    admit "$folder" "host all $role 127.0.0.1/32 scram-sha-256" "CREATE ROLE $role LOGIN SUPERUSER PASSWORD '$secret'"
    ;;
  clientcert)
    check_role_arguments "$0 clientcert FOLDER ROLE OUT" "${@:2}"
    folder=$2 role=$3 out=$4
    [[ -f $folder/data/server.crt ]] || fail "TLS is off in $folder: run $0 tls $folder first"
    # Signed by the server's self-signed certificate, which the server then trusts for clients.
    openssl req -new -nodes -newkey rsa:2048 -subj "/CN=$role" -keyout "$out/client.key" -out "$out/client.csr" >/dev/null 2>&1 \
      && openssl x509 -req -days 2 -in "$out/client.csr" -CA "$folder/data/server.crt" -CAkey "$folder/data/server.key" \
        -CAcreateserial -CAserial "$out/ca.srl" -out "$out/client.crt" >/dev/null 2>&1 || fail "openssl could not make a client certificate"
    chmod 600 "$out/client.key"
    admit "$folder" "hostssl all $role 127.0.0.1/32 cert" "CREATE ROLE $role LOGIN SUPERUSER" "ALTER SYSTEM SET ssl_ca_file = 'server.crt'"
    ;;
  remove)
    folder="${2:?usage: $0 remove FOLDER}"
    [[ -d $folder/data ]] || fail "$folder holds no test server"
    as_owner "$bindir/pg_ctl" -D "$folder/data" status >/dev/null 2>&1 \
      && as_owner "$bindir/pg_ctl" -D "$folder/data" -m immediate -w -t 30 stop >/dev/null
    rm -rf "$folder"
    ;;
  watch)
    watch_owner "${2:?}" "${3:?}" "${4:?}"
    ;;
  *)
    fail "usage: $0 start [FOLDER | --owner PID] | stop FOLDER | createdb FOLDER NAME | tls FOLDER | password FOLDER ROLE PASSWORD | clientcert FOLDER ROLE OUT | remove FOLDER" 64
    ;;
esac
