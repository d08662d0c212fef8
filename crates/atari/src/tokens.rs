//! Atari BASIC rev. C's token values: the statement tokens (the ROM's statement name table,
//! SNTAB, in order) and the operator/function tokens (the operator name table, OPNTAB, from
//! $10). The values are the ROM's because SAVE files carry them.
//!
//! Sources: the Atari BASIC Source Book (SNTAB, OPNTAB and the `C...` operator equates:
//! CNFNP $0E numeric constant, CSTOK $0F string constant, CCOM $12 ... CACOM $3C, functions
//! from CSTR $3D to CSTRIG $54); the Atari BASIC Reference Manual, appendix (keyword list
//! and abbreviations).

/// Statement tokens, by the ROM's statement name table (a statement's first token).
pub mod stmt {
    /// `REM` (abbreviated `.`).
    pub const REM: u8 = 0x00;
    /// `DATA`.
    pub const DATA: u8 = 0x01;
    /// `INPUT`.
    pub const INPUT: u8 = 0x02;
    /// `COLOR`.
    pub const COLOR: u8 = 0x03;
    /// `LIST`.
    pub const LIST: u8 = 0x04;
    /// `ENTER`.
    pub const ENTER: u8 = 0x05;
    /// `LET`.
    pub const LET: u8 = 0x06;
    /// `IF`.
    pub const IF: u8 = 0x07;
    /// `FOR`.
    pub const FOR: u8 = 0x08;
    /// `NEXT`.
    pub const NEXT: u8 = 0x09;
    /// `GOTO`.
    pub const GOTO: u8 = 0x0A;
    /// `GO TO`.
    pub const GO_TO: u8 = 0x0B;
    /// `GOSUB`.
    pub const GOSUB: u8 = 0x0C;
    /// `TRAP`.
    pub const TRAP: u8 = 0x0D;
    /// `BYE`.
    pub const BYE: u8 = 0x0E;
    /// `CONT`.
    pub const CONT: u8 = 0x0F;
    /// `COM` (a synonym of DIM).
    pub const COM: u8 = 0x10;
    /// `CLOSE`.
    pub const CLOSE: u8 = 0x11;
    /// `CLR`.
    pub const CLR: u8 = 0x12;
    /// `DEG`.
    pub const DEG: u8 = 0x13;
    /// `DIM`.
    pub const DIM: u8 = 0x14;
    /// `END`.
    pub const END: u8 = 0x15;
    /// `NEW`.
    pub const NEW: u8 = 0x16;
    /// `OPEN`.
    pub const OPEN: u8 = 0x17;
    /// `LOAD`.
    pub const LOAD: u8 = 0x18;
    /// `SAVE`.
    pub const SAVE: u8 = 0x19;
    /// `STATUS`.
    pub const STATUS: u8 = 0x1A;
    /// `NOTE`.
    pub const NOTE: u8 = 0x1B;
    /// `POINT`.
    pub const POINT: u8 = 0x1C;
    /// `XIO`.
    pub const XIO: u8 = 0x1D;
    /// `ON`.
    pub const ON: u8 = 0x1E;
    /// `POKE`.
    pub const POKE: u8 = 0x1F;
    /// `PRINT`.
    pub const PRINT: u8 = 0x20;
    /// `RAD`.
    pub const RAD: u8 = 0x21;
    /// `READ`.
    pub const READ: u8 = 0x22;
    /// `RESTORE`.
    pub const RESTORE: u8 = 0x23;
    /// `RETURN`.
    pub const RETURN: u8 = 0x24;
    /// `RUN`.
    pub const RUN: u8 = 0x25;
    /// `STOP`.
    pub const STOP: u8 = 0x26;
    /// `POP`.
    pub const POP: u8 = 0x27;
    /// `?` (PRINT's short form, its own token).
    pub const QUESTION: u8 = 0x28;
    /// `GET`.
    pub const GET: u8 = 0x29;
    /// `PUT`.
    pub const PUT: u8 = 0x2A;
    /// `GRAPHICS`.
    pub const GRAPHICS: u8 = 0x2B;
    /// `PLOT`.
    pub const PLOT: u8 = 0x2C;
    /// `POSITION`.
    pub const POSITION: u8 = 0x2D;
    /// `DOS`.
    pub const DOS: u8 = 0x2E;
    /// `DRAWTO`.
    pub const DRAWTO: u8 = 0x2F;
    /// `SETCOLOR`.
    pub const SETCOLOR: u8 = 0x30;
    /// `LOCATE`.
    pub const LOCATE: u8 = 0x31;
    /// `SOUND`.
    pub const SOUND: u8 = 0x32;
    /// `LPRINT`.
    pub const LPRINT: u8 = 0x33;
    /// `CSAVE`.
    pub const CSAVE: u8 = 0x34;
    /// `CLOAD`.
    pub const CLOAD: u8 = 0x35;
    /// An assignment without `LET` (implied LET: the name is empty).
    pub const IMPLIED_LET: u8 = 0x36;
    /// A line that failed the syntax check, kept with its text (`ERROR-` when listed).
    pub const ERROR: u8 = 0x37;
}

/// The statement names in token order, as the ROM's SNTAB holds them and LIST prints them
/// (implied LET has no name; the syntax-error line's name is printed before its text).
pub const STATEMENT_NAMES: [&str; 0x38] = [
    "REM", "DATA", "INPUT", "COLOR", "LIST", "ENTER", "LET", "IF", "FOR", "NEXT", "GOTO", "GO TO",
    "GOSUB", "TRAP", "BYE", "CONT", "COM", "CLOSE", "CLR", "DEG", "DIM", "END", "NEW", "OPEN",
    "LOAD", "SAVE", "STATUS", "NOTE", "POINT", "XIO", "ON", "POKE", "PRINT", "RAD", "READ",
    "RESTORE", "RETURN", "RUN", "STOP", "POP", "?", "GET", "PUT", "GRAPHICS", "PLOT", "POSITION",
    "DOS", "DRAWTO", "SETCOLOR", "LOCATE", "SOUND", "LPRINT", "CSAVE", "CLOAD", "", "ERROR-",
];

/// The statement's name, or `None` for a byte that is no statement token.
pub fn statement_name(token: u8) -> Option<&'static str> {
    STATEMENT_NAMES.get(token as usize).copied()
}

/// Operator and function tokens (the tokens inside a statement).
pub mod op {
    /// A numeric constant: the token, then 6 BCD bytes.
    pub const NUMBER: u8 = 0x0E;
    /// A string constant: the token, a length byte, then the characters.
    pub const STRING: u8 = 0x0F;
    /// `,` (PRINT separator and list comma).
    pub const COMMA: u8 = 0x12;
    /// `$` (unused by rev. C's syntax, kept for the table).
    pub const DOLLAR: u8 = 0x13;
    /// `:` end of statement.
    pub const EOS: u8 = 0x14;
    /// `;` (PRINT separator).
    pub const SEMICOLON: u8 = 0x15;
    /// End of line.
    pub const EOL: u8 = 0x16;
    /// `GOTO` in ON ... GOTO.
    pub const GOTO: u8 = 0x17;
    /// `GOSUB` in ON ... GOSUB.
    pub const GOSUB: u8 = 0x18;
    /// `TO` in FOR.
    pub const TO: u8 = 0x19;
    /// `STEP` in FOR.
    pub const STEP: u8 = 0x1A;
    /// `THEN` in IF.
    pub const THEN: u8 = 0x1B;
    /// `#` before a channel number.
    pub const HASH: u8 = 0x1C;
    /// Numeric `<=`.
    pub const LE: u8 = 0x1D;
    /// Numeric `<>`.
    pub const NE: u8 = 0x1E;
    /// Numeric `>=`.
    pub const GE: u8 = 0x1F;
    /// Numeric `<`.
    pub const LT: u8 = 0x20;
    /// Numeric `>`.
    pub const GT: u8 = 0x21;
    /// Numeric `=` (comparison).
    pub const EQ: u8 = 0x22;
    /// `^`.
    pub const POWER: u8 = 0x23;
    /// `*`.
    pub const MUL: u8 = 0x24;
    /// Binary `+`.
    pub const PLUS: u8 = 0x25;
    /// Binary `-`.
    pub const MINUS: u8 = 0x26;
    /// `/`.
    pub const DIV: u8 = 0x27;
    /// `NOT`.
    pub const NOT: u8 = 0x28;
    /// `OR`.
    pub const OR: u8 = 0x29;
    /// `AND`.
    pub const AND: u8 = 0x2A;
    /// `(` grouping an expression.
    pub const LPAREN: u8 = 0x2B;
    /// `)` closing any parenthesis.
    pub const RPAREN: u8 = 0x2C;
    /// `=` assigning a number (LET, FOR).
    pub const NUM_ASSIGN: u8 = 0x2D;
    /// `=` assigning a string.
    pub const STR_ASSIGN: u8 = 0x2E;
    /// String `<=`.
    pub const STR_LE: u8 = 0x2F;
    /// String `<>`.
    pub const STR_NE: u8 = 0x30;
    /// String `>=`.
    pub const STR_GE: u8 = 0x31;
    /// String `<`.
    pub const STR_LT: u8 = 0x32;
    /// String `>`.
    pub const STR_GT: u8 = 0x33;
    /// String `=`.
    pub const STR_EQ: u8 = 0x34;
    /// Unary `+`.
    pub const UPLUS: u8 = 0x35;
    /// Unary `-`.
    pub const UMINUS: u8 = 0x36;
    /// `(` of a substring `A$(`.
    pub const STR_LPAREN: u8 = 0x37;
    /// `(` of an array element (the name `A(` already holds the paren, so it lists empty).
    pub const ARRAY_LPAREN: u8 = 0x38;
    /// `(` of an array in DIM (lists empty for the same reason).
    pub const DIM_LPAREN: u8 = 0x39;
    /// `(` of a function call.
    pub const FN_LPAREN: u8 = 0x3A;
    /// `(` of a string in DIM.
    pub const DIM_STR_LPAREN: u8 = 0x3B;
    /// `,` between array subscripts.
    pub const ARRAY_COMMA: u8 = 0x3C;
    /// `STR$`, the first function.
    pub const STR: u8 = 0x3D;
    /// `CHR$`.
    pub const CHR: u8 = 0x3E;
    /// `USR`.
    pub const USR: u8 = 0x3F;
    /// `ASC`.
    pub const ASC: u8 = 0x40;
    /// `VAL`.
    pub const VAL: u8 = 0x41;
    /// `LEN`.
    pub const LEN: u8 = 0x42;
    /// `ADR`.
    pub const ADR: u8 = 0x43;
    /// `ATN`, the first of the numeric functions of one numeric argument.
    pub const ATN: u8 = 0x44;
    /// `COS`.
    pub const COS: u8 = 0x45;
    /// `PEEK`.
    pub const PEEK: u8 = 0x46;
    /// `SIN`.
    pub const SIN: u8 = 0x47;
    /// `RND`.
    pub const RND: u8 = 0x48;
    /// `FRE`.
    pub const FRE: u8 = 0x49;
    /// `EXP`.
    pub const EXP: u8 = 0x4A;
    /// `LOG`.
    pub const LOG: u8 = 0x4B;
    /// `CLOG`.
    pub const CLOG: u8 = 0x4C;
    /// `SQR`.
    pub const SQR: u8 = 0x4D;
    /// `SGN`.
    pub const SGN: u8 = 0x4E;
    /// `ABS`.
    pub const ABS: u8 = 0x4F;
    /// `INT`.
    pub const INT: u8 = 0x50;
    /// `PADDLE`.
    pub const PADDLE: u8 = 0x51;
    /// `STICK`.
    pub const STICK: u8 = 0x52;
    /// `PTRIG`.
    pub const PTRIG: u8 = 0x53;
    /// `STRIG`, the last token.
    pub const STRIG: u8 = 0x54;
    /// The first function token.
    pub const FIRST_FUNCTION: u8 = STR;
}

/// The first token with an entry in [`OPERATOR_NAMES`].
pub const FIRST_OPERATOR: u8 = 0x10;

/// The operator and function names from token $10 to $54, as OPNTAB holds them: the text
/// LIST prints for the token (without the spaces LIST adds around word operators). $10 and
/// $11 are internal (a quote and the expression stack marker) and never stored; EOL and
/// the array/DIM parens list as nothing.
pub const OPERATOR_NAMES: [&str; 0x45] = [
    "\"", "", ",", "$", ":", ";", "", "GOTO", "GOSUB", "TO", "STEP", "THEN", "#", "<=", "<>", ">=",
    "<", ">", "=", "^", "*", "+", "-", "/", "NOT", "OR", "AND", "(", ")", "=", "=", "<=", "<>",
    ">=", "<", ">", "=", "+", "-", "(", "", "", "(", "(", ",", "STR$", "CHR$", "USR", "ASC", "VAL",
    "LEN", "ADR", "ATN", "COS", "PEEK", "SIN", "RND", "FRE", "EXP", "LOG", "CLOG", "SQR", "SGN",
    "ABS", "INT", "PADDLE", "STICK", "PTRIG", "STRIG",
];

/// The operator's or function's name, or `None` for a byte outside $10..=$54.
pub fn operator_name(token: u8) -> Option<&'static str> {
    OPERATOR_NAMES
        .get((token as usize).checked_sub(FIRST_OPERATOR as usize)?)
        .copied()
}

/// Whether the token is a function (its name is followed by a `(` token).
pub fn is_function(token: u8) -> bool {
    (op::FIRST_FUNCTION..=op::STRIG).contains(&token)
}

/// Whether the operator token's name is a word (`NOT`, `AND`, `GOTO` ...), which LIST
/// separates from its neighbours with spaces.
pub fn is_word_operator(token: u8) -> bool {
    operator_name(token).is_some_and(|n| n.bytes().next().is_some_and(|c| c.is_ascii_uppercase()))
}

/// A variable's token: $80 plus its index in the variable tables.
pub const VARIABLE_BASE: u8 = 0x80;

/// At most this many variable names (`ERROR- 4` for the next).
pub const MAX_VARIABLES: usize = 128;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_positions_match_the_equates() {
        assert_eq!(statement_name(stmt::PRINT), Some("PRINT"));
        assert_eq!(statement_name(stmt::CLOAD), Some("CLOAD"));
        assert_eq!(statement_name(stmt::QUESTION), Some("?"));
        assert_eq!(operator_name(op::COMMA), Some(","));
        assert_eq!(operator_name(op::THEN), Some("THEN"));
        assert_eq!(operator_name(op::LT), Some("<"));
        assert_eq!(operator_name(op::AND), Some("AND"));
        assert_eq!(operator_name(op::ARRAY_COMMA), Some(","));
        assert_eq!(operator_name(op::STR), Some("STR$"));
        assert_eq!(operator_name(op::ATN), Some("ATN"));
        assert_eq!(operator_name(op::FRE), Some("FRE"));
        assert_eq!(operator_name(op::STRIG), Some("STRIG"));
        assert_eq!(operator_name(0x55), None);
        assert!(is_word_operator(op::NOT));
        assert!(!is_word_operator(op::PLUS));
    }
}
