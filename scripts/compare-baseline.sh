#!/usr/bin/env bash
# Times ptable against the plain C + Cairo baseline (Benchmarks/Baseline) and prints one table:
# each job's median and spread (min-max) over the runs, for both, and the ratio of medians.
# Usage: bash scripts/benchmark.sh compare [--reps N]   (default 5; the A0 600 dpi job runs 3 times)
# Wall-clock seconds include start-up; peak memory is the process's maximum resident set.
# With valgrind installed it also counts the instructions of the table PDF and SVG jobs.
set -euo pipefail
cd "$(dirname "$0")/.."
reps=5
if [[ "${1:-}" == "--reps" ]]; then reps="$2"; fi
large_reps=$(( reps < 3 ? reps : 3 ))

work=$(mktemp -d "${TMPDIR:-/tmp}/ptable-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "Building ptable (release) and the C baseline…" >&2
swift build -c release --product ptable --static-swift-stdlib >&2
ptable="$PWD/.build/release/ptable"
cflags=$(pkg-config --cflags cairo freetype2)
libs=$(pkg-config --libs cairo freetype2)
# shellcheck disable=SC2086
cc -O2 -Wall -o "$work/baseline" Benchmarks/Baseline/baseline.c Benchmarks/Baseline/json.c $cflags $libs -lm
cc -O2 -Wall -o "$work/measure" Benchmarks/Baseline/measure.c
baseline="$work/baseline"
measure="$work/measure"
fonts="$PWD/Fonts"

# The baseline draws the scenes ptable lays out, so both draw exactly the same thing.
"$ptable" table --paper a4 --format json -o "$work/a4.json"
"$ptable" table --paper a0 --format json -o "$work/a0.json"
mkdir -p "$work/tile-scenes" "$work/ptable-tiles" "$work/baseline-tiles"
"$ptable" tiles --size 256 --format json -o "$work/tile-scenes" >/dev/null 2>&1

# run NAME REPS COMMAND…: appends "seconds kib" lines to $work/NAME.
run() {
  local name=$1 count=$2
  shift 2
  for ((i = 0; i < count; i++)); do "$measure" "$@" >>"$work/$name"; done
}

# stats FILE FIELD SCALE: "median min max" of a column, divided by SCALE.
stats() {
  sort -n -k"$2" "$1" | awk -v f="$2" -v s="$3" '{ v[NR] = $f / s }
    END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%g %g %g\n", m, v[1], v[NR] }'
}

declare -a rows cpu_rows
# job LABEL UNIT REPS "PTABLE COMMAND" "BASELINE COMMAND"
job() {
  local label=$1 unit=$2 count=$3 ours=$4 theirs=$5 key
  key=$(echo "$label" | tr -c 'A-Za-z0-9' '_')
  echo "  $label…" >&2
  # Alternate the two programs so a change in the machine's load hits both alike.
  for ((r = 0; r < count; r++)); do
    eval "run ${key}_ptable 1 $ours"
    eval "run ${key}_baseline 1 $theirs" || echo "fail" >"$work/${key}_failed"
  done
  local field=1 scale=1 number="%.3f" suffix="s"
  if [[ $unit == MB ]]; then field=2; scale=1024; number="%.0f"; suffix="MB"; fi
  local format="$number $suffix ($number-$number)"
  read -r pm plo phi < <(stats "$work/${key}_ptable" $field $scale)
  local ptext btext ratio
  # shellcheck disable=SC2059
  ptext=$(printf "$format" "$pm" "$plo" "$phi")
  if [[ -f "$work/${key}_failed" || ! -s "$work/${key}_baseline" ]]; then
    btext="failed"; ratio="-"
  else
    read -r bm blo bhi < <(stats "$work/${key}_baseline" $field $scale)
    # shellcheck disable=SC2059
    btext=$(printf "$format" "$bm" "$blo" "$bhi")
    ratio=$(awk -v a="$pm" -v b="$bm" 'BEGIN { printf "%.2fx", a / b }')
  fi
  rows+=("$(printf "| %-28s | %-25s | %-25s | %-5s |" "$label" "$ptext" "$btext" "$ratio")")
  # The same runs' CPU time (user + system, all threads): steadier than wall time on a busy machine.
  if [[ $unit == s && ! -f "$work/${key}_failed" ]]; then
    read -r pc pclo pchi < <(stats "$work/${key}_ptable" 3 1)
    read -r bc bclo bchi < <(stats "$work/${key}_baseline" 3 1)
    cpu_rows+=("$(printf "| %-28s | %-25s | %-25s | %-5s |" "$label" \
      "$(printf "%.3f s (%.3f-%.3f)" "$pc" "$pclo" "$pchi")" "$(printf "%.3f s (%.3f-%.3f)" "$bc" "$bclo" "$bchi")" \
      "$(awk -v a="$pc" -v b="$bc" 'BEGIN { printf "%.2fx", a / b }')")")
  fi
}

echo "Running each job $reps times (A0 600 dpi: $large_reps)…" >&2
job "A4 300 dpi PNG" s "$reps" \
  "\"$ptable\" table --paper a4 --dpi 300 -o \"$work/a4.png\"" \
  "\"$baseline\" png \"$fonts\" \"$work/a4.json\" \"$work/a4-baseline.png\" 4.16666666667"
job "A0 300 dpi PNG" s "$reps" \
  "\"$ptable\" table --paper a0 --dpi 300 -o \"$work/a0.png\"" \
  "\"$baseline\" png \"$fonts\" \"$work/a0.json\" \"$work/a0-baseline.png\" 4.16666666667"
job "118 tiles, 256 px PNG" s "$reps" \
  "\"$ptable\" tiles --size 256 -o \"$work/ptable-tiles\"" \
  "\"$baseline\" tiles \"$fonts\" \"$work/baseline-tiles\" \"$work\"/tile-scenes/*.json"
job "Table PDF (A4)" s "$reps" \
  "\"$ptable\" table --paper a4 -o \"$work/a4.pdf\"" \
  "\"$baseline\" pdf \"$fonts\" \"$work/a4.json\" \"$work/a4-baseline.pdf\""
job "Table SVG (A4)" s "$reps" \
  "\"$ptable\" table --paper a4 -o \"$work/a4.svg\"" \
  "\"$baseline\" svg \"$fonts\" \"$work/a4.json\" \"$work/a4-baseline.svg\""
job "A0 600 dpi PNG, peak memory" MB "$large_reps" \
  "\"$ptable\" table --paper a0 --dpi 600 -o \"$work/a0-600.png\"" \
  "\"$baseline\" png \"$fonts\" \"$work/a0.json\" \"$work/a0-600-baseline.png\" 8.33333333333"
job "A0 600 dpi PNG, time" s 1 \
  "\"$ptable\" table --paper a0 --dpi 600 -o \"$work/a0-600.png\"" \
  "\"$baseline\" png \"$fonts\" \"$work/a0.json\" \"$work/a0-600-baseline.png\" 8.33333333333"

echo
echo "$(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
printf "| %-28s | %-25s | %-25s | %-5s |\n" "Job" "ptable median (min-max)" "C+Cairo median (min-max)" "Ratio"
printf "|%s|%s|%s|%s|\n" "$(printf -- '-%.0s' {1..30})" "$(printf -- '-%.0s' {1..27})" "$(printf -- '-%.0s' {1..27})" "$(printf -- '-%.0s' {1..7})"
printf "%s\n" "${rows[@]}"
echo
echo "CPU time of the same runs (user + system, all threads):"
printf "| %-28s | %-25s | %-25s | %-5s |\n" "Job" "ptable median (min-max)" "C+Cairo median (min-max)" "Ratio"
printf "|%s|%s|%s|%s|\n" "$(printf -- '-%.0s' {1..30})" "$(printf -- '-%.0s' {1..27})" "$(printf -- '-%.0s' {1..27})" "$(printf -- '-%.0s' {1..7})"
printf "%s\n" "${cpu_rows[@]}"

# Instructions executed (valgrind's callgrind), which the machine's load does not change: the
# steadiest comparison of the start-up-bound jobs. valgrind cannot read the Swift runtime's debug
# information, so ptable runs from a copy without it.
if command -v valgrind >/dev/null; then
  strip --strip-debug -o "$work/ptable-nodebug" "$ptable"
  instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | awk '/Collected :/ { print $NF }'
  }
  echo
  echo "Instructions executed (callgrind; independent of the machine's load):"
  printf "| %-28s | %-25s | %-25s | %-5s |\n" "Job" "ptable" "C+Cairo" "Ratio"
  printf "|%s|%s|%s|%s|\n" "$(printf -- '-%.0s' {1..30})" "$(printf -- '-%.0s' {1..27})" "$(printf -- '-%.0s' {1..27})" "$(printf -- '-%.0s' {1..7})"
  for format in pdf svg; do
    ours=$(instructions "$work/ptable-nodebug" table --paper a4 -o "$work/count.$format")
    theirs=$(instructions "$baseline" "$format" "$fonts" "$work/a4.json" "$work/count-baseline.$format")
    label="Table $(echo "$format" | tr a-z A-Z) (A4)"
    printf "| %-28s | %-25s | %-25s | %-5s |\n" "$label" "$ours" "$theirs" \
      "$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2fx", a / b }')"
  done
fi
