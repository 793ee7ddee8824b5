#!/usr/bin/env bash
# Load held, measured: `ptable serve` (release build) against nginx serving the same bytes as
# static files, in the same run, on 127.0.0.1, with wrk. Prints one table:
#   - cached thumbnails (the 118 /tiles/NNN/s7.png in turn) and /api/v1/elements: requests per
#     second and p99 latency, ptable and nginx, and their ratio;
#   - a burst of 1,000 favourite POSTs from 50 keep-alive clients: every one acknowledged and listed;
#   - memory: resident size while a stream of distinct images passes through a small render cache
#     (--cache-limit), and the cache's bytes from /metrics against its limit;
#   - a few hundred idle half-open connections held while wrk measures /api/v1/elements again.
# Each rate is the median of LOAD_ROUNDS runs, ptable's and its baseline's alternated, so that the
# load other programs put on the machine meanwhile falls on both alike.
# Usage: bash scripts/benchmark.sh load   (LOAD_SECONDS=10 per wrk run, LOAD_ROUNDS=3,
# LOAD_CONNECTIONS=50, IDLE_CONNECTIONS=300, DISTINCT_IMAGES=600, CACHE_LIMIT_MIB=8)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${LOAD_SECONDS:-10}"
rounds="${LOAD_ROUNDS:-3}"
connections="${LOAD_CONNECTIONS:-50}"
idle_count="${IDLE_CONNECTIONS:-300}"
distinct_count="${DISTINCT_IMAGES:-600}"
cache_mib="${CACHE_LIMIT_MIB:-8}"
for tool in wrk nginx curl python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (bash scripts/install-dependencies.sh)" >&2; exit 1; }
done

echo "Building ptable (release)…" >&2
swift build -c release >&2
ptable="$(swift build -c release --show-bin-path)/ptable"

work="$(mktemp -d "${TMPDIR:-/tmp}/ptable-load.XXXXXX")"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do timeout 30 tail --pid="$pid" -f /dev/null 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
chmod 755 "$work"

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_ready() {
  for _ in $(seq 1 300); do
    [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$1" || true) == 200 ]] && return 0
    sleep 0.2
  done
  echo "error: $1 never answered 200" >&2; exit 1
}
rss_kib() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }
hwm_kib() { awk '/^VmHWM:/ { print $2 }' "/proc/$1/status"; }

# The server under test, and the same bytes laid out for nginx.
ptable_port=$(free_port)
"$ptable" serve --port "$ptable_port" --store "$work/favorites.sqlite" --cache-limit "$cache_mib" \
  >/dev/null 2>"$work/ptable.log" </dev/null &
ptable_pid=$!
pids+=("$ptable_pid")
wait_ready "http://127.0.0.1:$ptable_port/readyz"
rss_start=$(rss_kib "$ptable_pid")

mkdir -p "$work/static/api/v1" "$work/nginx"
curl -sf -o "$work/static/api/v1/elements" "http://127.0.0.1:$ptable_port/api/v1/elements"
: >"$work/thumbnails.txt"
for number in $(seq -f '%03g' 1 118); do
  mkdir -p "$work/static/tiles/$number"
  curl -sf -o "$work/static/tiles/$number/s7.png" "http://127.0.0.1:$ptable_port/tiles/$number/s7.png"
  echo "/tiles/$number/s7.png" >>"$work/thumbnails.txt"
done
# The same thumbnails, now from ptable's cache: every request below is a cache hit.
{
  echo 'paths = {'
  sed 's/.*/  "&",/' "$work/thumbnails.txt"
  echo '}'
  echo 'counter = 0'
  echo 'request = function() counter = counter + 1; return wrk.format("GET", paths[counter % #paths + 1]) end'
} >"$work/thumbnails.lua"

nginx_port=$(free_port)
user=""
if [[ $(id -u) -eq 0 ]]; then user="user nobody nogroup;"; chown -R nobody:nogroup "$work/nginx"; fi
cat >"$work/nginx/nginx.conf" <<NGINX
worker_processes auto;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
$user
events { worker_connections 4096; }
http {
    access_log $work/nginx/access.log;
    client_body_temp_path $work/nginx/body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    sendfile on;
    types { image/png png; }
    default_type application/json;
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/static;
        etag on;
    }
}
NGINX
nginx -p "$work/nginx" -e "$work/nginx/error.log" -c "$work/nginx/nginx.conf" -g "daemon off;" </dev/null &
pids+=("$!")
wait_ready "http://127.0.0.1:$nginx_port/api/v1/elements"

# wrk_run URL [SCRIPT]: "requests-per-second p99-ms errors"
wrk_run() {
  local output
  output=$(wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s --latency ${2:+-s "$2"} "$1")
  echo "$output" >>"$work/wrk.log"
  awk '
    function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
    /Requests\/sec:/ { rate = $2 }
    /^ +99%/ { p99 = ms($2) }
    /Non-2xx or 3xx responses:/ { errors += $NF }
    /Socket errors:/ { errors += $4 + $6 + $8 + $10 }
    END { printf "%.0f %.2f %d\n", rate, p99, errors }' <<<"$output"
}

# median NUMBER...: the middle one (the lower middle of an even count).
median() { printf '%s\n' "$@" | sort -g | awk '{ value[NR] = $1 } END { print value[int((NR + 1) / 2)] }'; }

# measure_rounds NAME COMMAND...: runs COMMAND (which prints "rate p99 errors") $rounds times and
# sets NAME_rate and NAME_p99 to the medians, NAME_err to the sum of errors. Two calls alternate
# when made in one loop by measure_round.
declare -A rates p99s errors
measure_round() {
  local name=$1 rate p99 err
  shift
  "$@" >"$work/measured.txt"
  read -r rate p99 err <"$work/measured.txt"
  rates[$name]+="$rate " p99s[$name]+="$p99 " errors[$name]=$((${errors[$name]:-0} + err))
}
medians() {
  local name=$1
  # shellcheck disable=SC2086
  printf '%s %s %s\n' "$(median ${rates[$name]})" "$(median ${p99s[$name]})" "${errors[$name]}"
}

declare -a rows
row() { rows+=("$(printf "| %-44s | %-30s | %-30s | %-6s |" "$1" "$2" "$3" "$4")"); }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
compare() {
  local label=$1 path=$2 script=${3:-} round
  echo "  $label…" >&2
  for ((round = 1; round <= rounds; round++)); do
    measure_round "ptable $label" wrk_run "http://127.0.0.1:$ptable_port$path" "$script"
    measure_round "nginx $label" wrk_run "http://127.0.0.1:$nginx_port$path" "$script"
  done
  read -r p_rate p_p99 p_err < <(medians "ptable $label")
  read -r n_rate n_p99 n_err < <(medians "nginx $label")
  row "$label" "$p_rate/s, p99 $p_p99 ms, $p_err err" "$n_rate/s, p99 $n_p99 ms, $n_err err" "$(ratio "$p_rate" "$n_rate")"
}

echo "Measuring ($seconds s a run, $connections connections)…" >&2
compare "Cached thumbnails (118 s7.png in turn)" "/" "$work/thumbnails.lua"
compare "/api/v1/elements" "/api/v1/elements"

echo "  1,000 favourite POSTs from 50 clients…" >&2
read -r burst_s burst_p99 acknowledged found burst_failures < <(python3 scripts/load-clients.py burst "$ptable_port" 1000 50 "$RANDOM")
row "1,000 favourite POSTs, 50 clients (SQLite)" \
  "$(awk -v s="$burst_s" 'BEGIN { printf "%.0f/s", 1000 / s }'), p99 $burst_p99 ms" "-" "-"
row "  acknowledged 201 / listed afterwards" "$acknowledged / $found ($burst_failures failed)" "-" "-"

echo "  $distinct_count distinct images through a $cache_mib MiB cache…" >&2
rss_before=$(rss_kib "$ptable_pid")
read -r distinct_s distinct_failures < <(python3 scripts/load-clients.py distinct "$ptable_port" "$distinct_count" 4)
rss_after=$(rss_kib "$ptable_pid")
hwm=$(hwm_kib "$ptable_pid")
metrics=$(curl -sf "http://127.0.0.1:$ptable_port/metrics")
cache_bytes=$(awk '/^ptable_render_cache_bytes / { printf "%d", $2 }' <<<"$metrics")
evictions=$(awk '/^ptable_render_cache_evictions_total / { printf "%d", $2 }' <<<"$metrics")
row "Memory: $distinct_count distinct images, cache $cache_mib MiB" \
  "RSS $((rss_before / 1024)) -> $((rss_after / 1024)) MiB, peak $((hwm / 1024))" \
  "cache $((cache_bytes / 1024)) KiB held" "-"
row "  (started at $((rss_start / 1024)) MiB)" "$evictions evictions, $distinct_failures failed" \
  "limit $((cache_mib * 1024)) KiB" "-"

# wrk_beside_idle: wrk on /api/v1/elements while $idle_count connections that sent half a request
# are held open (the holder lets go a few seconds after wrk ends).
wrk_beside_idle() {
  python3 scripts/load-clients.py idle "$ptable_port" "$idle_count" $((seconds + 3)) >"$work/idle.txt" &
  local idle_pid=$!
  pids+=("$idle_pid")
  for _ in $(seq 1 100); do grep -q holding "$work/idle.txt" 2>/dev/null && break; sleep 0.1; done
  grep -q holding "$work/idle.txt" || { echo "error: the idle connections were not opened" >&2; exit 1; }
  wrk_run "http://127.0.0.1:$ptable_port/api/v1/elements"
  wait "$idle_pid" || true
}
echo "  /api/v1/elements with $idle_count idle half-open connections held…" >&2
for ((round = 1; round <= rounds; round++)); do
  measure_round "idle" wrk_beside_idle
  measure_round "no idle" wrk_run "http://127.0.0.1:$ptable_port/api/v1/elements"
done
read -r i_rate i_p99 i_err < <(medians "idle")
read -r e_rate e_p99 _ < <(medians "no idle")
row "/api/v1/elements beside $idle_count idle connections" "$i_rate/s, p99 $i_p99 ms, $i_err err" \
  "without them: $e_rate/s, p99 $e_p99 ms" "$(ratio "$i_rate" "$e_rate")"

echo
echo "$(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), load average $(cut -d' ' -f1-3 /proc/loadavg) at the end;" \
  "wrk -t2 -c$connections -d${seconds}s, median of $rounds alternated runs; ptable release build, nginx $(nginx -v 2>&1 | cut -d/ -f2) static files"
printf "| %-44s | %-30s | %-30s | %-6s |\n" "Load" "ptable serve" "nginx, same bytes static" "Ratio"
printf "|%s|%s|%s|%s|\n" "$(printf -- '-%.0s' {1..46})" "$(printf -- '-%.0s' {1..32})" "$(printf -- '-%.0s' {1..32})" "$(printf -- '-%.0s' {1..8})"
printf "%s\n" "${rows[@]}"
