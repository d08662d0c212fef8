//! Hostile use of the screen: random GRAPHICS modes, random values POKEd into every OS
//! variable the screen reads, random bytes to E: and S:, PLOT, DRAWTO, FILL and LOCATE
//! anywhere. Nothing may panic (also with overflow checks, in a debug build) or loop for
//! ever; errors are the OS's status codes.

use super::{
    drawto, fill, locate, open_graphics, plot, put_editor, put_screen, BOTSCR, CHACT, COLCRS,
    CRSINH, DINDEX, DSPFLG, ESCFLG, FILDAT, LMARGN, LOGMAP, OLDADR, OLDCHR, OLDCOL, OLDROW, RAMTOP,
    RMARGN, ROWCRS, SAVMSC, TABMAP, TINDEX, TXTCOL, TXTMSC, TXTROW,
};
use crate::Ram;

/// Every variable a program might POKE that the screen code reads.
const VARIABLES: [u16; 27] = [
    LMARGN,
    RMARGN,
    ROWCRS,
    COLCRS,
    COLCRS + 1,
    DINDEX,
    SAVMSC,
    SAVMSC + 1,
    OLDROW,
    OLDCOL,
    OLDCHR,
    OLDADR,
    OLDADR + 1,
    RAMTOP,
    TXTROW,
    TXTCOL,
    TINDEX,
    TXTMSC,
    TXTMSC + 1,
    ESCFLG,
    TABMAP,
    LOGMAP,
    BOTSCR,
    CRSINH,
    CHACT,
    FILDAT,
    DSPFLG,
];

#[test]
fn random_operations_never_panic() {
    let mut x: u32 = 0x9E37_79B9;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    for _ in 0..2000 {
        let mut ram = Box::new([0u8; 65536]);
        open_graphics(ram.as_mut(), (next() % 64) as u8);
        for _ in 0..300 {
            let r = next();
            let (a, b) = ((r >> 8) as u16 % 330, (r >> 20) as u8);
            let _ = match r % 10 {
                0 => {
                    open_graphics(ram.as_mut(), b);
                    Ok(())
                }
                1 => {
                    let at = VARIABLES[(r >> 4) as usize % VARIABLES.len()];
                    ram.poke(at, b);
                    Ok(())
                }
                2 | 3 => put_editor(ram.as_mut(), b),
                4 => put_screen(ram.as_mut(), b),
                5 => plot(ram.as_mut(), b, a, b),
                6 => drawto(ram.as_mut(), b, a, b % 200),
                7 => fill(ram.as_mut(), b, a, b % 200),
                8 => locate(ram.as_mut(), a, b).map(|_| ()),
                9 if r & 0x100 != 0 => {
                    // Dumping any state works too.
                    let _ = (super::dump(ram.as_ref()), super::pixels(ram.as_ref()));
                    Ok(())
                }
                _ => {
                    ram.poke(ROWCRS, b);
                    ram.poke_word(COLCRS, a);
                    Ok(())
                }
            };
        }
    }
}
