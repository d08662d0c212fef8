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
    let bare = VarRef { suffix: None, ..v };
    (store.type_of(v), store.type_of(bare))
}

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
