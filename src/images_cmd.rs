//! Programs as they survive: `ferrite dir IMAGE`, `ferrite list FILE` and the part of
//! `ferrite run` that takes a program out of a disk image or a tokenised file. The formats
//! are ferrite-images'; this file only picks the file, says which machine it belongs to and
//! hands the program over as the listing the machine's LIST printed.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use ferrite_images::{atari_save, c64, Image, Machine};

use crate::cli::DialectArg;

/// A program taken from a file or an image, ready to run.
pub struct Found {
    /// The program as a listing the dialect's loader reads.
    pub listing: Vec<u8>,
    /// Its dialect.
    pub dialect: DialectArg,
    /// Why that dialect, for standard error.
    pub reason: String,
    /// The image it came from, attached as the disk drive while it runs (unless `--disk`
    /// names another).
    pub image: Option<PathBuf>,
    /// An Atari SAVE file's bytes: `run` LOADs them (the saved variable table and tokens)
    /// rather than entering the listing.
    pub saved: Option<Vec<u8>>,
}

/// `IMAGE:NAME` split into the image and the name, when the path names a file inside an
/// image (the image must exist; a plain path that exists is never split).
fn split_image_path(path: &Path) -> Option<(PathBuf, String)> {
    if path.exists() {
        return None;
    }
    let text = path.to_str()?;
    text.match_indices(':').find_map(|(i, _)| {
        let image = PathBuf::from(&text[..i]);
        (Image::is_image_name(&image) && image.is_file())
            .then(|| (image, text[i + 1..].to_string()))
    })
}

/// Opens an image file.
fn open_image(path: &Path) -> Result<Image> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    Image::from_bytes(bytes).with_context(|| format!("in {}", path.display()))
}

/// `ferrite dir IMAGE`: the directory as the machine's DOS showed it.
pub fn dir(image: &Path) -> Result<()> {
    let text = open_image(image)?
        .directory_listing()
        .with_context(|| format!("in {}", image.display()))?;
    print!("{text}");
    Ok(())
}

/// The bytes of a program file: a file inside an image (`IMAGE:NAME`) or a host file.
fn program_bytes(path: &Path) -> Result<(Vec<u8>, Option<Machine>, String)> {
    if let Some((image_path, name)) = split_image_path(path) {
        let image = open_image(&image_path)?;
        let bytes = image
            .read(&name)
            .with_context(|| format!("in {}", image_path.display()))?;
        let what = match image.machine() {
            Machine::C64 => "a file on a 1541 disk image (.d64)",
            Machine::Atari => "a file on an Atari DOS 2 disk image (.atr)",
        };
        return Ok((bytes, Some(image.machine()), what.to_string()));
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    Ok((bytes, None, "a tokenised program file".into()))
}

/// What a tokenised program is: the C64's `.prg` or the Atari's SAVE format, told by its
/// content (and the image it came from when the content alone could be either).
fn program_kind(bytes: &[u8], machine: Option<Machine>) -> Option<Machine> {
    let prg = c64::is_basic_prg(bytes);
    let save = atari_save::is_atari_save(bytes);
    match (prg, save, machine) {
        (true, true, Some(m)) => Some(m),
        (true, _, _) => Some(Machine::C64),
        (_, true, _) => Some(Machine::Atari),
        _ => None,
    }
}

/// The LIST text of an Atari SAVE file, as the interpreter lists it after LOAD.
fn atari_listing(bytes: &[u8]) -> Result<Vec<u8>> {
    use ferrite_session::AnySession;
    let mut session = ferrite_atari::session::AtariSession::default();
    if let Err(e) = ferrite_atari::saved::load(&mut session.machine.mem, bytes) {
        bail!(
            "not a SAVEd Atari BASIC program (LOAD gives ERROR- {})",
            e.code()
        );
    }
    Ok(session.listing())
}

/// The listing of a tokenised program and its dialect.
fn listing_of(bytes: &[u8], machine: Option<Machine>, what: &str) -> Result<Found> {
    match program_kind(bytes, machine) {
        Some(Machine::C64) => Ok(Found {
            listing: c64::list_prg(bytes)?.into_bytes(),
            dialect: DialectArg::C64,
            reason: format!("{what} holding a tokenised Commodore BASIC V2 program"),
            image: None,
            saved: None,
        }),
        Some(Machine::Atari) => Ok(Found {
            listing: atari_listing(bytes)?,
            dialect: DialectArg::Atari,
            reason: format!("{what} holding an Atari BASIC SAVE file"),
            image: None,
            saved: Some(bytes.to_vec()),
        }),
        None => match atari_list_text(bytes) {
            Some(listing) if machine != Some(Machine::C64) => Ok(Found {
                listing,
                dialect: DialectArg::Atari,
                reason: format!("{what} holding an Atari BASIC LIST file (as ENTER reads it)"),
                image: None,
                saved: None,
            }),
            _ => bail!(
                "not a BASIC program (neither a C64 .prg, an Atari SAVE file nor an Atari LIST file)"
            ),
        },
    }
}

/// An Atari LIST file (what `LIST "D:NAME"` wrote and ENTER reads back: lines of ATASCII
/// text, each a line number and its statements, ending with EOL, $9B; rev. C's LIST starts
/// with an empty line, which ENTER passes over) as a listing with line feeds; `None` when
/// the bytes are not one.
fn atari_list_text(bytes: &[u8]) -> Option<Vec<u8>> {
    const EOL: u8 = 0x9B;
    let body = bytes.strip_suffix(&[EOL])?;
    let lines: Vec<&[u8]> = body
        .split(|&b| b == EOL)
        .filter(|line| !line.is_empty())
        .collect();
    let numbered = !lines.is_empty()
        && lines
            .iter()
            .all(|line| line.first().is_some_and(u8::is_ascii_digit) && !line.contains(&b'\n'));
    numbered.then(|| {
        lines
            .iter()
            .flat_map(|line| line.iter().copied().chain([b'\n']))
            .collect()
    })
}

/// `ferrite list FILE`: a program file as its machine's LIST printed it. A text listing is
/// read as its machine's bytes (`--dialect`, else as `run` picks it) and written back in
/// the notation (`charset::list_back`: the C64's `{clr}` names).
pub fn list(path: &Path, dialect: Option<DialectArg>) -> Result<()> {
    use std::io::Write;
    let (bytes, machine, what) = program_bytes(path)?;
    if machine.is_none() {
        if let Some(found) = gw_program(&bytes) {
            // GW-BASIC would not LIST a protected program (`Illegal function call`).
            if bytes.first() == Some(&0xFE) {
                bail!("{} is a protected GW-BASIC program: GW-BASIC would not LIST it (`ferrite run` runs it)", path.display());
            }
            std::io::stdout().write_all(
                &found
                    .listing
                    .iter()
                    .copied()
                    .filter(|&b| b != b'\r')
                    .collect::<Vec<u8>>(),
            )?;
            return Ok(());
        }
    }
    if machine.is_none() && program_kind(&bytes, None).is_none() {
        let listing = crate::charset::list_back(dialect, path, &bytes)?;
        std::io::stdout().write_all(&listing)?;
        return Ok(());
    }
    let found =
        listing_of(&bytes, machine, &what).with_context(|| format!("in {}", path.display()))?;
    std::io::stdout().write_all(&found.listing)?;
    Ok(())
}

/// For `ferrite run`: the program a path names when it is an image, a file in an image or a
/// tokenised program file; `None` for a listing (run as before). An image with no name
/// runs its one BASIC program, after saying what is on it.
pub fn program_for_run(path: &Path, asked: Option<DialectArg>) -> Result<Option<Found>> {
    if Image::is_image_name(path) && path.is_file() {
        let mut found = one_program(path)?;
        found.image = Some(path.to_path_buf());
        return Ok(Some(found));
    }
    if let Some((image, _)) = split_image_path(path) {
        let (bytes, machine, what) = program_bytes(path)?;
        let mut found = listing_of(&bytes, machine, &what)?;
        found.image = Some(image);
        return Ok(Some(found));
    }
    let Ok(bytes) = std::fs::read(path) else {
        return Ok(None);
    };
    if let Some(found) = gw_program(&bytes) {
        return Ok(Some(found));
    }
    // A file asked to run as GW-BASIC is a GW-BASIC file: any bytes after the CTRL-Z of
    // an ASCII listing (a payload, a sprite table) are not to be taken for another
    // machine's tokens.
    if asked == Some(DialectArg::Gw) {
        return Ok(None);
    }
    if program_kind(&bytes, None).is_none() {
        return Ok(None);
    }
    listing_of(&bytes, None, "a tokenised program file").map(Some)
}

/// A GW-BASIC program file as `SAVE "NAME"` (tokenised, first byte $FF) or `SAVE "NAME",P`
/// (protected, $FE) wrote it, as the listing GW-BASIC's LOAD would hold; `None` for other
/// bytes. GW-BASIC programs came on PC floppies, which ferrite does not read as images: a
/// file copied off one runs by its content, as `GWBASIC NAME` ran it.
fn gw_program(bytes: &[u8]) -> Option<Found> {
    use ferrite_basic::token::{gwfile, gwsave};
    let (plain, kind) = match bytes.first()? {
        0xFF => (bytes.to_vec(), "tokenised"),
        0xFE => (gwsave::unprotected_file(bytes), "protected"),
        _ => return None,
    };
    let listing = gwfile::detokenise::<ferrite_basic::Gw>(&plain)?;
    Some(Found {
        listing,
        dialect: DialectArg::Gw,
        reason: format!("a {kind} GW-BASIC program file"),
        image: None,
        saved: None,
    })
}

/// The one BASIC program on an image.
fn one_program(path: &Path) -> Result<Found> {
    let image = open_image(path)?;
    let files = image
        .files()
        .with_context(|| format!("in {}", path.display()))?;
    let mut programs = Vec::new();
    for f in &files {
        eprintln!(
            "ferrite: {}: {:>4} {} {}",
            path.display(),
            f.size,
            f.name,
            f.kind
        );
        if let Ok(bytes) = image.read(&f.name) {
            if program_kind(&bytes, Some(image.machine())).is_some()
                || (image.machine() == Machine::Atari && atari_list_text(&bytes).is_some())
            {
                programs.push((f.name.clone(), bytes));
            }
        }
    }
    match programs.as_slice() {
        [(name, bytes)] => {
            let what = format!("{name} on {}", path.display());
            listing_of(bytes, Some(image.machine()), &what)
        }
        [] => bail!("{} holds no tokenised BASIC program", path.display()),
        many => {
            let names: Vec<&str> = many.iter().map(|(n, _)| n.as_str()).collect();
            bail!(
                "{} holds {} BASIC programs ({}): name one as {}:NAME",
                path.display(),
                many.len(),
                names.join(", "),
                path.display()
            )
        }
    }
}

/// The dialect a found program runs in (the one asked for, else its machine's), saying on
/// standard error why when the format decided.
pub fn announce(found: &Found, asked: Option<DialectArg>) -> DialectArg {
    if let Some(dialect) = asked {
        return dialect;
    }
    let name = match found.dialect {
        DialectArg::C64 => "c64",
        DialectArg::Gw => "gw",
        _ => "atari",
    };
    eprintln!(
        "ferrite: running as {name} ({}; --dialect chooses another)",
        found.reason
    );
    found.dialect
}
