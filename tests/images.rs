//! Programs in disk images and tokenised files through the `ferrite` command (issue 27):
//! `dir`, `list` and `run` on images made here with ferrite-images' writers.

use std::ffi::OsStr;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use ferrite_images::atr::{Atr, Density};
use ferrite_images::d64::{FileType, D64};
use ferrite_session::AnySession;

/// `ferrite ARGS`, in `dir` when one is given, with `typed` as its standard input: the
/// one set-up every test here runs the command through.
fn ferrite_with<S: AsRef<OsStr>>(args: &[S], dir: Option<&Path>, typed: &str) -> Output {
    use std::io::Write;
    let mut command = Command::new(env!("CARGO_BIN_EXE_ferrite"));
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    let mut child = command.spawn().expect("ferrite runs");
    // A command that ends before reading all it was given closes the pipe: not an error.
    let _ = child.stdin.take().unwrap().write_all(typed.as_bytes());
    child.wait_with_output().expect("ferrite runs")
}

fn ferrite(args: &[&Path]) -> Output {
    ferrite_with(args, None, "")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An Atari SAVE file of a listing, as the interpreter's SAVE writes it.
fn atari_save(listing: &[u8]) -> Vec<u8> {
    let mut s = ferrite_atari::session::AtariSession::default();
    s.load(listing).expect("listing loads");
    ferrite_atari::saved::save(&s.machine.mem)
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

/// `ferrite run` of a listing with extra arguments, standard input empty.
fn run_listing(dir: &Path, listing: &str, args: &[&str]) -> Output {
    let file = dir.join("prog.bas");
    std::fs::write(&file, listing).unwrap();
    let mut all: Vec<&OsStr> = vec![OsStr::new("run")];
    all.extend(args.iter().map(OsStr::new));
    all.push(file.as_os_str());
    ferrite_with(&all, None, "")
}

#[test]
fn c64_device_8_writes_seq_files_and_answers_on_channel_15() {
    // Outputs as the C64 with a true-drive 1541 printed them (difftest/images/vice_drive.py).
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("data.d64");
    std::fs::write(&image, D64::format(b"DATA", *b"01", 35).bytes()).unwrap();
    let out = run_listing(
        dir.path(),
        "10 OPEN 15,8,15:INPUT#15,E,E$,T,S:PRINT E;E$;T;S\n\
         20 OPEN 2,8,2,\"SCORES,S,W\":PRINT#2,\"ANN,12\":PRINT#2,\"BOB,7\":CLOSE 2\n\
         30 OPEN 2,8,2,\"SCORES,S,W\":INPUT#15,E,E$,T,S:PRINT E;E$;T;S:CLOSE 2\n\
         40 OPEN 3,8,3,\"SCORES,S,R\"\n\
         50 INPUT#3,N$,P:PRINT N$;P;ST:IF ST=0 THEN 50\n\
         60 CLOSE 3:OPEN 3,8,3,\"NONE,S,R\":INPUT#15,E,E$,T,S:PRINT E;E$;T;S\n\
         70 GET#3,A$:PRINT ASC(A$);ST:CLOSE 3\n\
         80 PRINT#15,\"R0:HISCORE=SCORES\":INPUT#15,E,E$,T,S:PRINT E;E$;T;S\n\
         90 CLOSE 15\n",
        &["--dialect", "c64", "--disk", image.to_str().unwrap()],
    );
    assert_eq!(
        text(&out.stdout),
        " 73 CBM DOS V2.6 1541 0  0 \n\
         \x2063 FILE EXISTS 0  0 \n\
         ANN 12  0 \n\
         BOB 7  64 \n\
         \x2062 FILE NOT FOUND 0  0 \n\
         \x20199  66 \n\
         \x200 OK 0  0 \n",
        "{}",
        text(&out.stderr)
    );
    let disk = D64::from_bytes(std::fs::read(&image).unwrap()).unwrap();
    let (entry, data) = disk.read(b"HISCORE").unwrap();
    assert_eq!(entry.file_type(), FileType::Seq);
    assert_eq!(data, b"ANN,12\rBOB,7\r");
}

#[test]
fn c64_input_after_a_refused_open_leaves_its_variables() {
    // The KERNAL's rules for ST: CHKIN's LOOKUP clears it, BASIN gives a CR without
    // reading once it is set, and INPUT# whose first line timed out sets no variable
    // (ROM $ABDD). Outputs as the C64 with a true-drive 1541 printed them (this program
    // through difftest/images/vice_drive.py, PROGRAM=).
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("data.d64");
    std::fs::write(&image, D64::format(b"DATA", *b"01", 35).bytes()).unwrap();
    let out = run_listing(
        dir.path(),
        "10 OPEN 15,8,15\n\
         20 OPEN 3,8,3,\"NONE,S,R\":INPUT#15,E,E$,T,S\n\
         30 INPUT#3,A$:PRINT ST;LEN(A$)\n\
         40 GET#3,A$:PRINT ASC(A$);ST\n\
         50 INPUT#3,A$:PRINT ST;LEN(A$);ASC(A$)\n\
         60 A$=\"KEEP\":INPUT#3,A$,B:PRINT A$;B;ST\n\
         70 CLOSE 3:OPEN 2,8,2,\"HI,S,W\":PRINT#2,\"HI\";:CLOSE 2\n\
         80 OPEN 3,8,3,\"HI,S,R\":GET#3,A$,B$,C$:PRINT A$;B$;ASC(C$);ST\n\
         90 GET#3,A$:PRINT ASC(A$);ST:CLOSE 3\n\
         100 OPEN 3,8,3,\"HI,S,R\":INPUT#3,A$,B$:PRINT A$;\"/\";B$;\"/\";ST:CLOSE 3\n\
         110 CLOSE 15\n",
        &["--dialect", "c64", "--disk", image.to_str().unwrap()],
    );
    assert_eq!(
        text(&out.stdout),
        " 66  0 \n 199  66 \n 66  1  199 \nKEEP 0  66 \nHI 13  64 \n 199  66 \nHI// 64 \n",
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn c64_device_8_without_a_disk_is_not_present_and_reading_leaves_the_image() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_listing(
        dir.path(),
        "10 OPEN 1,8,2,\"X\"\n",
        &["--dialect", "c64", "--disk", "none"],
    );
    assert_eq!(text(&out.stdout), "\n?DEVICE NOT PRESENT  ERROR IN 10");
    let image = dir.path().join("read.d64");
    let mut d = D64::format(b"R", *b"01", 35);
    d.write(b"F", FileType::Seq, b"HI\r").unwrap();
    std::fs::write(&image, d.bytes()).unwrap();
    let out = run_listing(
        dir.path(),
        "10 OPEN 1,8,2,\"F\":INPUT#1,A$:PRINT A$;ST:CLOSE 1\n20 CLOSE 5:PRINT#5,1\n",
        &["--dialect", "c64", "--disk", image.to_str().unwrap()],
    );
    assert_eq!(text(&out.stdout), "HI 64 \n\n?FILE NOT OPEN  ERROR IN 20");
    assert_eq!(std::fs::read(&image).unwrap(), d.bytes());
}

#[test]
fn an_atari_program_run_from_an_atr_has_it_as_its_drive() {
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("disk.atr");
    let mut atr = Atr::format(Density::Single);
    let program = atari_save(
        b"10 OPEN #1,8,0,\"D:OUT.DAT\":PRINT #1;\"WRITTEN\":CLOSE #1\n20 PRINT \"DONE\"\n",
    );
    atr.write("PROG.BAS", &program).unwrap();
    std::fs::write(&image, atr.bytes()).unwrap();
    let named = dir.path().join("disk.atr:PROG.BAS");
    let out = ferrite(&[Path::new("run"), &named]);
    assert_eq!(text(&out.stdout), "DONE\n", "{}", text(&out.stderr));
    let atr = Atr::from_bytes(std::fs::read(&image).unwrap()).unwrap();
    assert_eq!(atr.read("OUT.DAT").unwrap().1, b"WRITTEN\x9b");
}

/// Lines typed at the C64's prompt with `disk` as device 8: what the screen showed after
/// the banner.
fn typed_c64(disk: &Path, lines: &str) -> String {
    let args = [
        OsStr::new("basic"),
        OsStr::new("--dialect"),
        OsStr::new("c64"),
    ];
    let all = [&args[..], &[OsStr::new("--disk"), disk.as_os_str()]].concat();
    let all = text(&ferrite_with(&all, None, lines).stdout);
    let banner_end = all.find("READY.\n").map_or(0, |i| i + 7);
    all[banner_end..].to_string()
}

#[test]
fn c64_save_load_verify_and_the_directory_on_a_d64() {
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("work.d64");
    std::fs::write(&image, D64::format(b"WORK", *b"W1", 35).bytes()).unwrap();
    let out = typed_c64(
        &image,
        "10 PRINT \"HI\";A\nSAVE\"PROG\",8\nSAVE\"PROG\",8\nNEW\nLOAD\"P*\",8\nLIST\n\
         VERIFY\"PROG\",8\nLOAD\"NOPE\",8\nLOAD\"$\",8\nLIST\nLOAD\"\",8\nLOAD\"X\",9\n",
    );
    assert_eq!(
        out,
        "\nSAVING PROG\nREADY.\n\nSAVING PROG\nREADY.\n\nREADY.\n\
         \nSEARCHING FOR P*\nLOADING\nREADY.\n\n10 PRINT \"HI\";A\nREADY.\n\
         \nSEARCHING FOR PROG\nVERIFYING\nOK\n\nREADY.\n\
         \nSEARCHING FOR NOPE\n?FILE NOT FOUND  ERROR\nREADY.\n\
         \nSEARCHING FOR $\nLOADING\nREADY.\n\
         \n0 \x12\"WORK            \" W1 2A\n1    \"PROG\"             PRG  \n\
         663 BLOCKS FREE.               \nREADY.\n\
         \n?MISSING FILE NAME  ERROR\nREADY.\n\
         \nSEARCHING FOR X\n?DEVICE NOT PRESENT  ERROR\nREADY.\n"
    );
    // The second SAVE without `@` left the file and the drive said 63,FILE EXISTS.
    let disk = D64::from_bytes(std::fs::read(&image).unwrap()).unwrap();
    let (_, data) = disk.read(b"PROG").unwrap();
    assert_eq!(
        data,
        ferrite_images::c64::tokenise("10 PRINT \"HI\";A\n").unwrap()
    );
}

#[test]
fn c64_load_in_a_program_runs_the_next_keeping_variables() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path();
    let part2 = ferrite_images::c64::tokenise(
        "10 PRINT \"TWO\";A;B$\n20 A=A+1:IF A<3 THEN LOAD\"ONE\",8\n",
    )
    .unwrap();
    std::fs::write(folder.join("PART2.prg"), part2).unwrap();
    let one =
        ferrite_images::c64::tokenise("10 PRINT \"ONE\";A:B$=\"X\"\n20 LOAD\"PART?\",8\n").unwrap();
    std::fs::write(folder.join("ONE.prg"), one).unwrap();
    let out = typed_c64(
        folder,
        "LOAD\"ONE\",8\nRUN\nPRINT A;B$\nLOAD\"$\",8\nLIST\n",
    );
    assert_eq!(
        out,
        "\nSEARCHING FOR ONE\nLOADING\nREADY.\n\
         ONE 0 \nTWO 0 X\nONE 1 \nTWO 1 X\nONE 2 \nTWO 2 X\n\nREADY.\n 3 X\n\nREADY.\n\
         \nSEARCHING FOR $\nLOADING\nREADY.\n"
            .to_string()
            + &format!(
                "\n0 \x12\"{:<16}\" 00 2A\n1    \"ONE\"              PRG  \n\
                 1    \"PART2\"            PRG  \n662 BLOCKS FREE.               \nREADY.\n",
                folder
                    .canonicalize()
                    .unwrap()
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .to_uppercase()
                    .chars()
                    .take(16)
                    .collect::<String>()
            )
    );
}

#[test]
fn run_of_an_image_with_two_programs_names_them() {
    let dir = tempfile::tempdir().unwrap();
    let image = dir.path().join("two.d64");
    let mut d = D64::format(b"TWO", *b"02", 35);
    d.write(
        b"ONE",
        FileType::Prg,
        &ferrite_images::c64::tokenise("10 PRINT 1").unwrap(),
    )
    .unwrap();
    d.write(
        b"TWO",
        FileType::Prg,
        &ferrite_images::c64::tokenise("10 PRINT 2").unwrap(),
    )
    .unwrap();
    std::fs::write(&image, d.bytes()).unwrap();
    let out = ferrite(&[Path::new("run"), &image]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("ONE") && err.contains("TWO"), "{err}");
    let named = dir.path().join("two.d64:TWO");
    let out = ferrite(&[Path::new("run"), &named]);
    assert_eq!(text(&out.stdout), " 2 \n");
    assert!(
        text(&out.stderr).contains("as c64"),
        "{}",
        text(&out.stderr)
    );
}

/// Lines typed at a prompt of `dialect` in `dir` with extra arguments: all it printed.
fn typed_at(dir: &Path, args: &[&str], lines: &str) -> String {
    let all = [&["basic"], args].concat();
    text(&ferrite_with(&all, Some(dir), lines).stdout)
}

/// `ferrite ARGS` in `dir`: standard output and whether it succeeded.
fn ferrite_in(dir: &Path, args: &[&str]) -> (String, bool) {
    let out = ferrite_with(args, Some(dir), "");
    (text(&out.stdout), out.status.success())
}

#[test]
fn images_made_at_the_prompts_list_and_run_as_the_readme_says() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A --disk image that does not exist is a blank disk, put on the host only when a
    // program writes to it.
    typed_at(d, &["--dialect", "c64", "--disk", "games.d64"], "PRINT 1\n");
    assert!(!d.join("games.d64").exists());
    typed_at(
        d,
        &["--dialect", "c64", "--disk", "games.d64"],
        "10 PRINT \"HANGMAN\";A\n20 A=A+1:IF A<3 THEN 10\nSAVE\"HANGMAN\",8\nNEW\n\
         10 PRINT \"MENU\"\nSAVE\"MENU\",8\n",
    );
    typed_at(
        d,
        &["--dialect", "c64"],
        "10 PRINT \"HANGMAN\"\nSAVE\"HANGMAN\",8\n",
    );
    typed_at(
        d,
        &["--dialect", "atari", "--disk", "disk.atr"],
        "10 PRINT \"A GAME\"\nSAVE \"D:GAME.BAS\"\nLIST \"D:GAME.LST\"\n",
    );
    let expect = [
        (
            &["dir", "games.d64"][..],
            "0 {rvon}\"GAMES           \" 01 2A\n1    \"HANGMAN\"          PRG  \n\
             1    \"MENU\"             PRG  \n662 BLOCKS FREE.               \n",
        ),
        (
            &["dir", "disk.atr"],
            "  GAME    BAS 001\n  GAME    LST 001\n705 FREE SECTORS\n",
        ),
        (
            &["list", "games.d64:HANGMAN"],
            "10 PRINT \"HANGMAN\";A\n20 A=A+1:IF A<3 THEN 10\n",
        ),
        (&["list", "HANGMAN.prg"], "10 PRINT \"HANGMAN\"\n"),
        (
            &["run", "games.d64:HANGMAN"],
            "HANGMAN 0 \nHANGMAN 1 \nHANGMAN 2 \n",
        ),
        (&["run", "disk.atr:GAME.BAS"], "A GAME\n"),
        (&["run", "disk.atr:GAME.LST"], "A GAME\n"),
        (&["list", "disk.atr:GAME.LST"], "10 PRINT \"A GAME\"\n"),
        (&["run", "HANGMAN.prg"], "HANGMAN\n"),
    ];
    for (args, want) in expect {
        let (got, ok) = ferrite_in(d, args);
        assert!(ok, "ferrite {args:?}");
        assert_eq!(got, want, "ferrite {args:?}");
    }
    // The bytes SAVEd are the ones the C64's CRUNCH stores for the typed lines, and a fresh
    // machine LOADs and LISTs them as typed.
    let disk = D64::from_bytes(std::fs::read(d.join("games.d64")).unwrap()).unwrap();
    let (_, data) = disk.read(b"MENU").unwrap();
    assert_eq!(
        data,
        ferrite_images::c64::tokenise("10 PRINT \"MENU\"\n").unwrap()
    );
    let out = typed_c64(&d.join("games.d64"), "LOAD\"HANGMAN\",8\nLIST\n");
    assert!(
        out.ends_with("\n10 PRINT \"HANGMAN\";A\n20 A=A+1:IF A<3 THEN 10\nREADY.\n"),
        "{out}"
    );
    let (_, ok) = ferrite_in(d, &["run", "games.d64"]);
    assert!(!ok, "two programs: one must be named");
}

#[test]
fn gw_tokenised_and_protected_files_run_by_their_content() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    typed_at(
        d,
        &["--dialect", "gw"],
        "10 PRINT \"GW\";2\nSAVE \"T\"\nSAVE \"P\",P\nSYSTEM\n",
    );
    assert_eq!(std::fs::read(d.join("T.BAS")).unwrap()[0], 0xFF);
    assert_eq!(std::fs::read(d.join("P.BAS")).unwrap()[0], 0xFE);
    for name in ["T.BAS", "P.BAS"] {
        assert_eq!(ferrite_in(d, &["run", name]), ("GW 2 \n".to_string(), true));
    }
    assert_eq!(
        ferrite_in(d, &["list", "T.BAS"]),
        ("10 PRINT \"GW\";2\n".to_string(), true)
    );
    // GW-BASIC would not LIST a protected program.
    assert_eq!(ferrite_in(d, &["list", "P.BAS"]), (String::new(), false));
}

/// A SAVE file made by the real Atari BASIC rev. C (atari800 of `../shared/oracles/atari`
/// with H1: a host folder; `difftest/images/atari_saved.py`): lines `10 A1=1:B2=2:C3=3`,
/// `20 PRINT FRE(0)`, `30 X=5:PRINT X` typed, line 10 deleted, `SAVE "H:P.BAS"`. Its
/// variable-name table still holds A1, B2 and C3; `RUN "H:P.BAS"` on the machine printed
/// 37838 and 5 (run through its listing the names would be gone: 37868).
const ATARI_SAVED_WITH_OLD_NAMES: [u8; 104] = [
    0x00, 0x00, 0x00, 0x01, 0x07, 0x01, 0x08, 0x01, 0x28, 0x01, 0x4B, 0x01, 0x5A, 0x01, 0x41, 0xB1,
    0x42, 0xB2, 0x43, 0xB3, 0xD8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x14, 0x00, 0x10, 0x10, 0x20, 0x49, 0x3A, 0x0E, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x2C, 0x16, 0x1E, 0x00, 0x13, 0x0F, 0x36, 0x83, 0x2D, 0x0E, 0x40, 0x05,
    0x00, 0x00, 0x00, 0x00, 0x14, 0x13, 0x20, 0x83, 0x16, 0x00, 0x80, 0x0F, 0x0F, 0x19, 0x0F, 0x07,
    0x48, 0x3A, 0x50, 0x2E, 0x42, 0x41, 0x53, 0x16,
];

#[test]
fn an_atari_save_file_runs_from_its_tokens_and_variable_table() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("P.BAS");
    std::fs::write(&file, ATARI_SAVED_WITH_OLD_NAMES).unwrap();
    let out = ferrite(&[Path::new("run"), &file]);
    assert_eq!(text(&out.stdout), "37838\n5\n", "{}", text(&out.stderr));
    // Listed, it is the two lines left.
    let out = ferrite(&[Path::new("list"), &file]);
    assert_eq!(text(&out.stdout), "20 PRINT FRE(0)\n30 X=5:PRINT X\n");
}
