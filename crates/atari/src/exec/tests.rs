//! The executor's own checks: precedence and logic as recorded, RND's range and spread,
//! memory frames, and hostile lines that must not panic or hang.

use ferrite_console::MemoryConsole;

use crate::session::AtariSession;
use ferrite_session::AnySession;

/// Runs a listing (LF lines) and gives the E: stream.
fn run(program: &str) -> String {
    let mut s = AtariSession::default();
    s.seed_rnd(1);
    s.load(program.as_bytes()).expect("load");
    let mut con = MemoryConsole::new(b"", false);
    s.run(&mut con);
    String::from_utf8_lossy(&con.output).into_owned()
}

#[test]
fn unary_minus_binds_tighter_than_power_and_not_tighter_than_equals() {
    assert_eq!(
        run("10 PRINT -2^2;\" \";NOT 1=2;\" \";3 AND 0.5\n"),
        "4 0 0\n"
    );
}

#[test]
fn frames_and_returns_keep_the_positions_inside_lines() {
    // GOSUB, FOR and ON..GOSUB inside lines push the offset of the statement after them
    // (PEEKed from the frame), RETURN and NEXT go on there, TRAP and IF's two ways go on
    // where the ROM goes.
    let program = "10 DIM A(300),B(400):B(399)=7:A(299)=3\n\
        20 GOSUB 100:PRINT \"BACK\";:GOSUB 100:PRINT \"AGAIN\"\n\
        30 FOR I=1 TO 2:PRINT I;:S=PEEK(144)+256*PEEK(145):PRINT \" \";PEEK(S-1);:NEXT I:PRINT\n\
        40 ON 2 GOSUB 100,200:PRINT \"ON\"\n\
        50 TRAP 60:X=1:GOTO 999:PRINT \"NOT\"\n\
        60 PRINT \"TRAPPED \";PEEK(195):IF 1 THEN PRINT \"THEN\";:PRINT \" SAME LINE\"\n\
        70 IF 0 THEN PRINT \"NO\":PRINT \"NO\"\n\
        80 FOR J=1 TO 3:GOSUB 300:NEXT J:PRINT B(399);A(299)\n\
        90 END\n\
        100 S=PEEK(144)+256*PEEK(145):PRINT \"SUB \";PEEK(S-4);\" \";PEEK(S-3)+256*PEEK(S-2);\" \";PEEK(S-1):RETURN\n\
        200 PRINT \"TWO \";:GOTO 100\n\
        300 B(399)=B(399)+J:RETURN\n";
    assert_eq!(
        run(program),
        "SUB 0 20 13\nBACKSUB 0 20 33\nAGAIN\n1 232 23\nTWO SUB 0 40 29\nON\n\
         TRAPPED 12\nTHEN SAME LINE\n133\n"
    );
}

#[test]
fn for_body_runs_once() {
    assert_eq!(run("10 FOR I=5 TO 1:PRINT I:NEXT I\n"), "5\n");
}

#[test]
fn str_and_chr_share_one_buffer() {
    assert_eq!(run("10 PRINT (STR$(1)=STR$(2))\n"), "1\n");
}

#[test]
fn errors_as_rev_c_printed_them() {
    assert_eq!(
        run("10 PRINT 1\n20 GOTO 99\n"),
        "1\n\nERROR-   12 AT LINE 20\n"
    );
}

#[test]
fn trap_catches_and_sets_195() {
    assert_eq!(
        run("10 TRAP 40\n20 GOTO 99\n40 PRINT PEEK(195);\" \";PEEK(186)\n"),
        "12 20\n"
    );
}

#[test]
fn rnd_stays_in_range_and_spreads() {
    let out = run("10 DIM C(9):FOR I=1 TO 2000:R=RND(0):IF R<0 OR R>=1 THEN PRINT \"BAD\"\n20 C(INT(R*10))=C(INT(R*10))+1:NEXT I\n30 FOR I=0 TO 9:IF C(I)<120 THEN PRINT \"LOW \";I\n40 NEXT I:PRINT \"OK\"\n");
    assert_eq!(out, "OK\n");
}

#[test]
fn deep_expression_runs() {
    let open = "-(".repeat(28);
    let close = ")".repeat(28);
    let out = run(&format!("10 A={open}1{close}:PRINT A\n"));
    assert_eq!(out, "1\n");
}

#[test]
fn hostile_lines_do_not_panic_or_hang() {
    let programs = [
        "10 POKE 136,0:POKE 137,0:GOTO 10\n",
        "10 POKE 2050,0:PRINT 1\n",
        "10 GOSUB 10\n",
        "10 DIM A$(5):A$(0)=\"X\"\n",
        "10 ON 300 GOTO 10\n",
        "10 FOR I=1 TO 1E97 STEP 0:NEXT I\n",
        "10 X=USR(1536)\n",
        "10 OPEN #1,4,0,\"Q:\"\n",
        "10 GET #1,A\n",
        "10 READ A\n",
    ];
    for p in programs {
        let flag = ferrite_console::BreakFlag::new();
        let watchdog = flag.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs(3));
            watchdog.raise();
        });
        let mut s = AtariSession::default();
        s.load(p.as_bytes()).expect("load");
        let mut con = MemoryConsole::new(b"", false).with_break_flag(flag);
        s.run(&mut con);
    }
}

#[test]
fn save_and_load_round_trip_through_a_host_folder() {
    let dir = std::env::temp_dir().join(format!("ferrite-atari-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut s = AtariSession::default();
    s.machine.disk_dir = Some(dir.clone());
    s.load(b"10 PRINT \"SAVED\"\n20 SAVE \"D:PROG.BAS\"\n")
        .expect("load");
    let mut con = MemoryConsole::new(b"", false);
    s.run(&mut con);
    let mut t = AtariSession::default();
    t.machine.disk_dir = Some(dir.clone());
    t.load(b"10 LOAD \"D:PROG.BAS\"\n").expect("load");
    let mut con = MemoryConsole::new(b"", false);
    t.run(&mut con);
    assert_eq!(t.listing(), b"10 PRINT \"SAVED\"\n20 SAVE \"D:PROG.BAS\"\n");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_locked_file_cannot_be_written_renamed_or_deleted_until_unlocked() {
    let dir = std::env::temp_dir().join(format!("ferrite-atari-lock-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut s = AtariSession::default();
    s.machine.disk_dir = Some(dir.clone());
    let program = "10 OPEN #1,8,0,\"D:KEEP.DAT\":PRINT #1;\"DATA\":CLOSE #1\n\
        20 XIO 35,#1,0,0,\"D:KEEP.DAT\"\n\
        30 TRAP 50:OPEN #1,8,0,\"D:KEEP.DAT\"\n\
        40 PRINT \"WRITTEN\"\n\
        50 PRINT PEEK(195):TRAP 70:XIO 33,#1,0,0,\"D:KEEP.DAT\"\n\
        60 PRINT \"DELETED\"\n\
        70 PRINT PEEK(195):XIO 36,#1,0,0,\"D:KEEP.DAT\"\n\
        80 XIO 33,#1,0,0,\"D:KEEP.DAT\":PRINT \"GONE\"\n";
    s.load(program.as_bytes()).expect("load");
    let mut con = MemoryConsole::new(b"", false);
    s.run(&mut con);
    assert_eq!(String::from_utf8_lossy(&con.output), "167\n167\nGONE\n");
    assert!(!dir.join("KEEP.DAT").exists());
    let _ = std::fs::remove_dir_all(dir);
}

/// Runs a listing and gives the 6502 cycles its work was charged (the emulated time).
fn cycles(program: &str) -> u64 {
    let mut s = AtariSession::default();
    s.seed_rnd(1);
    s.load(program.as_bytes()).expect("load");
    s.run(&mut MemoryConsole::new(b"", false));
    s.machine.clock.cycles
}

#[test]
fn a_lone_constant_is_charged_as_the_general_expression_path_charges() {
    use super::timing::COST;
    use super::Work;
    let token = COST[Work::Token as usize];
    // `GOTO 20` takes the lone-constant path; the parenthesised and summed forms take the
    // evaluator's, which charges the parentheses, the operator and its operand, and FADD.
    let plain = cycles("10 GOTO 20\n20 END\n");
    assert_eq!(cycles("10 GOTO (20)\n20 END\n") - plain, 2 * token);
    assert_eq!(
        cycles("10 GOTO 20+0\n20 END\n") - plain,
        2 * token + COST[Work::Add as usize]
    );
}

#[test]
fn a_plain_assignment_is_charged_as_an_element_assignment_less_its_subscript() {
    use super::timing::COST;
    use super::Work;
    let token = COST[Work::Token as usize];
    // `A=1` is stored at once; `B(0)=1` goes through the general target, three tokens more
    // (the array's parenthesis, the subscript constant, the closing parenthesis).
    let plain = cycles("10 DIM B(0)\n20 A=1\n");
    assert_eq!(cycles("10 DIM B(0)\n20 B(0)=1\n") - plain, 3 * token);
    assert_eq!(run("10 A=2:A=A*3+1:PRINT A\n"), "7\n");
}

/// Runs a listing and gives its E: stream, the cycles charged and the count of writes that
/// may have changed the program.
fn run_counted(program: &str) -> (String, u64, u64) {
    let mut s = AtariSession::default();
    s.seed_rnd(1);
    s.load(program.as_bytes()).expect("load");
    let before = s.machine.mem.program_writes();
    let mut con = MemoryConsole::new(b"", false);
    s.run(&mut con);
    let out = String::from_utf8_lossy(&con.output).into_owned();
    (
        out,
        s.machine.clock.cycles,
        s.machine.mem.program_writes() - before,
    )
}

#[test]
fn remembered_jumps_are_charged_as_the_evaluation_and_search_they_stand_for() {
    // The same loop twice, POKEing a byte back into place each time round: inside the
    // statement table (A is 9 bytes into it), which makes the executor forget every line it
    // remembered, so each GOSUB, GOTO, ON and THEN evaluates and searches again; and far
    // above it, which forgets nothing. The charges must not tell the two apart.
    let body = "20 FOR I=1 TO 5\n30 POKE A,PEEK(A)\n40 GOSUB 100\n50 GOTO 60\n\
        60 ON 2 GOSUB 90,100\n70 IF I THEN 80\n80 NEXT I\n85 PRINT \"OK\":END\n90 STOP\n\
        100 RETURN\n";
    let (out, forgetting, writes) = run_counted(&format!("10 A=PEEK(136)+256*PEEK(137)+9\n{body}"));
    let (out2, remembering, writes2) =
        run_counted(&format!("10 A=PEEK(136)+256*PEEK(137)+9000\n{body}"));
    assert_eq!(out, "OK\n");
    assert_eq!(out2, "OK\n");
    assert!(writes >= writes2 + 5, "the POKE into the table is counted");
    assert_eq!(forgetting, remembering);
}

#[test]
fn a_jump_into_a_changed_program_finds_the_line_anew() {
    // Line 30's GOTO 40 runs twice (its line is remembered), then line 20 POKEs line 40's
    // number to 41 in the statement table (line 10 found its address by stepping over the
    // lines before it): the same GOTO 40 must now fail as the ROM's search fails.
    // (Line 25 ends the loop should the GOTO not fail.)
    let program = "10 L=PEEK(136)+256*PEEK(137):FOR K=1 TO 4:L=L+PEEK(L+2):NEXT K:B=0\n\
        20 B=B+1:IF B=3 THEN POKE L,41\n25 IF B>9 THEN END\n30 GOTO 40\n40 GOTO 20\n";
    let (out, _, _) = run_counted(program);
    assert_eq!(out, "\nERROR-   12 AT LINE 30\n");
}

#[test]
fn the_expression_chain_is_charged_as_the_general_climb_charges() {
    use super::timing::COST;
    use super::Work;
    let token = COST[Work::Token as usize];
    // `K+1` and `K/2*3+4-5` run in the chain; a parenthesised operand hands the rest to the
    // general climb, which charges the same plus the two parentheses.
    let chained = cycles("10 A=K+1\n");
    assert_eq!(cycles("10 A=K+(1)\n") - chained, 2 * token);
    let chained = cycles("10 A=K/2*3+4-5\n");
    assert_eq!(cycles("10 A=K/2*3+4-(5)\n") - chained, 2 * token);
    assert_eq!(cycles("10 A=(K)/2*3+4-5\n") - chained, 2 * token);
    // An operator that binds tighter than the one before climbs from the chain.
    let mixed = cycles("10 A=1+2*3\n");
    assert_eq!(cycles("10 A=1+(2*3)\n") - mixed, 2 * token);
    assert_eq!(
        run("10 K=7:A=K/2*3+4-5:B=1+2*3-K:PRINT A;\" \";B\n"),
        "9.5 0\n"
    );
}

#[test]
fn if_is_charged_as_its_general_parts_charge() {
    use super::timing::COST;
    use super::Work;
    let token = COST[Work::Token as usize];
    // THEN with a line: THEN's token, FPI and the constant's token in one charge, as
    // THEN followed by a GOTO statement charges them (and that statement's dispatch).
    let plain = cycles("10 IF 1 THEN 20\n20 END\n");
    assert_eq!(
        cycles("10 IF 1 THEN GOTO 20\n20 END\n") - plain,
        COST[Work::Statement as usize]
    );
    assert_eq!(cycles("10 IF (1) THEN 20\n20 END\n") - plain, 2 * token);
    // False, and THEN followed by statements.
    let skipped = cycles("10 IF 0 THEN 20\n20 END\n");
    assert_eq!(cycles("10 IF (0) THEN 20\n20 END\n") - skipped, 2 * token);
    let stmts = cycles("10 IF 1 THEN A=1\n");
    assert_eq!(cycles("10 IF (1) THEN A=1\n") - stmts, 2 * token);
    assert_eq!(run("10 K=0\n20 K=K+1:IF K<3 THEN 20\n30 PRINT K\n"), "3\n");
}

/// A subscript goes through FPI first: a negative one or one of 65536 and more is its
/// ERROR- 3, one from 32768 to 65535 the array's ERROR- 9 (the 800XL, `atari-run`).
#[test]
fn subscripts_fpi_fails_before_the_dimension_check() {
    for (subscript, code) in [
        ("-0.5", 3),
        ("-0.4", 3),
        ("65536", 3),
        ("40000", 9),
        ("4", 9),
    ] {
        assert_eq!(
            run(&format!("10 DIM A(3)\n20 PRINT A({subscript})\n")),
            format!("\nERROR-   {code} AT LINE 20\n"),
            "A({subscript})"
        );
    }
    assert_eq!(
        run("10 DIM A(3)\n20 A(-1)=2\n"),
        "\nERROR-   3 AT LINE 20\n"
    );
}

/// ENTER runs a line without a number as the command it is and prints READY after it, then
/// goes on reading (the 800XL, `atari-run --raw`; its trailing READY is the run's end).
#[test]
fn an_entered_line_without_a_number_runs_as_a_command() {
    assert_eq!(
        run("10 PRINT \"A\"\nREM 624 HELLO\n20 PRINT \"B\"\n"),
        "\nREADY\nA\nB\n"
    );
    assert_eq!(
        run("10 PRINT \"A\"\nPRINT \"X\"\n20 PRINT \"B\"\n"),
        "X\n\nREADY\nA\nB\n"
    );
}

#[test]
fn memory_that_would_leave_nothing_free_is_error_2() {
    // Recorded on the 800XL (atari800, rev. C): the byte that would bring FRE(0) to 0 is
    // refused, the one before it is not.
    let program = |n: u32| {
        format!(
            "10 PRINT \"START \";FRE(0)\n20 DIM A$(30000),S$({n})\n\
             30 PRINT \"AFTER \";FRE(0)\n40 PRINT \"DONE\"\n"
        )
    };
    assert_eq!(run(&program(7802)), "START 37803\nAFTER 1\nDONE\n");
    assert_eq!(
        run(&program(7803)),
        "START 37803\n\nERROR-   2 AT LINE 20\n"
    );
}
