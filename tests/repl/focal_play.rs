//! Issue 25 for FOCAL: HEXAPAWN (`ferrite run HEXAPAWN.FC` on a pty) played at the
//! terminal to finished games, each answer typed when its `:` prompt is shown, as a person
//! would; the games go as on DEC's FOCAL,1969 (`transcripts/focal69/hexapawn-1`: FRAN is
//! the same on a fresh machine), and the run ends after the last answer.

use std::time::{Duration, Instant};

use super::harness::Term;
use crate::util::shared;

/// The text a terminal shows for `raw`, line by line, without escape sequences and
/// carriage returns (FOCAL's output here is plain text and line ends).
fn plain(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\x1b' => {
                if chars.peek() == Some(&'[') {
                    chars.next();
                    while let Some(&n) = chars.peek() {
                        chars.next();
                        if ('\x40'..='\x7e').contains(&n) {
                            break;
                        }
                    }
                }
            }
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// Each answer with the prompt text it answers (the end of the transcript's line before
/// it, from the last blank or line start: `FROM:`, ` TO:` or `? :`).
fn prompts_and_answers(out: &str, answers: &[&str]) -> Vec<(String, String)> {
    let mut at = 0;
    let mut pairs = Vec::new();
    for answer in answers {
        let needle = format!(":{answer}\n");
        let found = out[at..]
            .find(&needle)
            .expect("the answer in the transcript")
            + at;
        let line_start = out[..found].rfind('\n').map_or(0, |i| i + 1);
        let prompt = out[line_start..=found].to_string();
        pairs.push((prompt, answer.to_string()));
        at = found + needle.len();
    }
    pairs
}

#[test]
fn hexapawn_is_played_to_finished_games_at_the_terminal() {
    let root = shared().join("transcripts/focal69");
    let input = std::fs::read_to_string(root.join("hexapawn-1.in")).expect("answers");
    let want = std::fs::read_to_string(root.join("hexapawn-1.out")).expect("transcript");
    let answers: Vec<&str> = input.lines().collect();
    let pairs = prompts_and_answers(&want, &answers);
    let program = shared().join("programs/HEXAPAWN.FC");
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::copy(&program, dir.path().join("HEXAPAWN.FC")).expect("program copied");
    let mut t = Term::start(dir.path(), &["run", "HEXAPAWN.FC"], 80, 24);
    let mut seen = 0;
    for (prompt, answer) in &pairs {
        // The prompt shown after the last answer, and the terminal in key mode.
        let began = Instant::now();
        loop {
            t.read();
            let shown = plain(&t.raw);
            if let Some(i) = shown[seen..].find(prompt.as_str()) {
                if shown[seen + i + prompt.len()..].trim().is_empty() && t.keys_go_straight_in() {
                    seen += i + prompt.len();
                    break;
                }
            }
            assert!(
                began.elapsed() < Duration::from_secs(60),
                "no prompt {prompt:?} before {answer:?}:\n{}",
                &shown[seen..]
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        t.keys(&format!("{answer}\r"));
    }
    t.wait_exit();
    let shown = plain(&t.raw);
    // The games as on the real FOCAL: every computer move and result, in order.
    let events = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("MY MOVE") || l.ends_with(" WIN") || l == &"I WIN")
            .map(str::to_string)
            .collect()
    };
    let want_events = events(&want);
    assert!(want_events.iter().any(|e| e == "YOU WIN"));
    assert!(want_events.iter().any(|e| e == "I WIN"));
    assert_eq!(events(&shown), want_events, "{shown}");
    assert!(shown.contains("ANOTHER GAME? :NO"), "{shown}");
}
