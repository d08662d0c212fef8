//! A bare variable name's type as the parser gives it: where DEFtype exists (GW) the name
//! stays bare and the store's DEFtype table types it at run time; elsewhere the parser
//! gives it single precision at once, which must be the type the table would have given
//! (so that `Store::type_of` finds the same slot either way).

use super::{parse_line, LValue, Names, Stmt, VarRef, VarType};
use crate::dialect::Profile;
use crate::exec::Store;
use crate::num::NumKind;

/// The variable each statement of `line` stores into (LET and FOR only).
fn targets<P: Profile>(line: &[u8]) -> Vec<VarRef> {
    let mut names = Names::default();
    let toks = crate::token::tokenize::<P>(line);
    parse_line::<P>(&toks, &mut names)
        .into_iter()
        .filter_map(|s| match s {
            Stmt::Let(LValue::Var(v), _) => Some(v),
            Stmt::For { var, .. } => Some(var),
            _ => None,
        })
        .collect()
}

/// What the store makes of `v` and of the same name written bare (suffix `None`).
fn types<P: Profile>(v: VarRef) -> (VarType, VarType) {
    let store = Store::<P::Num>::default();
    let bare = VarRef::new(v.name, None, FIRST[v.name as usize]);
    (store.type_of(v), store.type_of(bare))
}

/// The first letters of `LINE`'s names, in the order they are interned.
const FIRST: &[u8] = b"AZKBI";

const LINE: &[u8] = b"A=1:ZZ=2:K9=3:B$=\"X\":FOR I=1 TO 2";

fn check<P: Profile>(bare_typed: bool) {
    let vars = targets::<P>(LINE);
    assert_eq!(vars.len(), 5, "{vars:?}");
    let single = VarType::Num(NumKind::Single);
    for &i in &[0usize, 1, 2, 4] {
        let v = vars[i];
        let want = if bare_typed { Some(single) } else { None };
        assert_eq!(v.suffix, want, "{v:?}");
        let (typed, table) = types::<P>(v);
        assert_eq!(typed, table, "{v:?}");
        assert_eq!(typed, single, "{v:?}");
    }
    assert_eq!(vars[3].suffix, Some(VarType::Str));
}

#[test]
fn bare_names_are_single_where_there_is_no_deftype() {
    assert!(!crate::C64::has_deftype() && !crate::Altair::has_deftype());
    check::<crate::C64>(true);
    check::<crate::Altair>(true);
}

#[test]
fn bare_names_stay_bare_where_deftype_exists() {
    assert!(crate::Gw::has_deftype());
    check::<crate::Gw>(false);
}

#[test]
fn typed_names_keep_their_type_under_every_deftype() {
    // `Store::type_of` is one look-up: a typed name's key must hold its type whatever
    // DEFtype did to the letters, and a bare name must follow its letter's DEFtype.
    let all = [
        VarType::Num(NumKind::Single),
        VarType::Num(NumKind::Integer),
        VarType::Num(NumKind::Double),
        VarType::Str,
    ];
    let mut store = Store::<<crate::Gw as Profile>::Num>::default();
    for def in all {
        for c in 0..=255u8 {
            store.set_deftype(c, def);
        }
        for first in 0..=255u8 {
            for ty in all {
                assert_eq!(store.type_of(VarRef::new(3, Some(ty), first)), ty);
            }
            // A bare name starts with a letter (the parser's `var_ref`).
            if !first.is_ascii() {
                continue;
            }
            let bare = store.type_of(VarRef::new(3, None, first));
            let want = if first.is_ascii_alphabetic() {
                def
            } else {
                VarType::Num(NumKind::Single)
            };
            assert_eq!(bare, want, "{first}");
        }
    }
}
