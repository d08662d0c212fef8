//! `cargo run --example prg -- tokenise LISTING OUT.prg` writes the `.prg` a C64 SAVEs after
//! the listing was typed; `... list FILE.prg` prints LIST's text. The differential tests in
//! `difftest/images/` drive it.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [cmd, input, output] if cmd == "tokenise" => std::fs::read_to_string(input)
            .map_err(|e| e.to_string())
            .and_then(|text| ferrite_images::c64::tokenise(&text).map_err(|e| e.to_string()))
            .and_then(|prg| std::fs::write(output, prg).map_err(|e| e.to_string())),
        [cmd, input] if cmd == "list" => std::fs::read(input)
            .map_err(|e| e.to_string())
            .and_then(|bytes| ferrite_images::c64::list_prg(&bytes).map_err(|e| e.to_string()))
            .map(|text| print!("{text}")),
        _ => Err("usage: prg tokenise LISTING OUT.prg | prg list FILE.prg".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("prg: {e}");
            ExitCode::FAILURE
        }
    }
}
