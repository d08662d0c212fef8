//! Where a graphics statement's text went wrong, met as the statement runs (see
//! `crate::parse` `graphics.rs` `Reading`): GW-BASIC reads a statement's arguments as it
//! acts on them (GWMAIN.ASM `NEWSTT`; GENGRP.ASM `SCAND`, `ATRSCN`), so the error of bad
//! text comes after what the text before it did.

use super::super::{BasicError, Machine};
use crate::dialect::Profile;
use crate::error::ErrorKind;

/// The expressions a graphics statement has evaluated, and the error waiting after the
/// ones its text held.
#[derive(Clone, Copy, Debug, Default)]
pub struct Steps {
    /// Expressions evaluated so far.
    count: u8,
    /// How many expressions the text held before it went wrong, and the error there.
    cut: Option<(u8, ErrorKind)>,
}

impl Steps {
    /// A statement whose text went wrong after `read` expressions with `error`.
    pub fn cut(read: u8, error: ErrorKind) -> Self {
        Steps {
            count: 0,
            cut: Some((read, error)),
        }
    }
}

impl<P: Profile> Machine<P> {
    /// Where the machine looks at the text next: the error, when the text went wrong here.
    pub(super) fn text_check(&mut self) -> Result<(), BasicError> {
        match self.gfx.steps.cut {
            Some((read, error)) if read <= self.gfx.steps.count => {
                self.gfx.steps.cut = None;
                Err(error.into())
            }
            _ => Ok(()),
        }
    }

    /// An argument's place (given or left out): the error when the text went wrong
    /// before it, else the argument counted when given.
    pub(super) fn text_arg(&mut self, given: bool) -> Result<(), BasicError> {
        self.text_check()?;
        if given {
            self.gfx.steps.count = self.gfx.steps.count.saturating_add(1);
        }
        Ok(())
    }

    /// Runs `run` with the statement's text cut after `read` expressions by `error` (none:
    /// the whole text read); the error not met while running comes at the end (GWMAIN.ASM
    /// `NEWSTT` finding the text after the statement).
    pub(super) fn with_steps(
        &mut self,
        steps: Steps,
        run: impl FnOnce(&mut Self) -> Result<(), BasicError>,
    ) -> Result<(), BasicError> {
        self.gfx.steps = steps;
        let done = run(self);
        let left = std::mem::take(&mut self.gfx.steps).cut;
        done?;
        match left {
            Some((_, error)) => Err(error.into()),
            None => Ok(()),
        }
    }
}
