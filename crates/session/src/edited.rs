//! What a machine's own full-screen editor hands over when a line is read with it
//! (GW-BASIC's INLIN at `Ok`: [`crate::AnySession::edit_line`]).

/// What the screen editor gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditedLine {
    /// Enter: the logical line under the cursor.
    Line(Vec<u8>),
    /// Ctrl-C.
    Break,
    /// The keys ran out.
    End,
}
