#!/usr/bin/env bash
# Fuzzes data decoding, validation, layout and the SVG and terminal renderers with libFuzzer.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]     # default 600 seconds
#
# Builds Fuzz/ (a separate package, so the main build never needs these flags) with
# AddressSanitizer and libFuzzer's coverage, then runs it on one core. The seeds in Fuzz/corpus
# and Fuzz/regressions are read, new inputs go to fuzz-artifacts/corpus and crashes to
# fuzz-artifacts/crash-*. A crash becomes a file in Fuzz/regressions (run by swift test) and a fix.
# Replay a crash: fuzz-artifacts/PtableFuzz fuzz-artifacts/crash-<hash>
#
# swift build's -sanitize=fuzzer cannot link an executable target (SwiftPM renames `main`,
# libFuzzer brings its own), so the target calls LLVMFuzzerRunDriver itself and links the
# runtime without a main: libclang_rt.fuzzer_no_main.
set -euo pipefail

seconds="${1:-600}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
runtime="$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$(uname -m)".a 2>/dev/null | head -n 1 || true)"
if [ -z "$runtime" ]; then
    echo "error: no libclang_rt.fuzzer_no_main in $toolchain/lib/clang; a swift.org toolchain has it" >&2
    exit 69
fi

scratch="$root/Fuzz/.build/libfuzzer"
flags=(-c release --package-path "$root/Fuzz" --scratch-path "$scratch" --product PtableFuzz
       -Xswiftc -sanitize=address
       -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
       -Xswiftc -DPTABLE_LIBFUZZER
       -Xlinker "$runtime" -Xlinker -lstdc++)
# SwiftPM does not notice files added to a path dependency; drop the build plan so it does.
rm -f "$scratch/release.yaml" "$scratch"/*/release/description.json
swift build "${flags[@]}" >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/PtableFuzz"

out="$root/fuzz-artifacts"
mkdir -p "$out/corpus"
cp "$binary" "$out/PtableFuzz"
cp -R "$(dirname "$binary")"/*.resources "$out/" 2>/dev/null || true
cd "$out"
# Swift's own crash reporter would stall each crash for seconds; libFuzzer reports instead.
export SWIFT_BACKTRACE=enable=no
exec "$binary" "$out/corpus" "$root/Fuzz/corpus" "$root/Fuzz/regressions" \
    -dict="$root/Fuzz/json.dict" -max_total_time="$seconds" -max_len=8192 -timeout=30 \
    -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$out/" "$@"
