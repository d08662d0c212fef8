//! FOCAL,1969 golden tests (owned by the ferrite-focal work).
