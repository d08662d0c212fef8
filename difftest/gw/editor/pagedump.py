"""The page dump GW-BASIC's screen generators end their programs with, and its reader:
shared by `scrgen.py` (through `gwrun.py`) and `../program/diffdirect.py`.

The dump writes every cell's character and attribute of the 80x25 page (PEEKs at
&HB800, 160 bytes a row: in 40 columns a record holds two rows), then CSRLIN, POS(0)
and, with `errors`, the errors an ON ERROR handler at 60100 collected in E$, into
SCR.TXT, one record a row. A program runs it by GOSUB 60000.
"""


def dump_lines(errors=True):
    """The dump's program lines (60000-60020, and the handler 60100 with `errors`)."""
    lines = [
        '60000 R%=CSRLIN:C%=POS(0):DEF SEG=&HB800:OPEN "SCR.TXT" FOR OUTPUT AS 3',
        '60010 FOR Y%=0 TO 24:L$="":FOR X%=0 TO 159:L$=L$+CHR$(PEEK(Y%*160+X%)):NEXT:PRINT #3,L$:NEXT',
        '60020 PRINT #3,R%%;C%%%s:CLOSE 3:RETURN' % (';E$' if errors else ''),
    ]
    if errors:
        lines.append('60100 E$=E$+STR$(ERR)+STR$(ERL):RESUME NEXT')
    return lines


def screen_text(scr):
    """SCR.TXT -> (rows of characters, rows of attributes as hex, the last record)."""
    rows, attrs = [], []
    b = scr
    for _ in range(25):
        rec = b[:160]
        b = b[162:]
        rows.append(rec[0::2].decode('latin-1'))
        attrs.append(rec[1::2].hex())
    return rows, attrs, b.decode('latin-1').strip('\r\n\x1a')


def page_difference(gw, fe):
    """The records of two dumps (bytes, or None when a run wrote none) that differ: the
    last record (cursor and errors) first, then each differing row, or its attributes."""
    if gw is None or fe is None:
        return [] if gw is fe else ['page dump gw %s fe %s' % (gw is not None, fe is not None)]
    # A dump left unclosed (its typed line cut short, so CLOSE never ran) is on the
    # machine's disk in whole 128-byte records only, the run being ended by the driver;
    # ferrite closes it at its end. Only the machine's part is compared then.
    if len(gw) % 128 == 0 and len(gw) < len(fe) and not gw.endswith(b'\x1a'):
        fe = fe[:len(gw)]
    (gr, ga, gl), (fr, fa, fl) = screen_text(gw), screen_text(fe)
    out = [] if gl == fl else ['cursor/errors gw %r fe %r' % (gl, fl)]
    for y in range(25):
        if gr[y] != fr[y]:
            out.append('row %2d gw %r\n       fe %r' % (y + 1, gr[y], fr[y]))
        elif ga[y] != fa[y]:
            out.append('attr %2d gw %s\n        fe %s' % (y + 1, ga[y], fa[y]))
    return out
