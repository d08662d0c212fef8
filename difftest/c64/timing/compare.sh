#!/bin/sh
# Runs the timing programs on the real-ROM C64 (VICE) and on ferrite and prints, for each
# loop shape, the jiffies each took and ferrite's error.
#   difftest/c64/timing/compare.sh [holdout.txt]           (from the repository's root, after cargo build --release)
set -e
HERE=$(dirname "$0")
T=${TMPDIR:-/tmp}/c64timing
rm -rf "$T"; mkdir -p "$T"
python3 "$HERE/gen.py" "$T" "${1:-shapes.txt}"
for f in "$T"/t*.bas; do
    ../shared/oracles/c64-vice/c64screen-run "$f" --timeout=600 -o "${f%.bas}.scr" &
done
wait
for f in "$T"/t*.bas; do
    target/release/ferrite run --dialect c64 --screen-dump "${f%.bas}.fer" "$f" </dev/null >/dev/null || true
done
python3 "$HERE/table.py" "$T"
