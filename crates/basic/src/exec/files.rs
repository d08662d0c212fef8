//! GW-BASIC's sequential files: OPEN, CLOSE, PRINT #, WRITE #, INPUT #, LINE INPUT #, EOF,
//! LOF, LOC and KILL, on DOS 8.3 names in the working folder.
//!
//! Sources: GW-BASIC User's Guide (Microsoft, 1987), OPEN, PRINT #, WRITE #, INPUT #, EOF and
//! Appendix A (error numbers); PC-BASIC's `devices/files.py` and `devices/disk.py` (read to
//! learn the byte layout: lines end in CR LF, an output file gets a CTRL-Z when it is closed,
//! and INPUT # stops at a CTRL-Z).
//!
//! The parts: [`device`] (what an OPEN reaches), [`names`] (DOS names), [`open_file`] (one
//! open file), [`open`] (OPEN, CLOSE, KILL), [`output`] (PRINT #, WRITE #), [`input`]
//! (INPUT #, LINE INPUT #, INPUT$), [`functions`] (EOF, LOC, LOF).

// The names the parts share (each part says `use super::*`).
use std::collections::BTreeMap;
use std::io::{Seek, Write};
use std::path::PathBuf;
use std::rc::Rc;

pub(super) use super::handle::{same_file, Mode, BAD_FILE_NUMBER};
use super::{share, Machine, Screen, Value};
use crate::dialect::{Profile, Wrap};
use crate::error::{BasicError, ErrorKind};
use crate::num::{Number, ParseContext};
use crate::parse::{Expr, LValue, OpenStmt, PrintItem, VarType};

/// DOS's end-of-file mark, written when an output file is closed.
const CTRL_Z: u8 = 0x1a;
/// GW-BASIC's longest string.
const MAX_STRING: usize = 255;

/// `File not found`.
const FILE_NOT_FOUND: ErrorKind = ErrorKind::Numbered(53);
/// `Bad file mode`.
const BAD_FILE_MODE: ErrorKind = ErrorKind::Numbered(54);
/// `File already open`.
const FILE_ALREADY_OPEN: ErrorKind = ErrorKind::Numbered(55);
/// `Input past end`.
const INPUT_PAST_END: ErrorKind = ErrorKind::Numbered(62);
/// `Path/File Access Error`.
const ACCESS_ERROR: ErrorKind = ErrorKind::Numbered(75);

mod binary;
mod com;
mod device;
mod field_area;
mod functions;
mod input;
mod list_out;
mod names;
mod open;
mod open_file;
mod output;

pub(super) use device::device_of;
pub(super) use device::{dos_device_fails_writes, dos_device_trunk, printer_column, Device};
pub(super) use field_area::FieldAreas;
pub(super) use names::{
    dos_name, drive_alone, drive_before_nul, holds_no_files, is_cassette, is_dos_device,
    is_keyboard, is_output_device, lead_blank, long_part, nul_cut, resolve_in, strip_drive,
    unknown_device, Fault, NameUse,
};
pub use open_file::OpenFiles;
use open_file::{ConsoleKeys, MAX_RECORD, SECTOR};
pub(super) use open_file::{FieldKey, Files, OpenFile};
