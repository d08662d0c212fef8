#!/bin/sh
# Plays programs/MAZE64.BAS with each key script here on the real-ROM C64 (VICE) and on
# ferrite (--screen-dump) and compares the screens, which must be byte-identical.
#   difftest/c64/game/compare.sh        (from the repository's root, after cargo build --release)
HERE=$(dirname "$0")
T=${TMPDIR:-/tmp}/c64game
mkdir -p "$T"
rc=0
for k in "$HERE"/*.keys; do
    n=$(basename "$k" .keys)
    ../shared/oracles/c64-vice/c64screen-run programs/MAZE64.BAS "$k" -o "$T/$n.vice.scr"
    target/release/ferrite run --dialect c64 --screen-dump "$T/$n.ferrite.scr" programs/MAZE64.BAS <"$k" >/dev/null
    if cmp -s "$T/$n.vice.scr" "$T/$n.ferrite.scr"; then
        echo "$n: $(grep -c '^=== SCREEN' "$T/$n.vice.scr") screens identical"
    else
        echo "$n: DIFFERENT (diff $T/$n.vice.scr $T/$n.ferrite.scr)"; rc=1
    fi
done
exit $rc
