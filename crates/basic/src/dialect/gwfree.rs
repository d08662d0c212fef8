//! What GW-BASIC 3.23's free memory holds when it starts, before any program wrote there.
//!
//! The interpreter's start-up leaves its tables behind in the memory that later lies past the
//! program: real GW-BASIC 3.23 (DOSBox) reads these non-zero bytes from &H1402 to &H16B5 at
//! the same addresses whatever program it loaded (a program of 3 or 12 lines reads the same
//! bytes past its own end; the printer name `LPT ` at 5456, the screen widths 80 80 160 40 80
//! 160 at 5331). Every other byte of free memory reads 0. RUN, CLEAR, NEW and LOAD never clear
//! free memory (`exec/stale.rs`), so these bytes stay until a program's text, variables or
//! strings are written over them.

/// Runs of the start-up bytes: each run's address and its bytes.
pub const START_FREE: &[(u32, &[u8])] = &[
    (5122, &[79, 23, 38, 212, 248, 252]),
    (5139, &[3, 3, 80, 1, 0, 7]),
    (
        5147,
        &[7, 7, 112, 7, 0, 7, 0, 5, 1, 1, 3, 32, 0, 4, 7, 7, 7, 7, 7],
    ),
    (5171, &[4, 1, 2, 0, 3, 5, 6, 0, 4, 7, 7, 3, 3]),
    (5187, &[7]),
    (
        5193,
        &[
            7, 3, 1, 1, 9, 0, 1, 0, 4, 1, 2, 255, 255, 255, 255, 6, 6, 4, 3, 3, 38, 20, 0, 2, 0, 1,
            0, 1, 0, 1, 0, 1,
        ],
    ),
    (
        5244,
        &[
            1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1,
        ],
    ),
    (
        5271,
        &[14, 254, 26, 27, 127, 22, 27, 0, 16, 17, 24, 25, 6, 10, 1],
    ),
    (
        5292,
        &[255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255],
    ),
    (5307, &[1, 2, 3]),
    (5312, &[2, 7]),
    (5318, &[1, 1, 2]),
    (5327, &[7, 8, 10, 9, 80, 80, 160, 0, 40, 80, 160]),
    (5340, &[80, 160, 160, 160]),
    (5348, &[2, 2, 1, 0, 4, 4, 1]),
    (5357, &[1, 1, 1, 1]),
    (5365, &[2, 4, 6, 0, 8, 10, 12]),
    (5374, &[14, 16, 18, 20]),
    (5381, &[255]),
    (5386, &[184, 1]),
    (
        5423,
        &[
            106, 0, 78, 0, 92, 3, 93, 3, 90, 3, 91, 3, 44, 0, 45, 0, 88, 3, 89, 3, 48, 0, 49, 0,
            71, 3, 72, 3, 46, 0, 47,
        ],
    ),
    (5456, &[76, 80, 84, 32]),
    (5500, &[120, 12, 216, 11, 160]),
    (5508, &[216, 11, 216, 11]),
    (
        5681,
        &[
            127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0,
            127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0, 127, 0,
            127, 0, 127, 0, 127, 0, 127, 80,
        ],
    ),
    (5736, &[80]),
    (5740, &[80]),
    (5757, &[255]),
    (5781, &[255]),
    (5793, &[165]),
    (5804, &[90, 248, 8, 5]),
    (5813, &[255]),
];
