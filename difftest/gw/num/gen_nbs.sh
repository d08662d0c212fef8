#!/bin/bash
# gen_nbs.sh [--games] SEED...: each seed's program (gen_nbs.py's, or gen_games.py's) on the real machine and on ferrite, outputs compared.
here=$(cd "$(dirname "$0")" && pwd); root=$here/../../..
ORACLE=${ORACLE:-$root/../shared/oracles/gw-real/gwreal-run}
[ -x "$ORACLE" ] || ORACLE=/work/shared/oracles/gw-real/gwreal-run
gen=gen_nbs.py
[ "$1" = --games ] && { gen=gen_games.py; shift; }
d=$(mktemp -d)
for s in "$@"; do
  python3 "$here/$gen" "$s" > "$d/P$s.BAS"
  "$ORACLE" "$d/P$s.BAS" --timeout=60 > "$d/P$s.real" 2>/dev/null
  "$root/target/release/ferrite" run --dialect gw --no-share "$d/P$s.BAS" > "$d/P$s.fer" 2>/dev/null
  lines=$(wc -l < "$d/P$s.real")
  if cmp -s "$d/P$s.real" "$d/P$s.fer"; then echo "seed $s: $lines lines, same"
  else echo "seed $s: $lines lines, DIFFER ($d/P$s.*)"; diff "$d/P$s.real" "$d/P$s.fer" | head -6; fi
done
