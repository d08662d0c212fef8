//! GW-BASIC's graphics statements (GW-BASIC User's Guide; GENGRP.ASM `SCAN1`, `SCAND`,
//! `ATRSCN`, `GLINE`; ADVGRP.ASM CIRCLE, PAINT, DRAW, WINDOW, VIEW). A statement whose text
//! does not parse becomes [`GfxStmt::Bad`]: in SCREEN 0 every graphics statement is
//! `Illegal function call` before its text is read, so the syntax error only shows in a
//! graphics mode.

use super::ast::{Coord, Expr, GfxStmt, LineShape, PutAction, Stmt};
use super::{PResult, Parser};
use crate::dialect::{Keyword as K, Profile};
use crate::error::ErrorKind;
use crate::token::Token;

/// `Missing operand`: an argument's comma with nothing after it.
const MISSING_OPERAND: ErrorKind = ErrorKind::Numbered(22);

impl<P: Profile> Parser<'_, P> {
    /// The graphics statement of `kw` (already read), or `None` when `kw` starts none.
    /// Text that goes wrong part way keeps what was read before it (see [`Reading`]).
    pub(super) fn graphics_statement(&mut self, kw: K) -> PResult<Option<Stmt<P::Num>>> {
        let graphic = match kw {
            K::Pset | K::Preset | K::Circle | K::Draw | K::Paint | K::Window => true,
            K::View => self.peek() != Some(&Token::Keyword(K::Print)),
            K::Line => self.peek() != Some(&Token::Keyword(K::Input)),
            _ => false,
        };
        if !graphic {
            return Ok(None);
        }
        let mut r = Reading::default();
        let s = self.graphics_body(kw, &mut r);
        if r.error.is_none() && !self.at_end_of_statement() {
            r.fail(ErrorKind::Syntax);
        }
        let s = match r.error {
            Some(error) => {
                self.skip_statement();
                GfxStmt::Cut(Box::new(s), r.steps, error)
            }
            None => s,
        };
        Ok(Some(Stmt::Graphics(Box::new(s))))
    }

    /// The statement's arguments as far as they read.
    fn graphics_body(&mut self, kw: K, r: &mut Reading) -> GfxStmt<P::Num> {
        match kw {
            K::Pset | K::Preset => {
                let at = self.g_coord(r);
                let colour = self.g_attribute(r);
                GfxStmt::Pset {
                    reset: kw == K::Preset,
                    at,
                    colour,
                }
            }
            K::Line => self.line_statement(r),
            K::Circle => {
                let at = self.g_coord(r);
                self.g_char(r, b',');
                let radius = self.g_expr(r);
                let rest = self.g_optional_args(r, 4);
                GfxStmt::Circle { at, radius, rest }
            }
            K::Paint => {
                let at = self.g_coord(r);
                let rest = self.g_optional_args(r, 3);
                GfxStmt::Paint { at, rest }
            }
            K::Draw => GfxStmt::Draw(self.g_expr(r)),
            K::Window => {
                let screen = self.eat_keyword(K::Screen);
                let corners = if !screen && self.at_end_of_statement() {
                    None
                } else {
                    Some(self.g_corners(r))
                };
                GfxStmt::Window { screen, corners }
            }
            _ => {
                let screen = self.eat_keyword(K::Screen);
                if !screen && self.at_end_of_statement() {
                    GfxStmt::View {
                        screen,
                        corners: None,
                        fill: None,
                        border: None,
                    }
                } else {
                    let corners = Some(self.g_corners(r));
                    let mut rest = self.g_optional_args(r, 2).into_iter();
                    GfxStmt::View {
                        screen,
                        corners,
                        fill: rest.next().flatten(),
                        border: rest.next().flatten(),
                    }
                }
            }
        }
    }

    /// `LINE [[STEP](x1,y1)]-[STEP](x2,y2)[,[colour][,[B|BF][,style]]]` (GENGRP.ASM
    /// `GLINE`: `SCAN1` skips a meaningless `@`).
    fn line_statement(&mut self, r: &mut Reading) -> GfxStmt<P::Num> {
        self.eat_char(b'@');
        let from = if self.peek_char() == Some(b'-') {
            None
        } else {
            Some(self.g_coord(r))
        };
        self.g_char(r, b'-');
        let to = self.g_coord(r);
        let colour = self.g_attribute(r);
        let mut shape = LineShape::Line;
        let mut style = None;
        if r.error.is_none() && !self.at_end_of_statement() {
            self.g_char(r, b',');
            if r.error.is_some() {
            } else if self.eat_word(b"BF") {
                shape = LineShape::Filled;
            } else if self.eat_word(b"B") {
                shape = LineShape::Box;
            } else if self.at_end_of_statement() {
                // GLINE: after the colour's comma a B, or the style's comma (`LINE
                // (1,1)-(30,20),,` is 2 on the real GW-BASIC 3.23).
                r.fail(ErrorKind::Syntax);
            }
            if r.error.is_none() && !self.at_end_of_statement() {
                self.g_char(r, b',');
                style = Some(self.g_expr(r));
            }
        }
        GfxStmt::Line {
            from,
            to,
            colour,
            shape,
            style,
        }
    }

    /// `GET [@](x1,y1)-(x2,y2),array` or `PUT [@](x,y),array[,action]` (ADVGRP.ASM `GPUTG`,
    /// `GTARRY`): the array a name alone (PTRGET of arrays only). What follows the name is
    /// kept as the statement's tail: GET is done before its syntax error, and PUT's option
    /// not one of OR, AND, PRESET, PSET, XOR stops it before anything is drawn.
    pub(super) fn get_put(&mut self, put: bool) -> PResult<GfxStmt<P::Num>> {
        self.eat_char(b'@');
        let from = self.coord()?;
        let to = if put {
            None
        } else {
            self.expect_char(b'-')?;
            Some(self.coord()?)
        };
        self.expect_char(b',')?;
        let array = self.var_ref()?;
        let mut action = Some(PutAction::Xor);
        if put && !self.at_end_of_statement() {
            action = None;
            if self.eat_char(b',') {
                for (kw, a) in [
                    (K::Or, PutAction::Or),
                    (K::And, PutAction::And),
                    (K::Preset, PutAction::Preset),
                    (K::Pset, PutAction::Pset),
                    (K::Xor, PutAction::Xor),
                ] {
                    if self.eat_keyword(kw) {
                        action = Some(a);
                        break;
                    }
                }
            }
        }
        let tail = if action.is_some() && !self.at_end_of_statement() {
            Some(ErrorKind::Syntax)
        } else {
            None
        };
        self.skip_statement();
        Ok(match to {
            Some(to) => GfxStmt::GetArray {
                from,
                to,
                array,
                tail,
            },
            None => GfxStmt::PutArray {
                at: from,
                array,
                action,
                tail,
            },
        })
    }

    /// An expression, counted as a step; after an error (or when it fails) a zero that is
    /// never evaluated.
    fn g_expr(&mut self, r: &mut Reading) -> Expr<P::Num> {
        if r.error.is_none() {
            match self.expr() {
                Ok(e) => {
                    r.steps = r.steps.saturating_add(1);
                    return e;
                }
                Err(kind) => r.fail(kind),
            }
        }
        Expr::Num(<P::Num as crate::num::Number>::from_i32(0))
    }

    /// The character `c` (GW's `SYNCHR`), else `Syntax error`.
    fn g_char(&mut self, r: &mut Reading, c: u8) {
        if r.error.is_none() && !self.eat_char(c) {
            r.fail(ErrorKind::Syntax);
        }
    }

    /// `(x,y)` or `STEP(x,y)` (GENGRP.ASM `SCAND`).
    fn g_coord(&mut self, r: &mut Reading) -> Coord<P::Num> {
        let step = r.error.is_none() && self.eat_keyword(K::Step);
        self.g_char(r, b'(');
        let x = self.g_expr(r);
        self.g_char(r, b',');
        let y = self.g_expr(r);
        self.g_char(r, b')');
        Coord { step, x, y }
    }

    /// `(x1,y1)-(x2,y2)` of WINDOW and VIEW: no STEP.
    fn g_corners(&mut self, r: &mut Reading) -> [Expr<P::Num>; 4] {
        self.g_char(r, b'(');
        let x1 = self.g_expr(r);
        self.g_char(r, b',');
        let y1 = self.g_expr(r);
        self.g_char(r, b')');
        self.g_char(r, b'-');
        self.g_char(r, b'(');
        let x2 = self.g_expr(r);
        self.g_char(r, b',');
        let y2 = self.g_expr(r);
        self.g_char(r, b')');
        [x1, y1, x2, y2]
    }

    /// GENGRP.ASM `ATRSCN`: at the statement's end nothing; else a comma, then a colour
    /// unless another comma follows (left for the caller).
    fn g_attribute(&mut self, r: &mut Reading) -> Option<Expr<P::Num>> {
        if r.error.is_some() || self.at_end_of_statement() {
            return None;
        }
        self.g_char(r, b',');
        if r.error.is_some() || self.peek_char() == Some(b',') {
            return None;
        }
        // GENGRP.ASM `ATRSCN`: a comma not followed by another evaluates the colour, so a
        // comma ending the statement is `Missing operand` (real GW-BASIC 3.23: `PSET
        // (256,63),` is 22).
        if self.at_end_of_statement() {
            r.fail(MISSING_OPERAND);
            return None;
        }
        Some(self.g_expr(r))
    }

    /// Up to `max` arguments each after a comma, any left out.
    fn g_optional_args(&mut self, r: &mut Reading, max: usize) -> Vec<Option<Expr<P::Num>>> {
        let mut args = Vec::new();
        while r.error.is_none() && args.len() < max && self.eat_char(b',') {
            // ADVGRP.ASM `CGTCNT`: a comma then the end evaluates nothing (`CIRCLE
            // (7,3),7,2.5,-1,-1,` is 22 on the real GW-BASIC 3.23).
            if self.at_end_of_statement() {
                r.fail(MISSING_OPERAND);
            } else if self.peek_char() == Some(b',') {
                args.push(None);
            } else {
                args.push(Some(self.g_expr(r)));
            }
        }
        args
    }

    /// `(x,y)` or `STEP(x,y)` (GENGRP.ASM `SCAND`), for GET and PUT.
    fn coord(&mut self) -> PResult<Coord<P::Num>> {
        let step = self.eat_keyword(K::Step);
        self.expect_char(b'(')?;
        let x = self.expr()?;
        self.expect_char(b',')?;
        let y = self.expr()?;
        self.expect_char(b')')?;
        Ok(Coord { step, x, y })
    }
}

/// How far a graphics statement's text read. GW-BASIC runs a statement from its text
/// (GWMAIN.ASM `NEWSTT` calls the statement's routine, which reads each argument with
/// FRMEVL/GETINT/`SYNCHR` as it goes and acts on it): text that goes wrong part way is met
/// only after what comes before it was done (`LINE (32768,63)-(.4,"A"),7,X` moves the last
/// point, then `Overflow`; `PSET (10,10),1 X` plots, then `Syntax error`). The parser
/// keeps the statement as far as it read, the number of expressions read and the error;
/// the executor counts the expressions it evaluates and raises the error where the text
/// went wrong (`crate::exec` `graphics/reading.rs`).
#[derive(Default)]
pub(super) struct Reading {
    /// Expressions read.
    steps: u8,
    /// The error of the text after them.
    error: Option<ErrorKind>,
}

impl Reading {
    /// Records the first error only.
    fn fail(&mut self, kind: ErrorKind) {
        self.error.get_or_insert(kind);
    }
}
