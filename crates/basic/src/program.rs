//! The program store: numbered lines, each kept as typed and as parsed, in line order.

use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::dialect::{Keyword, Profile};
use crate::parse::{parse_line_joined, Names, Stmt};
use crate::token::{tokenize, Token};

/// One DATA item as written: quoted items keep their text exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataItem {
    /// The item's text (without quotes).
    pub text: Vec<u8>,
    /// Whether it was in quotes.
    pub quoted: bool,
    /// Text followed the closing quote (`"*"?`): reading the item is a syntax error.
    pub malformed: bool,
}

/// A stored program line.
#[derive(Clone, Debug)]
pub struct Line<N> {
    /// The line number.
    pub number: u16,
    /// The text after the line number, as typed (LIST shows it).
    pub text: Vec<u8>,
    /// The parsed statements.
    pub stmts: Vec<Stmt<N>>,
    /// For each statement, whether it goes on the statement of the text before it (a THEN
    /// or ELSE part's first statement, a statement read as two): such a one was not begun
    /// by `NEWSTT`, so its errors are the enclosing statement's for RESUME (empty: none).
    pub joined: Vec<bool>,
    /// The line's DATA items, in order.
    pub data: Vec<DataItem>,
    /// GW-BASIC's stored bytes of the line when crunching `text` would not give them back:
    /// a line of a tokenised file (a name touching a keyword, a keyword's letters stored
    /// as a name, ELSE without its `:`). SAVE and the text PEEK reads take these.
    pub stored: Option<Rc<[u8]>>,
}

impl<N> Line<N> {
    /// The line's text as GW-BASIC's cruncher stored it.
    pub fn crunched<P: Profile>(&self) -> std::borrow::Cow<'_, [u8]> {
        match &self.stored {
            Some(bytes) => std::borrow::Cow::Borrowed(&bytes[..]),
            None => std::borrow::Cow::Owned(crate::token::gwsave::crunch_line::<P>(&self.text)),
        }
    }

    /// The bytes the line's text takes in memory (without its link, number and 0): the
    /// stored bytes when the line keeps them (a tokenised file's line, one RENUM's
    /// `LINGT3` left two constants in a row), else its text crunched.
    pub fn stored_len<P: Profile>(&self) -> usize {
        match &self.stored {
            Some(bytes) => bytes.len(),
            None => crate::memory::text::line_len::<P>(&self.text),
        }
    }

    /// Whether statement `i` goes on the text statement before it.
    fn is_joined(&self, i: usize) -> bool {
        i > 0 && self.joined.get(i).copied().unwrap_or(false)
    }

    /// The statement `NEWSTT` began when statement `i` runs: the text statement holding
    /// it, and for the first statement of an ELSE part the IF that chose it (`FALSIF`
    /// goes on without `NEWSTT`). An error's `ERRTXT` is this one's start (GWMAIN.ASM
    /// `ERROR`: ERRTXT = SAVTXT).
    pub fn begun_at(&self, i: usize) -> usize {
        if matches!(self.stmts.get(i), Some(Stmt::Stray { .. })) {
            return i;
        }
        let mut at = i;
        while self.is_joined(at) {
            at -= 1;
        }
        if at < i && matches!(self.stmts.get(at), Some(Stmt::Else)) {
            let chooser = self.stmts[..at]
                .iter()
                .rposition(|s| matches!(s, Stmt::If { else_at: Some(e), .. } if *e == at + 1));
            if let Some(j) = chooser {
                return self.begun_at(j);
            }
        }
        at
    }

    /// The first statement after `i` that begins a text statement of its own (the line's
    /// end when none does): where RETURN goes on after a GOSUB at `i`, for RETURN skips
    /// the rest of the GOSUB's statement as DATA does, any text after its line number
    /// too (GWMAIN.ASM `RETURN`: "SKIP OVER SOME CHARACTERS", DATA).
    pub fn after_text_statement(&self, i: usize) -> usize {
        self.next_text_statement(i + 1).unwrap_or(self.stmts.len())
    }

    /// The first statement from `j` on that begins a text statement of its own, as DATA's
    /// scan finds it: a stray string is read as a string, past the turned-about scan's
    /// statements (`Stmt::Stray`).
    fn next_text_statement(&self, mut j: usize) -> Option<usize> {
        while j < self.stmts.len() {
            match self.stmts[j] {
                Stmt::Stray {
                    quoted: true,
                    turned,
                    ..
                } => j += turned + 2,
                _ if self.is_joined(j) => j += 1,
                _ => return Some(j),
            }
        }
        None
    }

    /// Where `RESUME NEXT` goes on after an error in statement `i`: the text after the
    /// next `:` (ELSE is stored `:ELSE`) from the start of the statement `NEWSTT` began,
    /// as `DATA` skips it; `None` at the line's end (GWMAIN.ASM `RESNXT`, `RESTXT`).
    pub fn resume_next(&self, i: usize) -> Option<usize> {
        // After a stray string the statements that follow are the ones read from the `:`
        // its turned-about quote scan found (see `parse::statements`), if any.
        if matches!(self.stmts.get(i), Some(Stmt::Stray { quoted: true, .. })) {
            return (i + 1 < self.stmts.len()).then_some(i + 1);
        }
        // An error of the statement itself scans from its start, reading a stray string
        // after it as a string: past the turned-about scan's statements (`Stmt::Stray`).
        self.next_text_statement(self.begun_at(i) + 1)
    }
}

/// Parses line `number` with the names `names` holds (a machine whose program text was
/// changed by POKE parses the changed line so): the line and how many number literals in it
/// overflowed.
pub fn parse_with<P: Profile>(
    names: &mut Names,
    number: u16,
    text: &[u8],
) -> (Line<P::Num>, usize) {
    let tokens = tokenize::<P>(text);
    let (stmts, joined, overflows) = parse_line_joined::<P>(&tokens, names);
    let line = Line {
        number,
        text: text.to_vec(),
        stmts,
        joined,
        data: data_items(&tokens),
        stored: None,
    };
    (line, overflows)
}

/// A program: its lines in memory order (sorted by number, unless a tokenised file held
/// them otherwise), and the names they use.
#[derive(Debug)]
pub struct Program<P: Profile> {
    /// Shared with the machine that runs them (RUN takes a share rather than a copy); an
    /// edit while the machine holds its share copies them once.
    lines: Rc<Vec<Line<P::Num>>>,
    /// Which version of the lines this is: a number no other version of any program had.
    generation: u64,
    /// The names of variables, arrays and functions.
    pub names: Names,
    /// Number literals that overflowed in lines parsed since the last
    /// [`Program::take_overflows`] (GW warns of each while storing the line).
    overflows: usize,
    /// Loaded from a protected file (`SAVE "name",P`): GW-BASIC refuses to list, edit or
    /// save it unprotected (GIODSK.ASM `PROCHK`); NEW and LOAD clear it.
    pub protected: bool,
    /// The text as a tokenised file LOADed it (the bytes from the 0 below TXTTAB through
    /// the 0 link, links made again as CHEAD made them), with the generation of the lines
    /// it is: PEEK reads the file's own bytes, which a listing would not give back (a
    /// constant after DATA, say).
    pub image: Option<(u64, Rc<Vec<u8>>)>,
    /// What a loaded tokenised file left after its 0 link: its next byte, which GW-BASIC's
    /// LOAD keeps in the program text (DSKCOM.ASM `BINLOD`), where it stays through edits
    /// until NEW or the next LOAD, and SAVE writes it out again.
    pub tail: Rc<[u8]>,
    /// Whether the lines are in number order, each number once. Typing keeps them so; a
    /// tokenised file is read into memory as it is (DSKCOM.ASM `BINLOD`), and its lines
    /// then stay in the file's order, found as GWMAIN.ASM `FNDLIN` finds them.
    sorted: bool,
}

impl<P: Profile> Default for Program<P> {
    fn default() -> Self {
        Self {
            lines: Rc::new(Vec::new()),
            generation: next_generation(),
            names: Names::default(),
            overflows: 0,
            protected: false,
            image: None,
            tail: Rc::from(&[][..]),
            sorted: true,
        }
    }
}

impl<P: Profile> Program<P> {
    /// Whether `text` is nothing once crunched: blanks, and for a dialect that crunches
    /// control bytes the high bytes its cruncher drops outside quotes (GWMAIN.ASM
    /// `NTDATA`; real GW-BASIC 3.23: `9` and a 0xFF typed is a bare line number, which
    /// deletes line 9). EDENT asks CHRGTR, which passes over TABs and LFs as it does
    /// spaces, and the cruncher makes the bytes 1-8 spaces (`27`+TAB in a file deletes
    /// line 27 on the machine).
    pub fn crunches_to_nothing(text: &[u8]) -> bool {
        text.iter()
            .all(|&c| c == b' ' || (P::crunches_control_bytes() && matches!(c, 1..=10 | 0x80..)))
    }

    /// Whether a line runs as the bytes the cruncher made of it rather than as typed: it
    /// holds control or high bytes, or a number whose `$FIN` lost the text pointer, after
    /// which the cruncher stored nothing more (MATH1.ASM `$FINE` `JO FIN80`).
    fn runs_crunched(text: &[u8]) -> bool {
        P::crunches_control_bytes()
            && (text
                .iter()
                .any(|&c| matches!(c, 1..=8 | 11..=31 | 0x80..=0xff))
                || crate::token::gwsave::crunch_loses_pointer::<P>(text))
    }

    /// Parses a statement typed at the prompt as a stored line of `text` would run: with
    /// control bytes or high bytes in it, from the bytes the cruncher makes of it (the
    /// cruncher drops a high byte outside quotes, REM and DATA, which so parts two numbers,
    /// and reads 0x0F-0x1A as number constants' prefixes; real GW-BASIC 3.23: `?1`, 0xFF,
    /// `2` typed at `Ok` prints 1 and 2); otherwise as [`Program::parse`].
    pub fn parse_typed(&mut self, text: &[u8]) -> Line<P::Num> {
        if Self::runs_crunched(text) {
            let crunched = crate::token::gwsave::crunch_line::<P>(text);
            return self.parse_stored(0, &crunched);
        }
        self.parse(0, text)
    }

    /// Stores `text` as line `number`, replacing any line of that number; an empty text
    /// deletes the line, as typing a bare line number did.
    pub fn set_line(&mut self, number: u16, text: &[u8]) {
        let pos = self.find_line(number);
        if Self::crunches_to_nothing(text) {
            if let Ok(i) = pos {
                self.edit().remove(i);
            }
            return;
        }
        // A line with control bytes in it runs as its crunched bytes say (a byte outside
        // quotes that the cruncher made a space parts two numbers: `PRINT 7<01>8`).
        // A high byte outside quotes is dropped by the cruncher, which so parts two
        // numbers too (real GW-BASIC 3.23: `15 PRINT 1`, 0xFF, `2` runs as PRINT 1 2).
        if Self::runs_crunched(text) {
            let crunched = crate::token::gwsave::crunch_line::<P>(text);
            return self.set_stored_line(number, &crunched);
        }
        let made = self.names.bare_fns_made();
        let line = self.parse(number, text);
        let lines = self.edit();
        match pos {
            Ok(i) => lines[i] = line,
            Err(i) => lines.insert(i, line),
        }
        self.reparse_for_fns(made);
    }

    /// Stores line `number` as a tokenised file holds it (`crunched`, GW-BASIC's bytes):
    /// its text is the listing, and the bytes are kept when crunching the listing would not
    /// give them back.
    pub fn set_stored_line(&mut self, number: u16, crunched: &[u8]) {
        let made = self.names.bare_fns_made();
        let line = self.parse_stored(number, crunched);
        let pos = self.find_line(number);
        let lines = self.edit();
        match pos {
            Ok(i) => lines[i] = line,
            Err(i) => lines.insert(i, line),
        }
        self.reparse_for_fns(made);
    }

    /// Puts line `number` of a tokenised file (`crunched`, its bytes) after the lines
    /// already read, as GW-BASIC's LOAD copies the file into memory whole: lines out of
    /// order or repeated stay where the file has them.
    pub fn push_stored_line(&mut self, number: u16, crunched: &[u8]) {
        let made = self.names.bare_fns_made();
        let line = self.parse_stored(number, crunched);
        if self.lines.last().is_some_and(|l| l.number >= number) {
            self.sorted = false;
        }
        self.edit().push(line);
        self.reparse_for_fns(made);
    }

    /// Parses every line again when a DEF FN just made a function one without parameters
    /// (`made` is [`Names::bare_fns_made`] before the line was parsed): the lines before
    /// it read that function's calls with an argument list.
    fn reparse_for_fns(&mut self, made: usize) {
        if self.names.bare_fns_made() == made {
            return;
        }
        let overflows = self.overflows;
        let old = self
            .lines
            .iter()
            .map(|l| (l.number, l.text.clone(), l.stored.clone()))
            .collect::<Vec<_>>();
        let new = old
            .into_iter()
            .map(|(number, text, stored)| match stored {
                Some(bytes) => self.parse_stored(number, &bytes),
                None => self.parse(number, &text),
            })
            .collect();
        self.overflows = overflows;
        *self.edit() = new;
    }

    /// Removes the lines at positions `range` (GWLIST.ASM `DEL`: DELETE takes the memory
    /// from one line to another).
    pub fn remove_lines(&mut self, range: std::ops::Range<usize>) {
        self.edit().drain(range);
    }

    /// Line `number` from its stored bytes: its text is the listing; when crunching that
    /// would not give the bytes back, the bytes are kept and the statements are read from
    /// them, as GW-BASIC runs them (`token::gwbytes`).
    fn parse_stored(&mut self, number: u16, crunched: &[u8]) -> Line<P::Num> {
        let text = crate::token::gwlist::list_line::<P>(crunched);
        if crate::token::gwsave::crunch_line::<P>(&text) == crunched {
            return self.parse(number, &text);
        }
        let tokens = crate::token::gwbytes::line_tokens::<P>(crunched);
        let (stmts, joined, overflows) = parse_line_joined::<P>(&tokens, &mut self.names);
        self.overflows += overflows;
        Line {
            number,
            text,
            stmts,
            joined,
            data: data_items(&tokens),
            stored: Some(Rc::from(crunched)),
        }
    }

    /// Parses a line without storing it (direct mode uses this too).
    pub fn parse(&mut self, number: u16, text: &[u8]) -> Line<P::Num> {
        let (line, overflows) = parse_with::<P>(&mut self.names, number, text);
        self.overflows += overflows;
        line
    }

    /// How many number literals overflowed in the lines parsed since the last call, and
    /// starts counting again.
    pub fn take_overflows(&mut self) -> usize {
        std::mem::take(&mut self.overflows)
    }

    /// Removes every line (NEW).
    pub fn clear(&mut self) {
        self.protected = false;
        self.sorted = true;
        self.tail = Rc::from(&[][..]);
        self.edit().clear();
        self.names = Names::default();
    }

    /// The lines in order.
    pub fn lines(&self) -> &[Line<P::Num>] {
        &self.lines
    }

    /// A share of the lines, for a run: no copy is made.
    pub fn shared_lines(&self) -> Rc<Vec<Line<P::Num>>> {
        Rc::clone(&self.lines)
    }

    /// The version of the lines: it changes with every edit, and no other program's lines
    /// ever had it, so a machine can tell whether its copy is still this program.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The lines to change: a new version.
    fn edit(&mut self) -> &mut Vec<Line<P::Num>> {
        self.generation = next_generation();
        Rc::make_mut(&mut self.lines)
    }

    /// The index of line `number`, if it exists.
    pub fn index_of(&self, number: u16) -> Option<usize> {
        self.find_line(number).ok()
    }

    /// The index of the first line numbered `number` or more.
    pub fn index_at_or_after(&self, number: u16) -> usize {
        match self.find_line(number) {
            Ok(i) | Err(i) => i,
        }
    }

    /// Line `number` as GWMAIN.ASM `FNDLIN` finds it: the first line in memory numbered
    /// `number` or more is `Ok` when it is that line, else its index is the `Err` (the
    /// lines' end when there is none). In sorted lines this is a binary search.
    pub fn find_line(&self, number: u16) -> Result<usize, usize> {
        if self.sorted {
            self.lines.binary_search_by_key(&number, |l| l.number)
        } else {
            fndlin(&self.lines, number)
        }
    }
}

/// GWMAIN.ASM `FNDLIN` over lines in any order: the first line numbered `number` or more,
/// `Ok` when it is numbered `number`, `Err` with its index (or the lines' length) if not.
pub fn fndlin<N>(lines: &[Line<N>], number: u16) -> Result<usize, usize> {
    match lines.iter().position(|l| l.number >= number) {
        Some(i) if lines[i].number == number => Ok(i),
        Some(i) => Err(i),
        None => Err(lines.len()),
    }
}

/// A version number no program's lines had before.
fn next_generation() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// The items of every DATA statement in a crunched line.
fn data_items(tokens: &[Token]) -> Vec<DataItem> {
    let mut items = Vec::new();
    for (i, pair) in tokens.windows(2).enumerate() {
        if let [Token::Keyword(Keyword::Data), Token::Raw(text)] = pair {
            // READ finds DATA only where a statement starts: at the line's start or after
            // `:`, not right after THEN or ELSE (pcbasic-suite DATA5).
            let before = tokens[..i].iter().rev().find(|t| **t != Token::Space);
            if matches!(before, None | Some(Token::Char(b':'))) {
                split_data(text, &mut items);
            }
        }
    }
    items
}

/// Splits DATA text at commas outside quotes. Leading spaces of an item are skipped, as
/// the machines' READ skipped them; a quoted item is the text between its quotes.
fn split_data(text: &[u8], items: &mut Vec<DataItem>) {
    let mut i = 0;
    loop {
        while i < text.len() && text[i] == b' ' {
            i += 1;
        }
        if i < text.len() && text[i] == b'"' {
            let start = i + 1;
            let mut end = start;
            while end < text.len() && text[end] != b'"' {
                end += 1;
            }
            i = (end + 1).min(text.len());
            while i < text.len() && text[i] == b' ' {
                i += 1;
            }
            let junk_from = i;
            while i < text.len() && text[i] != b',' && !(i == junk_from && text[i] == b':') {
                i += 1;
            }
            let malformed = text[junk_from.min(i)..i].iter().any(|&c| c != b' ');
            items.push(DataItem {
                text: text[start..end].to_vec(),
                quoted: true,
                malformed,
            });
        } else {
            let start = i;
            while i < text.len() && text[i] != b',' && text[i] != b':' {
                i += 1;
            }
            items.push(DataItem {
                text: text[start..i].to_vec(),
                quoted: false,
                malformed: false,
            });
        }
        // A colon after an item ends it and the statement's items: the text after it is
        // what a DATA whose quotes did not pair kept (`DATA "a,b":PRINT "x"`); READ's
        // terminator check takes the colon, and the search for the next DATA goes on
        // from it (GWMAIN.ASM `STRDN2`, `DATLOP`).
        if i >= text.len() || text[i] == b':' {
            break;
        }
        i += 1; // the comma
    }
}
