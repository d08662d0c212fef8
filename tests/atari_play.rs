//! MATCHBOX.BAS played headless with key scripts (`transcripts/atari/README.md`: the
//! scripted oracle's `MATCHBOX_PLAY_*.SCR` files and ours in `tests/atari-play/`): the games
//! are played to the end, the matchboxes learn, OPTION lists them to P: and saves them to
//! D:, and the screens the program draws before its first random choice are the recorded
//! ones. RND reads POKEY, whose timing ferrite does not reproduce, so the games themselves
//! differ from the recordings; what is compared is what does not depend on RND.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use ferrite_atari::exec::ScreenLog;
use ferrite_atari::script::{parse_script, ScriptHost};
use ferrite_atari::session::AtariSession;
use ferrite_console::{BreakFlag, MemoryConsole, Outcome};
use ferrite_session::AnySession;

use crate::util::{shared, split_dumps};

/// A game of 30 takes a fraction of a second at full speed; this is the safety net.
const WATCHDOG: Duration = Duration::from_secs(60);

/// How one play was set up.
#[derive(Default)]
struct Play<'a> {
    script: &'a str,
    input: &'a [u8],
    seed: Option<i32>,
    echo: bool,
    printer: Option<PathBuf>,
    no_printer: bool,
    disk: Option<PathBuf>,
}

/// What a play gave: the E: stream with the `{TOKEN}` event lines, the screen dumps, and
/// how the run ended.
struct Played {
    output: String,
    screens: String,
    outcome: Outcome,
}

fn matchbox() -> Vec<u8> {
    std::fs::read(shared().join("programs/MATCHBOX.BAS")).expect("MATCHBOX.BAS")
}

fn recording(name: &str) -> String {
    std::fs::read_to_string(shared().join("transcripts/atari").join(name)).expect("recording")
}

fn our_script(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/atari-play")
        .join(name);
    std::fs::read_to_string(path).expect("script")
}

fn play(p: Play) -> Played {
    let flag = BreakFlag::new();
    let (done, wait) = mpsc::channel::<()>();
    let watchdog_flag = flag.clone();
    let watchdog = std::thread::spawn(move || {
        if wait.recv_timeout(WATCHDOG).is_err() {
            watchdog_flag.raise();
        }
    });
    let mut con = MemoryConsole::new(p.input, p.echo).with_break_flag(flag);
    let mut session = AtariSession::default();
    session.machine.host = Box::new(ScriptHost::new(parse_script(p.script).expect("script")));
    session.machine.show_events = true;
    session.machine.screens = Some(ScreenLog::default());
    session.machine.printer = p.printer;
    session.machine.no_printer = p.no_printer;
    session.machine.disk_dir = p.disk.or(session.machine.disk_dir);
    session.load(&matchbox()).expect("listing");
    if let Some(seed) = p.seed {
        session.seed_rnd(seed);
    }
    let outcome = session.run(&mut con);
    let _ = done.send(());
    let _ = watchdog.join();
    Played {
        output: String::from_utf8_lossy(&con.output).into_owned(),
        screens: session.machine.screens.map(|l| l.text).unwrap_or_default(),
        outcome,
    }
}

/// The results of the games in order: `C` the computer won, `H` the human, `D` a draw.
fn results(output: &str) -> String {
    output
        .lines()
        .filter_map(|l| match l.trim_end() {
            "I WIN!" => Some('C'),
            "YOU WIN!" => Some('H'),
            "A DRAW." => Some('D'),
            _ => None,
        })
        .collect()
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrite-play-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn learn30_script_plays_all_thirty_games() {
    let script = recording("MATCHBOX_PLAY_LEARN30.SCR");
    let played = play(Play {
        script: &script,
        ..Play::default()
    });
    let games = results(&played.output);
    assert_eq!(games.len(), 30, "results {games}");
    assert!(played.output.ends_with("{WAIT:600}\n{QUIT}\n"));
    assert_eq!(played.outcome, Outcome::Ended);
    // One dump per event and the last one at QUIT, as the recording has them.
    let ours: Vec<String> = split_dumps(&played.screens)
        .into_iter()
        .map(|d| d.0)
        .collect();
    let recorded: Vec<String> = split_dumps(&recording("MATCHBOX_PLAY_LEARN30.SCREENS"))
        .into_iter()
        .map(|d| d.0)
        .collect();
    assert_eq!(ours, recorded);
}

/// The matchboxes learn: against a player who always plays the same plan (the centre, then
/// the next free square), the computer loses fewer of the last 10 of 30 games than of the
/// first 10. Each run's own games depend on RND, so the count is taken over 20 seeded runs.
#[test]
fn the_matchboxes_learn_against_a_fixed_player() {
    let script = our_script("HUMAN_FIRST30.SCR");
    let (mut first, mut last) = (0, 0);
    for seed in 1..=20 {
        let played = play(Play {
            script: &script,
            seed: Some(seed),
            ..Play::default()
        });
        let games = results(&played.output);
        assert_eq!(games.len(), 30, "seed {seed}: {games}");
        first += games[..10].matches('H').count();
        last += games[20..].matches('H').count();
    }
    assert!(
        last < first,
        "losses in games 1-10: {first}, in games 21-30: {last}"
    );
}

/// The screens drawn before the computer's first random move are the recorded ones, byte
/// for byte: in LEARN30 and PRINTER the title board with its question (dump 1, before
/// `KEY:C`: the computer's move that follows is RND's); in
/// GAMES, where the human goes first, the board, OPTION's listing on the cleared screen (no
/// printer, so it goes to E:), START back to the board and the human's first SELECT and
/// START (dumps 1-5). The `{TOKEN}` event lines and the E: stream agree up to there too.
#[test]
fn screens_before_the_first_random_move_are_the_recorded_ones() {
    let learn = play(Play {
        script: &recording("MATCHBOX_PLAY_LEARN30.SCR"),
        ..Play::default()
    });
    let recorded = split_dumps(&recording("MATCHBOX_PLAY_LEARN30.SCREENS"));
    assert_eq!(split_dumps(&learn.screens)[0], recorded[0]);
    // PRINTER: the computer goes first too; its first dump is the same board.
    let spool = temp_dir("spool");
    let printer = play(Play {
        script: &recording("MATCHBOX_PLAY_PRINTER.SCR"),
        printer: Some(spool.join("p.txt")),
        ..Play::default()
    });
    let recorded = split_dumps(&recording("MATCHBOX_PLAY_PRINTER.SCREENS"));
    assert_eq!(split_dumps(&printer.screens)[0], recorded[0]);
    let _ = std::fs::remove_dir_all(spool);

    let disk = temp_dir("games");
    let input = recording("MATCHBOX_PLAY_GAMES.IN");
    let games = play(Play {
        script: &recording("MATCHBOX_PLAY_GAMES.SCR"),
        input: input.as_bytes(),
        echo: true,
        no_printer: true,
        disk: Some(disk.clone()),
        ..Play::default()
    });
    let recorded = split_dumps(&recording("MATCHBOX_PLAY_GAMES.SCREENS"));
    let ours = split_dumps(&games.screens);
    for i in 0..5 {
        assert_eq!(ours[i], recorded[i], "dump {}", i + 1);
    }
    // The stream up to the computer's first move (after the human's first START).
    let out = recording("MATCHBOX_PLAY_GAMES.OUT");
    let upto = out.find("MY MOVE").expect("the computer moves");
    assert_eq!(&games.output[..upto], &out[..upto]);
    let _ = std::fs::remove_dir_all(disk);
}

/// OPTION on the human's turn lists the matchboxes to P: (a file here); OPTION at "WHO GOES
/// FIRST?" saves them to the file typed (`H:PATTERNS.TXT`, the disk folder here).
#[test]
fn option_lists_to_the_printer_and_saves_to_disk() {
    let dir = temp_dir("option");
    let printer = dir.join("printer.txt");
    play(Play {
        script: &recording("MATCHBOX_PLAY_PRINTER.SCR"),
        printer: Some(printer.clone()),
        ..Play::default()
    });
    let listed = std::fs::read_to_string(&printer).expect("P: output");
    assert!(
        listed.contains("MATCHBOX TIC-TAC-TOE: ") && listed.contains("\n1 "),
        "{listed}"
    );
    let input = recording("MATCHBOX_PLAY_GAMES.IN");
    let games = play(Play {
        script: &recording("MATCHBOX_PLAY_GAMES.SCR"),
        input: input.as_bytes(),
        echo: true,
        no_printer: true,
        disk: Some(dir.clone()),
        ..Play::default()
    });
    assert!(games.output.contains("PATTERNS SAVED"), "{}", games.output);
    let saved = std::fs::read(dir.join("PATTERNS.TXT")).expect("saved patterns");
    // Saved as ATASCII: the lines end with EOL (155), a header and one line a box.
    let lines: Vec<&[u8]> = saved.split(|&b| b == 155).collect();
    assert!(lines[0].starts_with(b"MATCHBOX TIC-TAC-TOE: "));
    assert!(lines[1].starts_with(b"1 "));
    let _ = std::fs::remove_dir_all(dir);
}

/// The board as the program draws it, after a seeded game's first moves (our own snapshot).
#[test]
fn board_screens_snapshot() {
    let played = play(Play {
        script: &our_script("HUMAN_FIRST30.SCR"),
        seed: Some(1),
        ..Play::default()
    });
    let screens = split_dumps(&played.screens);
    let pick: String = screens
        .iter()
        .take(4)
        .map(|(label, body)| format!("=== {label}\n{body}"))
        .collect();
    insta::assert_snapshot!(pick);
}

/// The command line: `--keys` presses a script's events (written as `{TOKEN}` lines),
/// `--screen-dump` writes the screens, `--printer` takes P:; a bad token is refused; the
/// flags are the Atari's only.
#[test]
fn command_line_keys_screen_dump_and_printer() {
    let dir = temp_dir("cli");
    let program = dir.join("KEYS.LST");
    std::fs::write(
        &program,
        "10 OPEN #1,4,0,\"K:\"\n20 IF PEEK(53279)=7 THEN 20\n30 PRINT \"CONSOL \";PEEK(53279)\n\
         40 GET #1,K:PRINT \"KEY \";CHR$(K)\n50 LPRINT \"TO P:\"\n60 POSITION 5,10:PRINT \"HERE\"\n",
    )
    .expect("program");
    let keys = dir.join("KEYS.SCR");
    std::fs::write(&keys, "# console key, then a key\nSTART KEY:Q\n").expect("script");
    let (dump, printer) = (dir.join("out.scr"), dir.join("p.txt"));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(["run", "--dialect", "atari", "--keys"])
        .arg(&keys)
        .arg("--screen-dump")
        .arg(&dump)
        .arg("--printer")
        .arg(&printer)
        .arg(&program)
        .output()
        .expect("ferrite runs");
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(out, "{START}\nCONSOL 6\n{KEY:Q}\nKEY Q\nHERE\n", "{out}");
    assert_eq!(std::fs::read_to_string(&printer).expect("P:"), "TO P:\n");
    let screens = std::fs::read_to_string(&dump).expect("dumps");
    let labels: Vec<String> = split_dumps(&screens).into_iter().map(|d| d.0).collect();
    assert_eq!(labels, ["event {START}", "event {KEY:Q}", "end"]);
    assert!(screens.contains("10>|     HERE"), "{screens}");

    std::fs::write(&keys, "START JUMP\n").expect("script");
    let refused = std::process::Command::new(env!("CARGO_BIN_EXE_ferrite"))
        .args(["run", "--dialect", "atari", "--keys"])
        .arg(&keys)
        .arg(&program)
        .output()
        .expect("ferrite runs");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("JUMP"));
    let _ = std::fs::remove_dir_all(dir);
}
