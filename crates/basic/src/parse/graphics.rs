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
        let s = match self.graphics_body(kw) {
            Ok(s) => s,
            Err(kind) => {
                self.skip_statement();
                GfxStmt::Bad(kind)
            }
        };
        Ok(Some(Stmt::Graphics(Box::new(s))))
    }

    /// The statement's arguments; any error is the statement's.
    fn graphics_body(&mut self, kw: K) -> PResult<GfxStmt<P::Num>> {
        let s = match kw {
            K::Pset | K::Preset => {
                let at = self.coord()?;
                let colour = self.attribute()?;
                GfxStmt::Pset {
                    reset: kw == K::Preset,
                    at,
                    colour,
                }
            }
            K::Line => self.line_statement()?,
            K::Circle => {
                let at = self.coord()?;
                self.expect_char(b',')?;
                let radius = self.expr()?;
                let rest = self.optional_args(4)?;
                GfxStmt::Circle { at, radius, rest }
            }
            K::Paint => {
                let at = self.coord()?;
                let rest = self.optional_args(3)?;
                GfxStmt::Paint { at, rest }
            }
            K::Draw => GfxStmt::Draw(self.expr()?),
            K::Window => {
                let screen = self.eat_keyword(K::Screen);
                let corners = if !screen && self.at_end_of_statement() {
                    None
                } else {
                    Some(self.corners()?)
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
                    let corners = Some(self.corners()?);
                    let mut rest = self.optional_args(2)?.into_iter();
                    GfxStmt::View {
                        screen,
                        corners,
                        fill: rest.next().flatten(),
                        border: rest.next().flatten(),
                    }
                }
            }
        };
        if !self.at_end_of_statement() {
            return Err(ErrorKind::Syntax);
        }
        Ok(s)
    }

    /// `LINE [[STEP](x1,y1)]-[STEP](x2,y2)[,[colour][,[B|BF][,style]]]` (GENGRP.ASM
    /// `GLINE`: `SCAN1` skips a meaningless `@`).
    fn line_statement(&mut self) -> PResult<GfxStmt<P::Num>> {
        self.eat_char(b'@');
        let from = if self.peek_char() == Some(b'-') {
            None
        } else {
            Some(self.coord()?)
        };
        self.expect_char(b'-')?;
        let to = self.coord()?;
        let colour = self.attribute()?;
        let mut shape = LineShape::Line;
        let mut style = None;
        if !self.at_end_of_statement() {
            self.expect_char(b',')?;
            if self.eat_word(b"BF") {
                shape = LineShape::Filled;
            } else if self.eat_word(b"B") {
                shape = LineShape::Box;
            } else if self.at_end_of_statement() {
                // GLINE: after the colour's comma a B, or the style's comma (`LINE
                // (1,1)-(30,20),,` is 2 on the real GW-BASIC 3.23).
                return Err(ErrorKind::Syntax);
            }
            if !self.at_end_of_statement() {
                self.expect_char(b',')?;
                style = Some(self.expr()?);
            }
        }
        Ok(GfxStmt::Line {
            from,
            to,
            colour,
            shape,
            style,
        })
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

    /// `(x,y)` or `STEP(x,y)` (GENGRP.ASM `SCAND`).
    fn coord(&mut self) -> PResult<Coord<P::Num>> {
        let step = self.eat_keyword(K::Step);
        self.expect_char(b'(')?;
        let x = self.expr()?;
        self.expect_char(b',')?;
        let y = self.expr()?;
        self.expect_char(b')')?;
        Ok(Coord { step, x, y })
    }

    /// `(x1,y1)-(x2,y2)` of WINDOW and VIEW: no STEP.
    fn corners(&mut self) -> PResult<[Expr<P::Num>; 4]> {
        self.expect_char(b'(')?;
        let x1 = self.expr()?;
        self.expect_char(b',')?;
        let y1 = self.expr()?;
        self.expect_char(b')')?;
        self.expect_char(b'-')?;
        self.expect_char(b'(')?;
        let x2 = self.expr()?;
        self.expect_char(b',')?;
        let y2 = self.expr()?;
        self.expect_char(b')')?;
        Ok([x1, y1, x2, y2])
    }

    /// GENGRP.ASM `ATRSCN`: at the statement's end nothing; else a comma, then a colour
    /// unless another comma follows (left for the caller).
    fn attribute(&mut self) -> PResult<Option<Expr<P::Num>>> {
        if self.at_end_of_statement() {
            return Ok(None);
        }
        self.expect_char(b',')?;
        if self.peek_char() == Some(b',') {
            return Ok(None);
        }
        // GENGRP.ASM `ATRSCN`: a comma not followed by another evaluates the colour, so a
        // comma ending the statement is `Missing operand` (real GW-BASIC 3.23: `PSET
        // (256,63),` is 22).
        if self.at_end_of_statement() {
            return Err(MISSING_OPERAND);
        }
        Ok(Some(self.expr()?))
    }

    /// Up to `max` arguments each after a comma, any left out.
    fn optional_args(&mut self, max: usize) -> PResult<Vec<Option<Expr<P::Num>>>> {
        let mut args = Vec::new();
        while args.len() < max && self.eat_char(b',') {
            // ADVGRP.ASM `CGTCNT`: a comma then the end evaluates nothing (`CIRCLE
            // (7,3),7,2.5,-1,-1,` is 22 on the real GW-BASIC 3.23).
            if self.at_end_of_statement() {
                return Err(MISSING_OPERAND);
            }
            if self.peek_char() == Some(b',') {
                args.push(None);
            } else {
                args.push(Some(self.expr()?));
            }
        }
        Ok(args)
    }
}
