//! What each machine's editor said and allowed at its prompt: the ready word, the typed-line
//! limit, how LIST takes a range and prints a line, which editing commands existed and what
//! the disk commands said. Each profile gives its own [`EditorWords`]
//! ([`Profile::editor_words`](super::Profile::editor_words)).

/// How LIST prints a stored line back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListStyle {
    /// The crunched line with its keywords spelled out, spaces as typed (8K BASIC, the C64).
    Crunched,
    /// GW-BASIC's detokeniser: constants and line numbers printed from their stored form.
    Detokenised,
}

/// How `LIST` reads its argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListRange {
    /// `LIST n` lists from line n to the end; a `-` range is `?SN ERROR` (8K BASIC 4.0,
    /// conformance/DIALECT-NOTES.md §12).
    FromOnly,
    /// `LIST n` is line n alone; `LIST a-b`, `LIST -b`, `LIST a-` (Commodore BASIC V2,
    /// GW-BASIC User's Guide, LIST).
    Dashed,
}

/// One dialect's editor facts.
#[derive(Clone, Copy, Debug)]
pub struct EditorWords {
    /// The word printed when the machine waits for a command (`OK`, `READY.`, `Ok`).
    pub ready: &'static str,
    /// Whether the ready word always starts with a line end, even at column 0 (the C64's
    /// READY routine prints RETURN first, so output is followed by an empty line).
    pub ready_after_blank: bool,
    /// What the machine printed when switched on, before its first ready word.
    pub banner: &'static str,
    /// The longest typed line the machine kept; typing past it rang the bell and the
    /// characters were dropped (8K BASIC's 72-byte buffer: DIALECT-NOTES §12; the C64's
    /// 80-column logical line; GW-BASIC's 255 characters).
    pub typed_limit: usize,
    /// How LIST reads a range.
    pub list_range: ListRange,
    /// How LIST prints a line.
    pub list_style: ListStyle,
    /// Whether LIST starts each line with a line end instead of ending it (the C64's LIST
    /// calls CRDO before each line number, and READY's own RETURN ends the last line).
    pub list_breaks_before: bool,
    /// Whether `DELETE`, `RENUM`, `AUTO`, `EDIT` and `FILES` exist (GW-BASIC).
    pub editing_commands: bool,
    /// What LOAD (and FILES) says when the host file or folder cannot be read.
    pub load_error: &'static str,
    /// What SAVE says when the host file cannot be written.
    pub save_error: &'static str,
    /// What the disk commands announce, each on a line of its own before the work is done:
    /// LOAD's search and load, SAVE's save, each followed by the file name where the name
    /// goes (the C64's KERNAL messages `SEARCHING FOR NAME`, `LOADING`, `SAVING NAME`).
    pub disk_messages: Option<DiskMessages>,
}

/// The C64 KERNAL's LOAD and SAVE messages (KERNAL `MSGS` table at $F0BD).
#[derive(Clone, Copy, Debug)]
pub struct DiskMessages {
    /// Before LOAD looks for the file; the name follows.
    pub searching: &'static str,
    /// When LOAD found it.
    pub loading: &'static str,
    /// Before SAVE writes; the name follows.
    pub saving: &'static str,
}
