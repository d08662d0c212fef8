//! The editor facts of a dialect, as the session reads them: the types live with the
//! profiles (`dialect/editor.rs`), each dialect's values in its profile file.

pub use crate::dialect::{DiskMessages, EditorWords, ListRange};

use crate::dialect::Profile;

/// The editor facts of dialect `P`.
pub fn editor_words<P: Profile>() -> &'static EditorWords {
    P::editor_words()
}
