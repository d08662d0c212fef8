#!/bin/sh
# Runs every recorded program of ../shared/conformance/c64/screen through ferrite and says
# which dumps differ. Usage: difftest/c64/screen/suite.sh [NAME-PATTERN]
dir=$(dirname "$0")/../../../../shared/conformance/c64/screen
bin=$(dirname "$0")/../../../target/release/ferrite
out=${TMPDIR:-/tmp}/c64scr-suite
mkdir -p "$out"
pass=0; fail=0
for bas in "$dir"/${1:-*}.bas; do
  n=$(basename "$bas" .bas)
  in="$dir/$n.in"; [ -f "$in" ] || in=/dev/null
  "$bin" run --dialect c64 --timeout 20 --screen-dump "$out/$n.scr" "$bas" < "$in" > "$out/$n.out" 2>&1
  if cmp -s "$out/$n.scr" "$dir/$n.scr"; then pass=$((pass+1)); else fail=$((fail+1)); echo "FAIL $n"; fi
done
echo "passed $pass failed $fail"
