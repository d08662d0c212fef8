#!/bin/sh
# Runs the stream conformance suites of one dialect through the `ferrite run` binary (the
# path the charset conversion of issue 28 sits on; tests/conformance.rs runs the library)
# and lists the cases whose output differs from the recording and that are not in the
# known-failure lists. Usage: difftest/charset/suites_through_cli.sh c64|gw|altair
set -u
d=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
bin=$here/target/release/ferrite
root=$here/../shared/conformance/$d
for suite in "$root"/*/; do
  s=$(basename "$suite")
  [ "$s" = screen ] || [ "$s" = pcbasic-suite ] && continue
  known=$here/tests/known-failures/$d/$s.txt
  pass=0; fail=0
  for bas in "$suite"*.bas; do
    n=$(basename "$bas" .bas)
    in=$suite$n.in; [ -f "$in" ] || in=/dev/null
    exp=$suite$n.out
    act=$(mktemp)
    timeout 40 "$bin" run --dialect "$d" --timeout 30 "$bas" < "$in" > "$act" 2>/dev/null
    if grep -q timeout "$suite$n.meta" 2>/dev/null; then
      size=$(wc -c < "$exp"); head -c "$size" "$act" > "$act.p"; mv "$act.p" "$act"
    fi
    if cmp -s "$exp" "$act"; then pass=$((pass+1)); else
      fail=$((fail+1))
      grep -q "^$n\b" "$known" 2>/dev/null || echo "NEW $d/$s/$n"
    fi
    rm -f "$act"
  done
  echo "$d/$s: $pass passed, $fail failed"
done
