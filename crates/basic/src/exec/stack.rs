//! The stack FOR, GOSUB and WHILE share, with the bytes each entry took on the machine's
//! stack, so the memory model knows how much of it is used (`crate::memory`).

use super::Frame;

/// The entries, innermost last, each with its size in bytes.
#[derive(Debug)]
pub(super) struct FrameStack<N> {
    frames: Vec<(Frame<N>, u32)>,
    bytes: u32,
}

impl<N> Default for FrameStack<N> {
    fn default() -> Self {
        Self {
            frames: Vec::new(),
            bytes: 0,
        }
    }
}

impl<N> FrameStack<N> {
    /// Pushes an entry of `bytes` bytes.
    pub(super) fn push(&mut self, frame: Frame<N>, bytes: u32) {
        self.bytes += bytes;
        self.frames.push((frame, bytes));
    }

    /// Removes the innermost entry.
    pub(super) fn pop(&mut self) -> Option<Frame<N>> {
        let (f, b) = self.frames.pop()?;
        self.bytes -= b;
        Some(f)
    }

    /// Keeps the `len` outermost entries.
    pub(super) fn truncate(&mut self, len: usize) {
        while self.frames.len() > len {
            self.pop();
        }
    }

    /// Makes the innermost entry a [`Frame::Broken`] one of the same size.
    pub(super) fn break_last(&mut self) {
        if let Some((f, _)) = self.frames.last_mut() {
            *f = Frame::Broken;
        }
    }

    /// Removes every entry.
    pub(super) fn clear(&mut self) {
        self.frames.clear();
        self.bytes = 0;
    }

    /// The innermost entry.
    pub(super) fn last(&self) -> Option<&Frame<N>> {
        self.frames.last().map(|(f, _)| f)
    }

    /// The entries, outermost first.
    pub(super) fn iter(
        &self,
    ) -> impl DoubleEndedIterator<Item = &Frame<N>> + ExactSizeIterator + '_ {
        self.frames.iter().map(|(f, _)| f)
    }

    /// The entry at `index`, counted from the outermost.
    pub(super) fn get(&self, index: usize) -> Option<&Frame<N>> {
        self.frames.get(index).map(|(f, _)| f)
    }

    /// How many entries there are.
    pub(super) fn len(&self) -> usize {
        self.frames.len()
    }

    /// The bytes the entries take.
    pub(super) fn bytes(&self) -> u32 {
        self.bytes
    }
}
