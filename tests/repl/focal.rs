//! `ferrite focal` at the pty: lines at `*`, MODIFY, WRITE, LIBRARY, ASK and Ctrl-C.

use expectrl::ControlCode;

use super::pty::Repl;
use crate::util::shared;

fn hexapawn_focal_lines() -> Vec<String> {
    let text = std::fs::read_to_string(shared().join("programs/HEXAPAWN.FC"))
        .expect("HEXAPAWN.FC in ../shared");
    text.lines().map(str::to_string).collect()
}

/// Issue 4's acceptance for FOCAL: HEXAPAWN.FC typed at `*`, a typo fixed with MODIFY,
/// WRITE shows it, LIBRARY SAVE, FOCAL left, LIBRARY CALL and GO.
#[test]
fn hexapawn_typed_modified_written_saved_and_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lines = hexapawn_focal_lines();
    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    let typo = "01.70 T !!\"GOOD LUCX\",!!!";
    repl.type_lines(lines.iter().map(|l| {
        if l.starts_with("01.70 ") {
            typo
        } else {
            l.as_str()
        }
    }));
    repl.sync();
    let written = repl.listing("WRITE");
    let want: Vec<String> = lines
        .iter()
        .map(|l| {
            if l.starts_with("01.70 ") {
                typo.to_string()
            } else {
                l.clone()
            }
        })
        .collect();
    assert_eq!(written, want);

    // MODIFY shows the text in the editor, cursor at its start. As on FOCAL, the search
    // character X (after Ctrl-]) takes the cursor just past it; rub it out, type K, Enter.
    repl.type_line("MODIFY 1.70");
    // Past the echo of the command: the editor MODIFY opens, not the prompt's.
    repl.expect("MODIFY 1.70");
    repl.editing();
    repl.keys("\x1dX\x7fK\r");
    assert_eq!(repl.listing("WRITE 1.70"), ["01.70 T !!\"GOOD LUCK\",!!!"]);

    repl.type_line("LIBRARY SAVE HEXA");
    repl.sync();
    repl.quit();
    let saved =
        std::fs::read_to_string(dir.path().join("HEXA.FC")).expect("LIBRARY SAVE wrote HEXA.FC");
    assert_eq!(saved.lines().collect::<Vec<_>>(), lines);

    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    repl.type_line("LIBRARY CALL HEXA");
    repl.type_line("GO");
    repl.expect("THIS PROGRAM PLAYS A GAME CALLED HEXAPAWN");
    repl.expect("NEED INSTRUCTIONS? :");
    repl.editing();
    // BREAK while ASK waits; FOCAL is back at `*` with the program kept.
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    repl.editing();
    repl.sync();
    assert_eq!(repl.listing("WRITE"), lines);
    repl.quit();
}

#[test]
fn ctrl_c_stops_a_loop() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    repl.type_line("01.10 SET X=X+1; GOTO 1.1");
    repl.start_program("GO");
    repl.pty.send(ControlCode::EndOfText).expect("Ctrl-C");
    repl.expect("?01.00");
    repl.sync();
    assert_eq!(repl.listing("WRITE 1"), ["01.10 SET X=X+1; GOTO 1.1"]);
    repl.quit();
}

#[test]
fn ask_reads_through_the_editor() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut repl = Repl::start(dir.path(), &["focal"]);
    repl.expect("*");
    repl.type_line("ASK X; TYPE X,!");
    repl.expect(":");
    repl.type_line("5");
    let screen = repl.expect("=    5.0000");
    assert!(screen.ends_with(":5\n"), "{screen:?}");
    repl.quit();
}
