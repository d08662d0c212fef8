//! 1541 images made here: formatted, written, listed and read back, then damaged.

use super::*;
use crate::error::ImageError;

fn disk_with(files: &[(&[u8], usize)]) -> D64 {
    let mut d = D64::format(b"TEST DISK", *b"01", 35);
    for &(name, len) in files {
        let data: Vec<u8> = (0..len).map(|i| (i * 7 % 251) as u8).collect();
        d.write(name, FileType::Prg, &data).unwrap();
    }
    d
}

/// The offset of a sector in the image (for damaging it).
fn at(t: u8, s: u8) -> usize {
    ((1..t).map(|k| usize::from(sectors_on(k))).sum::<usize>() + usize::from(s)) * SECTOR
}

#[test]
fn a_blank_disk_lists_as_the_1541_showed_it() {
    let d = D64::format(b"TEST DISK", *b"01", 35);
    assert_eq!(d.blocks_free(), 664);
    assert_eq!(
        d.directory_listing().unwrap(),
        "0 {rvon}\"TEST DISK       \" 01 2A\n664 BLOCKS FREE.               \n"
    );
}

#[test]
fn files_read_back_and_take_the_1541s_sectors() {
    let d = disk_with(&[(b"FIRST", 600), (b"SECOND", 10)]);
    let (e, data) = d.read(b"FIRST").unwrap();
    assert_eq!(data.len(), 600);
    assert_eq!(data[599], (599 * 7 % 251) as u8);
    assert_eq!(e.blocks, 3);
    // The first file starts at 17/0 and goes on ten sectors at a time.
    assert_eq!(e.start, (17, 0));
    let s0 = d.sector(17, 0, crate::Place::Offset(0)).unwrap();
    assert_eq!((s0[0], s0[1]), (17, 10));
    let s1 = d.sector(17, 10, crate::Place::Offset(0)).unwrap();
    assert_eq!((s1[0], s1[1]), (17, 20));
    // The second file's first block: the lowest free sector of track 17.
    assert_eq!(d.read(b"SEC*").unwrap().0.start, (17, 1));
    assert_eq!(d.blocks_free(), 660);
    let listing = d.directory_listing().unwrap();
    assert!(
        listing.contains("\n3    \"FIRST\"            PRG  \n"),
        "{listing}"
    );
    assert!(
        listing.contains("\n1    \"SECOND\"           PRG  \n"),
        "{listing}"
    );
    assert!(
        listing.ends_with("\n660 BLOCKS FREE.               \n"),
        "{listing}"
    );
}

#[test]
fn a_full_track_moves_to_the_next_one_away_from_18() {
    let d = disk_with(&[(b"BIG", 254 * 30)]);
    let (e, data) = d.read(b"BIG").unwrap();
    assert_eq!(data.len(), 254 * 30);
    assert_eq!(e.blocks, 30);
    // 21 sectors on 17, then 9 on 16.
    let free = |t: u8| d.bam()[4 + 4 * usize::from(t - 1)];
    assert_eq!((free(17), free(16)), (0, 12));
}

#[test]
fn the_directory_grows_past_eight_files() {
    let names: Vec<Vec<u8>> = (0..20).map(|i| format!("F{i}").into_bytes()).collect();
    let files: Vec<(&[u8], usize)> = names.iter().map(|n| (n.as_slice(), 1)).collect();
    let d = disk_with(&files);
    assert_eq!(d.entries().unwrap().len(), 20);
    assert_eq!(d.dir_sectors().unwrap(), vec![(18, 1), (18, 4), (18, 7)]);
    assert_eq!(d.read(b"F19").unwrap().1.len(), 1);
}

#[test]
fn names_must_be_new_and_valid() {
    let mut d = disk_with(&[(b"ONE", 1)]);
    assert_eq!(
        d.write(b"ONE", FileType::Prg, b"x"),
        Err(ImageError::Exists("ONE".into()))
    );
    assert!(matches!(
        d.write(b"A*", FileType::Prg, b"x"),
        Err(ImageError::BadName(_))
    ));
    assert!(matches!(
        d.write(b"", FileType::Prg, b"x"),
        Err(ImageError::BadName(_))
    ));
    assert!(matches!(d.read(b"TWO"), Err(ImageError::NotFound(_))));
}

#[test]
fn a_full_disk_says_so_and_is_left_alone() {
    let mut d = disk_with(&[(b"ALL", 254 * 664)]);
    assert_eq!(d.blocks_free(), 0);
    let before = d.bytes().to_vec();
    assert!(matches!(
        d.write(b"MORE", FileType::Prg, b"x"),
        Err(ImageError::Full(_))
    ));
    assert_eq!(d.bytes(), &before[..]);
}

#[test]
fn damaged_chains_name_the_sector() {
    let d = disk_with(&[(b"FILE", 600)]);
    // A link off the disk.
    let mut bytes = d.bytes().to_vec();
    bytes[at(17, 10)] = 99;
    let bad = D64::from_bytes(bytes).unwrap();
    let err = bad.read(b"FILE").unwrap_err().to_string();
    assert!(err.contains("track 17 sector 10"), "{err}");
    // A loop back to the first sector.
    let mut bytes = d.bytes().to_vec();
    bytes[at(17, 10)] = 17;
    bytes[at(17, 10) + 1] = 0;
    let err = D64::from_bytes(bytes).unwrap().read(b"FILE").unwrap_err();
    assert!(err.to_string().contains("loops"), "{err}");
    // A directory that loops.
    let mut bytes = d.bytes().to_vec();
    bytes[at(18, 1)] = 18;
    bytes[at(18, 1) + 1] = 1;
    let err = D64::from_bytes(bytes).unwrap().entries().unwrap_err();
    assert!(err.to_string().contains("track 18 sector 1"), "{err}");
    // A BAM whose counts disagree with its map refuses writes.
    let mut bytes = d.bytes().to_vec();
    bytes[at(18, 0) + 4] = 0;
    let mut bad = D64::from_bytes(bytes).unwrap();
    let err = bad.write(b"NEW", FileType::Prg, b"x").unwrap_err();
    assert!(err.to_string().contains("track 18 sector 0"), "{err}");
    // A truncated image is not an image.
    assert!(D64::from_bytes(d.bytes()[..1000].to_vec()).is_err());
}

#[test]
fn error_bytes_and_forty_tracks_are_read() {
    let d = disk_with(&[(b"FILE", 300)]);
    let mut bytes = d.bytes().to_vec();
    bytes.resize(bytes.len() + 683, 1);
    let with_errors = D64::from_bytes(bytes).unwrap();
    assert_eq!(with_errors.read(b"FILE").unwrap().1.len(), 300);
    let forty = D64::format(b"FORTY", *b"40", 40);
    assert_eq!(forty.bytes().len(), 196_608);
    assert_eq!(forty.tracks(), 40);
    assert_eq!(forty.blocks_free(), 664);
}

mod drive {
    use crate::d64::drive::{Byte, Drive};
    use crate::d64::{FileType, D64};

    fn blank() -> Drive {
        Drive::new(D64::format(b"TEST", *b"AB", 35))
    }

    /// Channel 15 read to its end, without the CR.
    fn message(d: &mut Drive) -> String {
        let mut out = Vec::new();
        loop {
            match d.read(15) {
                Byte::More(b) => out.push(b),
                Byte::Last(_) | Byte::None => return String::from_utf8_lossy(&out).into(),
            }
        }
    }

    /// A data channel read to its end.
    fn read_all(d: &mut Drive, sa: u8) -> Vec<u8> {
        let mut out = Vec::new();
        loop {
            match d.read(sa) {
                Byte::More(b) => out.push(b),
                Byte::Last(b) => {
                    out.push(b);
                    return out;
                }
                Byte::None => return out,
            }
        }
    }

    #[test]
    fn the_error_channel_says_the_dos_after_power_on_then_ok() {
        let mut d = blank();
        assert_eq!(message(&mut d), "73,CBM DOS V2.6 1541,00,00");
        assert_eq!(message(&mut d), "00, OK,00,00");
    }

    #[test]
    fn a_seq_file_written_reads_back_and_rewriting_needs_the_at_sign() {
        let mut d = blank();
        d.open(2, b"0:DATA,S,W");
        assert_eq!(message(&mut d), "00, OK,00,00");
        for &b in b"HELLO\r" {
            assert!(d.write(2, b));
        }
        d.close(2);
        assert!(d.take_changed());
        let e = d.disk.d64().unwrap().find(b"DATA").unwrap();
        assert_eq!(e.file_type(), FileType::Seq);
        d.open(3, b"DATA,S,R");
        assert_eq!(read_all(&mut d, 3), b"HELLO\r");
        assert_eq!(d.read(3), Byte::None);
        d.close(3);
        d.open(2, b"DATA,S,W");
        assert_eq!(message(&mut d), "63,FILE EXISTS,00,00");
        d.open(2, b"@0:DATA,S,W");
        d.write(2, b'X');
        d.close(2);
        d.open(2, b"DATA,P,R");
        assert_eq!(message(&mut d), "64,FILE TYPE MISMATCH,00,00");
        d.open(2, b"DATA,S,A");
        d.write(2, b'Y');
        d.close(2);
        d.open(2, b"DATA");
        assert_eq!(read_all(&mut d, 2), b"XY");
        d.open(4, b"NONE,S,R");
        assert_eq!(message(&mut d), "62,FILE NOT FOUND,00,00");
        assert_eq!(d.read(4), Byte::None);
    }

    #[test]
    fn scratch_rename_and_unknown_commands() {
        let mut d = blank();
        for name in [&b"A1"[..], b"A2", b"B"] {
            d.open(1, name);
            d.write(1, 1);
            d.close(1);
        }
        let free = d.disk.d64().unwrap().blocks_free();
        d.open(15, b"S0:A*");
        assert_eq!(message(&mut d), "01, FILES SCRATCHED,02,00");
        assert_eq!(d.disk.d64().unwrap().blocks_free(), free + 2);
        d.command(b"R0:C=B");
        assert_eq!(message(&mut d), "00, OK,00,00");
        assert!(d.exists(b"C") && !d.exists(b"B"));
        d.command(b"R0:X=NONE");
        assert_eq!(message(&mut d), "62,FILE NOT FOUND,00,00");
        d.command(b"I0");
        assert_eq!(message(&mut d), "00, OK,00,00");
        d.command(b"Q");
        assert_eq!(message(&mut d), "31,SYNTAX ERROR,00,00");
        d.command(b"S:NOTHING");
        assert_eq!(message(&mut d), "01, FILES SCRATCHED,00,00");
    }

    #[test]
    fn the_directory_loads_as_a_program() {
        let mut d = blank();
        d.open(0, b"$");
        let program = read_all(&mut d, 0);
        assert_eq!(&program[..2], &[0x01, 0x04]);
        assert_eq!(program, d.disk.d64().unwrap().directory_program().unwrap());
    }
}

/// The drive's SEQ writes as `vice_buffers.py` saw them on the true-drive 1541.
mod drive_buffers {
    use super::*;
    use crate::d64::drive::Drive;

    fn write_seq(drive: &mut Drive, name: &[u8], data: &[u8]) {
        drive.open(2, &[name, b",S,W"].concat());
        for &b in data {
            drive.write(2, b);
        }
        drive.close(2);
    }

    fn image(drive: &Drive) -> D64 {
        drive.image().expect("an image")
    }

    #[test]
    fn a_short_file_keeps_what_its_buffer_held() {
        // A file of one block, scratched, then another of one block: the second's block
        // was filled in buffer 1 over the first's (vice_drive.py seed 3, case 3).
        let mut drive = Drive::new(D64::format(b"TEST DISK", *b"01", 35));
        write_seq(&mut drive, b"F1", &[b'A'; 100]);
        drive.command(b"S0:F1");
        write_seq(&mut drive, b"F0", b"HI");
        let d = image(&drive);
        let s = d.sector(17, 0, crate::Place::Offset(0)).unwrap();
        assert_eq!(&s[..4], &[0, 3, b'H', b'I']);
        assert_eq!(&s[4..102], &[b'A'; 98][..]);
        assert_eq!(s[102], 0);
    }

    #[test]
    fn a_second_block_holds_the_directory_sector_of_its_open() {
        // Right after power-on a file of two blocks: the second was filled in buffer 2,
        // which held the directory sector with the entry OPEN wrote (not closed).
        let mut drive = Drive::new(D64::format(b"TEST DISK", *b"01", 35));
        let mut data = vec![b'1'; 254];
        data.extend_from_slice(&[b'2'; 5]);
        write_seq(&mut drive, b"B", &data);
        let d = image(&drive);
        let s = d.sector(17, 10, crate::Place::Offset(0)).unwrap();
        assert_eq!(&s[..7], &[0, 6, b'2', b'2', b'2', b'2', b'2']);
        assert_eq!(&s[7..21], &[0xA0; 14][..]);
        assert!(s[21..].iter().all(|&b| b == 0));
    }

    #[test]
    fn a_file_not_closed_is_left_as_the_1541_leaves_it() {
        let mut drive = Drive::new(D64::format(b"TEST DISK", *b"01", 35));
        drive.open(2, b"A,S,W");
        for k in 0..4u8 {
            for _ in 0..254 {
                drive.write(2, b'A' + k);
            }
        }
        for _ in 0..50 {
            drive.write(2, b'E');
        }
        let d = image(&drive);
        // The entry is there, not closed, with 0 blocks; four full blocks are written,
        // the fifth is still in the drive; track 17's BAM entry is all zero.
        let listing = d.directory_listing().unwrap();
        assert!(
            listing.contains("0    \"A\"               *SEQ"),
            "{listing}"
        );
        let e = &d.entries().unwrap()[0];
        assert_eq!((e.start, e.blocks, e.closed()), ((17, 0), 0, false));
        let s = d.sector(17, 8, crate::Place::Offset(0)).unwrap();
        assert_eq!((s[0], s[1], s[2]), (17, 18, b'D'));
        assert!(d
            .sector(17, 18, crate::Place::Offset(0))
            .unwrap()
            .iter()
            .all(|&b| b == 0));
        assert_eq!(&d.bytes()[at(18, 0) + 68..at(18, 0) + 72], &[0; 4]);
        assert_eq!(d.blocks_free(), 643);
        // Closed, it is an ordinary file.
        drive.close(2);
        let d = image(&drive);
        assert_eq!(d.read(b"A").unwrap().1.len(), 4 * 254 + 50);
        assert_eq!(d.blocks_free(), 659);
    }

    #[test]
    fn two_files_not_closed_take_blocks_from_the_same_bam() {
        // As the true-drive 1541 left them (vice_drive.py PROGRAM): the second file's
        // first block is on track 17 too, beside the first file's.
        let mut drive = Drive::new(D64::format(b"TEST DISK", *b"01", 35));
        drive.open(2, b"A,S,W");
        for _ in 0..4 * 254 + 50 {
            drive.write(2, b'A');
        }
        drive.open(3, b"B,S,W");
        for &b in b"HELLO\r" {
            drive.write(3, b);
        }
        let d = image(&drive);
        let starts: Vec<_> = d.entries().unwrap().iter().map(|e| e.start).collect();
        assert_eq!(starts, [(17, 0), (17, 1)]);
        assert_eq!(
            &d.bytes()[at(18, 0) + 76..at(18, 0) + 80],
            &[19, 0xFF, 0xFF, 7]
        );
    }
}
