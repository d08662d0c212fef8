//! What each dialect's editor said and allowed at its prompt: the ready word, the typed-line
//! limit, how LIST takes a range and which editing commands existed.
//!
//! These are facts of the machines like the profile's error words, and belong in
//! [`Profile`](crate::Profile); until the profile grows editor methods they are one table
//! here, found by the profile's id (the one place outside `dialect/` that tells dialects
//! apart by id, kept as data).

use crate::dialect::Profile;
use crate::list::ListStyle;

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
    pub gw_editing: bool,
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

const ALTAIR: EditorWords = EditorWords {
    ready: "OK",
    ready_after_blank: false,
    banner: "ALTAIR BASIC REV. 4.0\n[EIGHT-K VERSION]\nCOPYRIGHT 1976 BY MITS INC.\n",
    typed_limit: 71,
    list_range: ListRange::FromOnly,
    list_style: ListStyle::Crunched,
    list_breaks_before: false,
    gw_editing: false,
    // 8K BASIC had only the cassette (CLOAD waits for the tape and has no "not found"): a
    // name ferrite cannot use is an illegal function call, in the machine's own words.
    load_error: "?FC ERROR",
    save_error: "?FC ERROR",
    disk_messages: None,
};

const COMMODORE: EditorWords = EditorWords {
    ready: "READY.",
    ready_after_blank: true,
    banner: "\n    **** COMMODORE 64 BASIC V2 ****\n\n 64K RAM SYSTEM  38911 BASIC BYTES FREE\n",
    typed_limit: 80,
    list_range: ListRange::Dashed,
    list_style: ListStyle::Crunched,
    list_breaks_before: true,
    gw_editing: false,
    load_error: "?FILE NOT FOUND  ERROR",
    // The KERNAL's word when the device does not take the file.
    save_error: "?DEVICE NOT PRESENT  ERROR",
    disk_messages: Some(DiskMessages {
        searching: "SEARCHING FOR ",
        loading: "LOADING",
        saving: "SAVING ",
    }),
};

const GW_BASIC: EditorWords = EditorWords {
    ready: "Ok",
    ready_after_blank: false,
    banner:
        "GW-BASIC 3.23\n(C) Copyright Microsoft 1983,1984,1985,1986,1987,1988\n60300 Bytes free\n",
    typed_limit: 255,
    list_range: ListRange::Dashed,
    list_style: ListStyle::Detokenised,
    list_breaks_before: false,
    gw_editing: true,
    load_error: "File not found",
    save_error: "Path/File access error",
    disk_messages: None,
};

/// The editor facts of dialect `P`.
pub fn editor_words<P: Profile>() -> &'static EditorWords {
    match P::ID {
        "c64" => &COMMODORE,
        "gw" => &GW_BASIC,
        _ => &ALTAIR,
    }
}
