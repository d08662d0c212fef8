//! Commodore BASIC V2's keyword table, in the ROM's order: the token of a keyword is $80
//! plus its index (the C64 Programmer's Reference Guide, "BASIC V2 tokens"; the order is
//! the one CRUNCH tries them in, so `INPUT#` comes before `INPUT`).

/// The keywords for tokens $80 to $CB.
pub const KEYWORDS: [&str; 76] = [
    "END", "FOR", "NEXT", "DATA", "INPUT#", "INPUT", "DIM", "READ", "LET", "GOTO", "RUN", "IF",
    "RESTORE", "GOSUB", "RETURN", "REM", "STOP", "ON", "WAIT", "LOAD", "SAVE", "VERIFY", "DEF",
    "POKE", "PRINT#", "PRINT", "CONT", "LIST", "CLR", "CMD", "SYS", "OPEN", "CLOSE", "GET", "NEW",
    "TAB(", "TO", "FN", "SPC(", "THEN", "NOT", "STEP", "+", "-", "*", "/", "^", "AND", "OR", ">",
    "=", "<", "SGN", "INT", "ABS", "USR", "FRE", "POS", "SQR", "RND", "LOG", "EXP", "COS", "SIN",
    "TAN", "ATN", "PEEK", "LEN", "STR$", "VAL", "ASC", "CHR$", "LEFT$", "RIGHT$", "MID$", "GO",
];

/// The first token.
pub const FIRST: u8 = 0x80;
/// DATA's token: the rest of the statement is kept as typed.
pub const DATA: u8 = 0x83;
/// REM's token: the rest of the line is kept as typed.
pub const REM: u8 = 0x8F;
/// PRINT's token, which `?` crunches to.
pub const PRINT: u8 = 0x99;

/// The keyword of a token, if it is one.
pub fn keyword(token: u8) -> Option<&'static str> {
    token
        .checked_sub(FIRST)
        .and_then(|i| KEYWORDS.get(usize::from(i)))
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_ends_with_go_at_cb() {
        assert_eq!(keyword(0xCB), Some("GO"));
        assert_eq!(keyword(DATA), Some("DATA"));
        assert_eq!(keyword(REM), Some("REM"));
        assert_eq!(keyword(PRINT), Some("PRINT"));
        assert_eq!(keyword(0xA4), Some("TO"));
        assert_eq!(keyword(0xCC), None);
    }
}
