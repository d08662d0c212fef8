//! D: on a DOS 2 disk image: files written and read back through the image on the host,
//! the directory as DOS 2 listed it, NOTE's real sectors, and DOS 2's error numbers.

use ferrite_console::MemoryConsole;
use ferrite_images::atr::{Atr, Density};

use crate::session::AtariSession;
use ferrite_session::AnySession;

/// A blank single-density DOS 2 image in a fresh temporary folder, with the files given.
fn image(tag: &str, files: &[(&str, &[u8])]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrite-atr-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut atr = Atr::format(Density::Single);
    for (name, data) in files {
        atr.write(name, data).expect("write");
    }
    let path = dir.join("DISK.ATR");
    std::fs::write(&path, atr.bytes()).expect("image");
    path
}

/// Runs a listing with `disk` attached as the drive; the E: stream.
fn run_with(disk: &std::path::Path, program: &str) -> String {
    let mut s = AtariSession::default();
    s.machine.attach_drive(disk).expect("attach");
    s.load(program.as_bytes()).expect("load");
    let mut con = MemoryConsole::new(b"", false);
    s.run(&mut con);
    String::from_utf8_lossy(&con.output).into_owned()
}

#[test]
fn files_written_on_the_image_are_there_after_the_run() {
    let path = image("write", &[]);
    let out = run_with(
        &path,
        "10 OPEN #1,8,0,\"D:SCORES.DAT\"\n\
         20 FOR I=1 TO 3:PRINT #1;I*11:NEXT I:CLOSE #1\n\
         30 OPEN #2,4,0,\"D:SCORES.DAT\":DIM A$(20)\n\
         40 TRAP 70:INPUT #2,A$:PRINT A$:GOTO 40\n\
         70 PRINT PEEK(195):CLOSE #2\n",
    );
    assert_eq!(out, "11\n22\n33\n136\n");
    let atr = Atr::from_bytes(std::fs::read(&path).expect("image")).expect("atr");
    assert_eq!(
        atr.read("SCORES.DAT").expect("file").1,
        b"11\x9b22\x9b33\x9b"
    );
    let dir = path.parent().expect("dir");
    let left: Vec<_> = std::fs::read_dir(dir)
        .expect("folder")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with("ferrite-tmp"))
        .collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_directory_reads_as_dos_2_listed_it() {
    let path = image("dir", &[("GAME.BAS", &[1; 300]), ("README", b"HI")]);
    let out = run_with(
        &path,
        "10 DIM L$(40):OPEN #1,6,0,\"D:*.*\"\n\
         20 TRAP 40:INPUT #1,L$:PRINT L$:GOTO 20\n\
         40 CLOSE #1:XIO 35,#1,0,0,\"D:README\":OPEN #1,6,0,\"D:R*\"\n\
         50 TRAP 60:INPUT #1,L$:PRINT L$:GOTO 50\n\
         60 END\n",
    );
    assert_eq!(
        out,
        "  GAME    BAS 003\n  README      001\n703 FREE SECTORS\n* README      001\n703 FREE SECTORS\n"
    );
    let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
}

#[test]
fn reading_leaves_the_image_as_it_was() {
    let path = image("read", &[("DATA", b"ABC\x9b")]);
    let before = std::fs::read(&path).expect("image");
    let out = run_with(
        &path,
        "10 OPEN #1,4,0,\"D:DATA\":GET #1,A:NOTE #1,S,B:PRINT A;\" \";S;\" \";B\n\
         20 POINT #1,4,3:GET #1,A:PRINT A:CLOSE #1\n",
    );
    // The file's one sector is the first free one, 4; NOTE gives that sector and byte 1.
    assert_eq!(out, "65 4 1\n155\n");
    assert_eq!(std::fs::read(&path).expect("image"), before);
    let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
}

#[test]
fn dos_errors_come_as_the_machine_numbered_them() {
    let path = image("errors", &[("KEEP", b"X")]);
    let out = run_with(
        &path,
        "10 TRAP 20:OPEN #1,4,0,\"D:NONE\"\n\
         20 PRINT PEEK(195):TRAP 30:OPEN #1,4,0,\"D2:KEEP\"\n\
         30 PRINT PEEK(195):XIO 35,#1,0,0,\"D:KEEP\":TRAP 40:OPEN #1,8,0,\"D:KEEP\"\n\
         40 PRINT PEEK(195):TRAP 50:XIO 33,#1,0,0,\"D:KEEP\"\n\
         50 PRINT PEEK(195):TRAP 60:XIO 32,#1,0,0,\"D:KEEP,NEW\"\n\
         60 PRINT PEEK(195):TRAP 70:OPEN #1,8,0,\"D:1BAD\"\n\
         70 PRINT PEEK(195):XIO 36,#1,0,0,\"D:KEEP\":XIO 32,#1,0,0,\"D:KEEP,NEW\"\n\
         80 XIO 33,#1,0,0,\"D:NEW\":TRAP 90:XIO 33,#1,0,0,\"D:NEW\"\n\
         90 PRINT PEEK(195)\n",
    );
    assert_eq!(out, "170\n138\n167\n167\n167\n165\n170\n");
    let atr = Atr::from_bytes(std::fs::read(&path).expect("image")).expect("atr");
    assert!(atr.entries().expect("dir").is_empty());
    assert_eq!(atr.free_sectors().expect("vtoc"), 707);
    let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
}

#[test]
fn save_and_load_go_through_the_image_and_no_drive_is_error_130() {
    let path = image("save", &[]);
    run_with(&path, "10 PRINT \"ON DISK\"\n20 SAVE \"D:PROG.BAS\"\n");
    let out = run_with(&path, "10 RUN \"D:PROG.BAS\"\n");
    assert_eq!(out, "ON DISK\n");
    let atr = Atr::from_bytes(std::fs::read(&path).expect("image")).expect("atr");
    assert!(atr.read("PROG.BAS").is_ok());
    let out = run_with(
        std::path::Path::new("none"),
        "10 TRAP 20:OPEN #1,4,0,\"D:X\"\n20 PRINT PEEK(195)\n",
    );
    assert_eq!(out, "130\n");
    let _ = std::fs::remove_dir_all(path.parent().expect("dir"));
}
