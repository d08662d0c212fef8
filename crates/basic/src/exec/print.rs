//! PRINT: items, separators, zones, TAB and SPC, by the dialect's geometry.

use super::{Machine, Value};
use crate::dialect::{FitRule, Profile, TabBehind, Wrap};
use crate::error::{BasicError, ErrorKind};
use crate::num::Number;
use crate::parse::{Expr, PrintItem};

impl<P: Profile> Machine<P> {
    /// Executes a PRINT list.
    pub(super) fn print(&mut self, items: &[PrintItem<P::Num>]) -> Result<(), BasicError> {
        for item in items {
            match item {
                PrintItem::Expr(e) => {
                    let rest;
                    let e = match self.fn_then_item(e) {
                        Some((name, next)) => {
                            let v = self.call_fn(name, &[], None)?;
                            self.print_value(&v);
                            if let Value::Str(s) = &v {
                                self.store.mem.release_temporary(s);
                            }
                            rest = next.ok_or(ErrorKind::Syntax)?;
                            &rest
                        }
                        None => e,
                    };
                    let v = self.eval(e)?;
                    self.print_value(&v);
                    if let Value::Str(s) = &v {
                        self.store.mem.release_temporary(s);
                    }
                }
                PrintItem::Comma => self.next_zone(),
                PrintItem::Semicolon => {}
                PrintItem::Error(kind) => return Err((*kind).into()),
                PrintItem::Tab(e) => {
                    let n = self.eval_tab_argument(e)?;
                    self.tab(n);
                }
                PrintItem::Spc(e) => {
                    let n = self.eval_tab_argument(e)?;
                    // GW counts SPC modulo the width (gw/generated/s000125_wrap: SPC(90)
                    // gives 10 spaces on an 80-column line).
                    let n = match self.screen.width() {
                        // A file's width 0: IMOD by zero gives 0 (real GW-BASIC 3.23).
                        Some(0) if P::tab_and_spc_modulo_width() => 0,
                        None | Some(255..) if P::tab_and_spc_modulo_width() => n % 256,
                        Some(w) if P::tab_and_spc_modulo_width() => n % w,
                        _ => n,
                    };
                    self.screen.spaces(n);
                }
            }
            self.record_item_out()?;
        }
        let ends_open = matches!(
            items.last(),
            Some(PrintItem::Comma | PrintItem::Semicolon | PrintItem::Tab(_) | PrintItem::Spc(_))
        );
        if !ends_open {
            self.screen.newline();
        }
        Ok(())
    }

    /// The argument of TAB( or SPC(: a byte, or in GW a word. GW reads it with ADRGET
    /// (GIO86.ASM `TABER`: FRQINT, -32768..65535, else `Overflow`) and maps a word that is
    /// not above 0 as a signed number to 0 (`OR DX,DX / JG`): the real GW-BASIC 3.23 takes
    /// `TAB(-10)`, `TAB(32768)` and `TAB(65526)` as `TAB(0)` (a new line after text) and
    /// `SPC(-1)` as no space. (PC-BASIC, which NBS P008 was recorded on, keeps the word.)
    fn eval_tab_argument(&mut self, e: &Expr<P::Num>) -> Result<usize, BasicError> {
        if !P::tab_argument_is_word() {
            return Ok(usize::from(self.eval_byte(e)?));
        }
        let n = self.eval_num(e)?;
        match crate::num::frqint(n) {
            Ok(v) => Ok(usize::from((v as i16).max(0) as u16)),
            _ => Err(ErrorKind::Overflow.into()),
        }
    }

    /// A number prints as STR$ does plus a space after it; a string as it is. An item that
    /// would not fit the rest of the line starts a new one where the dialect does that.
    fn print_value(&mut self, v: &Value<P::Num>) {
        let (text, moves) = match v {
            Value::Num(n) => (n.format().into_bytes(), P::fit_rule() != FitRule::Never),
            Value::Str(s) => (s.to_vec(), P::fit_rule() == FitRule::AllItems),
        };
        let number = matches!(v, Value::Num(_));
        // A number's blank after it counts in whether it fits.
        if moves && !self.screen.fits(text.len() + usize::from(number)) {
            self.screen.break_line();
        }
        self.screen.write(&text);
        if number {
            self.screen.gap();
        }
    }

    /// `,`: to the start of the next zone, or a new line past the last one.
    fn next_zone(&mut self) {
        let zone = P::zone_width();
        // A printer's head standing at its width (a line end owed before the next byte):
        // the comma pads a whole zone, never ending the line itself, even where the last
        // comma column is 0 (real GW-BASIC 3.23: at `WIDTH "LPT1:",20`, 20 characters then
        // `LPRINT ,` leave LPOS 15; at the line's start it is 1).
        if self.screen.edge {
            self.screen.spaces(zone);
            return;
        }
        // The last zone is the last whole one on the line (56 at both 72 and 80 columns).
        let last = match (self.screen.screen_file_width, self.screen.width()) {
            // A `SCRN:` file: its own width, in a byte (real GW-BASIC 3.23: at `WIDTH #1,10`
            // a comma pads to the next zone through the file's row ends, never ending a line).
            (Some(255), _) => usize::MAX,
            (Some(w), _) => last_comma_column(w, zone),
            (None, width) => match width {
                // A file's line is 255 wide, which GW-BASIC takes as no width: a comma never
                // ends it (pcbasic-suite PEEKFN: one 921-character line).
                None if self.screen.crlf => usize::MAX,
                Some(w) if self.screen.crlf => last_comma_column(w, zone),
                Some(w) if P::last_zone_start() != usize::MAX => {
                    (w / zone).saturating_sub(1) * zone
                }
                _ => P::last_zone_start(),
            },
        };
        // A cursor waiting at the edge of a full GW row is on the next row for a comma:
        // the line ends and the comma goes on from its first column (real GW-BASIC 3.23,
        // gw/generated/s000124_print: `,,` after a number that filled the row is column 28).
        let waits = matches!(
            self.screen.wrap,
            Wrap::Screen {
                waits_at_edge: true,
                ..
            }
        );
        // A `SCRN:` file narrower than the screen leaves the cursor past its width on the
        // screen's row, where the comma counts from (real GW-BASIC 3.23: `WIDTH #2,0`, `"x",`
        // pads 13 blanks, each on a row of its own).
        let narrow_file = self
            .screen
            .screen_file_width
            .is_some_and(|w| self.screen.text.as_ref().is_some_and(|t| w < t.width()));
        if waits && !narrow_file && self.screen.width().is_some_and(|w| self.screen.column >= w) {
            self.screen.break_line();
        }
        // Past a narrow `SCRN:` file's width (its last character or a tab left the cursor
        // there) a comma that ends the line pads a whole zone on the next row, as after a
        // full screen row (real GW-BASIC 3.23: at `WIDTH #2,23`, 23 characters and a comma
        // leave POS 15 on the next row, 22 characters and a comma POS 1; below 14 columns
        // no comma ends a line and the padding counts on from the cursor).
        let past_file = self
            .screen
            .screen_file_width
            .is_some_and(|w| narrow_file && self.screen.column >= w.max(1));
        if past_file && self.screen.column >= last && !self.screen.lost() {
            self.screen.break_line();
            self.screen.spaces(zone);
            return;
        }
        // Like an item that does not fit, this line end is the only one the stream shows;
        // a cursor lost by a form feed is column 255 to PRINT (`Screen::lost`).
        if self.screen.column >= last || self.screen.lost() {
            self.screen.break_line();
            return;
        }
        let next = (self.screen.column / zone + 1) * zone;
        let n = next - self.screen.column;
        self.screen.spaces(n);
    }

    /// `TAB(n)`: to column n (counted from the dialect's origin).
    fn tab(&mut self, n: usize) {
        let target = n.saturating_sub(P::tab_origin());
        // GW takes a column past the width modulo the width; the Altair writes spaces through
        // its wrap (altair/generated/s000011_wrap: `TAB(82)` at width 72 lands in column 10).
        let target = match self.screen.width() {
            Some(0) if P::tab_and_spc_modulo_width() => 0,
            // No width (255): GIO86.ASM `TABER` skips IMOD and counts in a byte, DL (real
            // GW-BASIC 3.23: `PRINT #1,SPC(300);"Z"` writes 44 blanks, `TAB(257)` none).
            None | Some(255..) if P::tab_and_spc_modulo_width() => target % 256,
            Some(w) if target >= w && P::tab_and_spc_modulo_width() => target % w,
            _ => target,
        };
        if self.screen.tab_column() > target {
            match P::tab_behind() {
                TabBehind::Nothing => return,
                TabBehind::NewLine => {
                    self.screen.break_line();
                    // TABER pads from the new line's start only while the target less
                    // one is a positive signed byte (GIO86.ASM `TABER`: `DEC AL / JS
                    // NOTABR`; real GW-BASIC 3.23: at width 255 `LPRINT TAB(130)` past
                    // column 130 leaves LPOS 1).
                    if target > 128 {
                        return;
                    }
                }
            }
        }
        let n = target.saturating_sub(self.screen.tab_column());
        self.screen.spaces(n);
    }
}

/// The last comma column of a file line `width` wide, as GW-BASIC works it out in a byte
/// (GIO86.ASM `PTRWDC`): the width less its remainder by the zone and one zone more, so 56
/// at 80 columns; below one zone the byte wraps and a comma never ends the line.
fn last_comma_column(width: usize, zone: usize) -> usize {
    let w = width as u8;
    let zone = zone as u8;
    let mut ah = w;
    loop {
        let (next, borrow) = ah.overflowing_sub(zone);
        ah = next;
        if borrow {
            break;
        }
    }
    let ah = ah
        .wrapping_add(zone.wrapping_mul(2))
        .wrapping_neg()
        .wrapping_add(w);
    usize::from(ah)
}

#[cfg(test)]
mod tests {
    use super::last_comma_column;

    #[test]
    fn gw_last_comma_column_wraps_in_a_byte_below_one_zone() {
        assert_eq!(last_comma_column(80, 14), 56);
        assert_eq!(last_comma_column(72, 14), 56);
        assert_eq!(last_comma_column(28, 14), 14);
        // 8 - 14 borrows: the byte arithmetic gives 242, past any column a line reaches.
        assert_eq!(last_comma_column(8, 14), 242);
    }
}
