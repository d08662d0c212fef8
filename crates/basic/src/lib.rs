//! ferrite-basic: Microsoft-lineage BASIC with faithful dialect profiles.

#![warn(missing_docs)]

pub mod num;
