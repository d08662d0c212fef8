//! Memory as the machine had it: the program as the machine stored it, variables, arrays and
//! strings as it stored them (string space and its garbage collection), and the stack its FOR
//! and GOSUB entries and its expression evaluator shared. `FRE`, `?OM`/`Out of memory`,
//! `Out of string space` and the nesting limits come from this model, where they came on the
//! machine (`../shared/conformance/*/limits`).
//!
//! - a machine's figures ([`Layout`]) are its dialect's (`dialect/layout.rs`, `Profile::memory`).
//! - [`space`]: the accounting the interpreter reports its allocations to.
//! - [`text`]: the bytes a program line takes, crunched as the machine stored it.

pub mod space;
pub mod text;

pub use crate::dialect::layout::{
    DataSegment, FreCollects, Layout, OpClass, PerType, StackModel, StringSpace, TypedFrmevl,
};
pub use space::{Memory, TextKey, LITERAL};
