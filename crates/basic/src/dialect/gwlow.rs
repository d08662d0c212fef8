//! The constants GW-BASIC 3.23 keeps in the low part of its data segment, below the
//! variables CURLIN, TXTTAB and the rest (GWDATA.ASM from `RAMLOW`: "where constants get
//! deposited"), as real GW-BASIC 3.23 in DOSBox reads them with PEEK from &HF0 to &H132.
//!
//! In GWDATA.ASM's order: the last byte of the inter-segment jump, three 0 bytes (RNDCNT
//! among them), the `RET` that makes CHRGET work (&HC3) and NUMCON's two fake tokens, DSEGZ
//! (a 0), RNDCOP and RNDX (the start seed 0x4FC752 with the exponent byte &H80, `.RADIX 8`
//! 122 307 117 200), STAINP (`IN AL,0` and a far `RET`), ENDPRG (`:` and four 0 bytes, the
//! fake program end RESUME NEXT uses), USRTAB (ten words of 65535), NULCNT (1), the Ctrl-C
//! flag and LSTCHR (the last character the screen showed; not modelled: it reads 0), the printer's comma
//! column and width (112 and 132), DAYSPM (the days of the months) and NCMPOS (56).

/// The bytes from &HF0 to &H132 as the machine starts.
pub const CONSTANTS: &[u8] = &[
    // &HF0: the jump's last byte, 0 0 0, RET, NUMCON, DSEGZ.
    0x0A, 0, 0, 0, 0xC3, 0x1E, 0x10, 0, //
    // &HF8: RNDCOP, then RNDX.
    0x52, 0xC7, 0x4F, 0x80, 0x52, 0xC7, 0x4F, 0x80, //
    // &H100: STAINP, then ENDPRG.
    0xE4, 0, 0xCB, b':', 0, 0, 0, 0, //
    // &H108: USRTAB.
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, //
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, //
    // &H11C: NULCNT, then seven bytes of flags (LSTCHR at &H11F).
    1, 0, 0, 0, 0, 0, 0, 0, //
    // &H124: the printer's last comma column and width.
    112, 132, //
    // &H126: DAYSPM.
    31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31, //
    // &H132: NCMPOS.
    56,
];

/// GW-BASIC 3.23's state words (real GW-BASIC 3.23: `d1.bas`/`d2.bas` probes, session 30).
pub const STATE_WORDS: super::layout::StateWords = super::layout::StateWords {
    maxmem: 0x44D,
    datlin: 0x47C,
    autlin: 0x485,
    errlin: 0x48D,
    dot: 0x48F,
    oneflg: 0x495,
    oldlin: 0x49A,
    vartab: 0x49E,
    datptr: 0x4A4,
    deftbl: 0x4A6,
    // Real GW-BASIC 3.23: a string whose descriptor points at &H339 reads the last line the
    // load read, then the one INPUT or LINE INPUT took.
    buf: 0x339,
    // Real GW-BASIC 3.23: PEEK(&H2E) is the current line, PEEK(&H4E) the text attribute,
    // PEEK(&H347) 0 and PEEK(&H358) VARTAB's low byte, while a string pointed at &H2C or
    // &H4E reads 0 bytes and one at &H347 or &H358 BUF's.
    filtered: [(0x2C, 6), (0x4E, 1), (0x347, 2), (0x358, 6)],
};
