//! `cargo run --example prg -- tokenise LISTING OUT.prg` writes the `.prg` a C64 SAVEs after
//! the listing was typed; `... list FILE.prg` prints LIST's text; `format OUT.d64 NAME ID` makes a blank
//! disk and `save IMAGE.d64 LISTING NAME` SAVEs the tokenised listing onto it; `read IMAGE.d64 NAME`
//! writes a file's bytes to standard output. The differential tests in
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
        [cmd, out, name, id] if cmd == "format" => {
            let id: [u8; 2] = id.as_bytes().try_into().unwrap_or(*b"00");
            let disk = ferrite_images::d64::D64::format(name.as_bytes(), id, 35);
            std::fs::write(out, disk.bytes()).map_err(|e| e.to_string())
        }
        [cmd, image, listing, name] if cmd == "save" => save(image, listing, name),
        [cmd, image, name] if cmd == "read" => std::fs::read(image)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                ferrite_images::d64::D64::from_bytes(bytes).map_err(|e| e.to_string())
            })
            .and_then(|disk| disk.read(name.as_bytes()).map_err(|e| e.to_string()))
            .and_then(|(_, data)| {
                use std::io::Write;
                std::io::stdout()
                    .write_all(&data)
                    .map_err(|e| e.to_string())
            }),
        _ => Err(
            "usage: prg tokenise LISTING OUT.prg | list FILE.prg | format OUT.d64 NAME ID \
                  | save IMAGE.d64 LISTING NAME | read IMAGE.d64 NAME"
                .into(),
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("prg: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Tokenises a listing and writes it onto a `.d64` as a PRG, as SAVE"NAME",8 would.
fn save(image: &str, listing: &str, name: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(listing).map_err(|e| e.to_string())?;
    let prg = ferrite_images::c64::tokenise(&text).map_err(|e| e.to_string())?;
    let bytes = std::fs::read(image).map_err(|e| e.to_string())?;
    let mut disk = ferrite_images::d64::D64::from_bytes(bytes).map_err(|e| e.to_string())?;
    disk.write(name.as_bytes(), ferrite_images::d64::FileType::Prg, &prg)
        .map_err(|e| e.to_string())?;
    ferrite_images::save_atomically(std::path::Path::new(image), disk.bytes())
        .map_err(|e| e.to_string())
}
