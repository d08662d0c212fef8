//! The errors a BASIC program can meet. [`ErrorKind`] and [`BasicError`] are the session
//! interface's (`ferrite_session`), since every engine reports a run's error through it; here
//! a number core's fault becomes one.

pub use ferrite_session::{BasicError, ErrorKind};

use crate::num::NumError;

impl From<NumError> for ErrorKind {
    fn from(e: NumError) -> Self {
        match e {
            NumError::Overflow => ErrorKind::Overflow,
            NumError::DivisionByZero => ErrorKind::DivisionByZero,
            NumError::IllegalQuantity => ErrorKind::IllegalQuantity,
        }
    }
}

impl From<NumError> for BasicError {
    fn from(e: NumError) -> Self {
        Self::new(e.into())
    }
}
