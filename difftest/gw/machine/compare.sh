#!/bin/sh
# compare.sh DIR: run every DIR/*.bas on the real GW-BASIC and on ferrite; print the diffs.
# Outputs go to DIR/<name>.real and DIR/<name>.fer; the real ones are kept, so a second run
# with REUSE=1 only reruns ferrite.
root=$(cd "$(dirname "$0")/../../.." && pwd)
dir=$1
for f in "$dir"/*.bas; do
  n=${f%.bas}
  if [ -z "$REUSE" ] || [ ! -f "$n.real" ]; then
    mkdir -p "$n.files"; cp "$f" "$n.files/"
    (cd "$n.files" && "$root/../shared/oracles/gw-real/gwreal-run" "$(basename "$f")" --timeout=20 > "../$(basename "$n").real" 2>/dev/null)
  fi
  mkdir -p "$n.ffiles"; cp "$f" "$n.ffiles/"
  (cd "$n.ffiles" && timeout 20 "$root/target/release/ferrite" run --dialect gw --no-share "$(basename "$f")" > "../$(basename "$n").fer" 2>&1 </dev/null)
  if ! cmp -s "$n.real" "$n.fer"; then echo "=== $(basename "$n")"; diff "$n.real" "$n.fer" | head -${DIFFLINES:-40}; fi
done
