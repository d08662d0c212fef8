//! Programs in disk images and tokenised files through the `ferrite` command (issue 27):
//! `dir`, `list` and `run` on images made here with ferrite-images' writers.

use std::path::Path;
use std::process::{Command, Output};

use ferrite_basic::AnySession;
use ferrite_images::atr::{Atr, Density};
use ferrite_images::d64::{FileType, D64};

fn ferrite(args: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(args)
        .output()
        .expect("ferrite runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An Atari SAVE file of a listing, as the interpreter's SAVE writes it.
fn atari_save(listing: &[u8]) -> Vec<u8> {
    let mut s = ferrite_basic::atari::session::AtariSession::default();
    s.load(listing).expect("listing loads");
    ferrite_basic::atari::saved::save(&s.machine.mem)
}

#[test]
fn a_c64_program_on_a_d64_is_listed_and_run() {
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("games.d64");
    let prg = ferrite_images::c64::tokenise("10 PRINT \"HI\";2+3\n20 END\n").unwrap();
    let mut d = D64::format(b"GAMES", *b"GM", 35);
    d.write(b"HELLO", FileType::Prg, &prg).unwrap();
    d.write(b"NOTES", FileType::Seq, b"some text").unwrap();
    std::fs::write(&image, d.bytes()).unwrap();

    let out = ferrite(&[Path::new("dir"), &image]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "0 {rvon}\"GAMES           \" GM 2A\n\
         1    \"HELLO\"            PRG  \n\
         1    \"NOTES\"            SEQ  \n\
         662 BLOCKS FREE.               \n"
    );

    let named = dir.path().join("games.d64:HELLO");
    let out = ferrite(&[Path::new("list"), &named]);
    assert_eq!(text(&out.stdout), "10 PRINT \"HI\";2+3\n20 END\n");

    let before = std::fs::read(&image).unwrap();
    for path in [&image, &named] {
        let out = ferrite(&[Path::new("run"), path]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), "HI 5 \n");
        assert!(
            text(&out.stderr).contains("as c64"),
            "{}",
            text(&out.stderr)
        );
    }
    assert_eq!(
        std::fs::read(&image).unwrap(),
        before,
        "running changed the image"
    );
}

#[test]
fn an_atari_save_file_on_an_atr_is_listed_and_run() {
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("disk.atr");
    let saved = atari_save(b"10 PRINT \"HELLO\";7*6\n20 END\n");
    let mut d = Atr::format(Density::Single);
    d.write("HELLO.BAS", &saved).unwrap();
    std::fs::write(&image, d.bytes()).unwrap();

    let out = ferrite(&[Path::new("dir"), &image]);
    assert!(
        text(&out.stdout).starts_with("  HELLO   BAS 001\n"),
        "{}",
        text(&out.stdout)
    );
    assert!(text(&out.stdout).ends_with("706 FREE SECTORS\n"));

    let named = dir.path().join("disk.atr:HELLO.BAS");
    let out = ferrite(&[Path::new("list"), &named]);
    // Atari BASIC lists a statement keyword with its space, even at the end of a line.
    assert_eq!(text(&out.stdout), "10 PRINT \"HELLO\";7*6\n20 END \n");

    let out = ferrite(&[Path::new("run"), &image]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "HELLO42\n");
    assert!(
        text(&out.stderr).contains("as atari"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_prg_file_runs_by_its_content_and_damage_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let prg = dir.path().join("hello.prg");
    std::fs::write(&prg, ferrite_images::c64::tokenise("10 PRINT 1").unwrap()).unwrap();
    let out = ferrite(&[Path::new("run"), &prg]);
    assert_eq!(text(&out.stdout), " 1 \n");

    let bad = dir.path().join("bad.d64");
    let mut bytes = D64::format(b"BAD", *b"00", 35).bytes().to_vec();
    // The directory's link points off the disk.
    let dir_at = (17 * 21) * 256 + 256;
    bytes[dir_at] = 77;
    std::fs::write(&bad, bytes).unwrap();
    let out = ferrite(&[Path::new("dir"), &bad]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("track 18 sector 1"),
        "{}",
        text(&out.stderr)
    );
}
