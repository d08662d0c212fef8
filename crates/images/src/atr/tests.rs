//! Atari images made here: formatted with DOS 2, written, listed and read back, damaged.

use super::dos2::{DIR_FIRST, VTOC};
use super::*;
use crate::error::ImageError;

fn data(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 13 % 256) as u8).collect()
}

#[test]
fn a_blank_single_density_disk_has_707_free_sectors() {
    let d = Atr::format(Density::Single);
    assert_eq!(d.bytes().len(), 16 + 92_160);
    assert_eq!(d.directory_listing().unwrap(), "707 FREE SECTORS\n");
    let e = Atr::format(Density::Enhanced);
    assert_eq!(e.free_sectors().unwrap(), 1010);
    assert_eq!(e.directory_listing().unwrap(), "999+FREE SECTORS\n");
    let dd = Atr::format(Density::Double);
    assert_eq!(dd.bytes().len(), 16 + 183_936);
    assert_eq!(dd.free_sectors().unwrap(), 707);
}

#[test]
fn files_read_back_in_every_density() {
    for density in [Density::Single, Density::Enhanced, Density::Double] {
        let mut d = Atr::format(density);
        d.write("GAME.BAS", &data(1000)).unwrap();
        d.write("notes", &data(5)).unwrap();
        let d = Atr::from_bytes(d.bytes().to_vec()).unwrap();
        assert_eq!(d.read("GAME.BAS").unwrap().1, data(1000));
        assert_eq!(d.read("NOTES").unwrap().1, data(5));
        assert_eq!(d.read("G*.*").unwrap().0.file_name(), "GAME.BAS");
        let per = d.sector_size() - 3;
        let sectors = 1000usize.div_ceil(per);
        let listing = d.directory_listing().unwrap();
        assert!(
            listing.starts_with(&format!("  GAME    BAS {sectors:03}\n  NOTES       001\n")),
            "{listing}"
        );
    }
}

#[test]
fn dos2_takes_the_lowest_free_sectors() {
    let mut d = Atr::format(Density::Single);
    let e = d.write("A", &data(300)).unwrap();
    assert_eq!((e.start, e.count), (4, 3));
    assert_eq!(d.free_sectors().unwrap(), 704);
    assert_eq!(
        d.directory_listing().unwrap(),
        "  A           003\n704 FREE SECTORS\n"
    );
}

#[test]
fn names_must_be_new_and_valid() {
    let mut d = Atr::format(Density::Single);
    d.write("ONE.BAS", b"x").unwrap();
    assert!(matches!(
        d.write("ONE.BAS", b"y"),
        Err(ImageError::Exists(_))
    ));
    assert!(matches!(d.write("1ONE", b"y"), Err(ImageError::BadName(_))));
    assert!(matches!(
        d.write("TOOLONGNAME", b"y"),
        Err(ImageError::BadName(_))
    ));
    assert!(matches!(d.read("TWO"), Err(ImageError::NotFound(_))));
}

#[test]
fn a_full_directory_or_disk_says_so() {
    let mut d = Atr::format(Density::Single);
    for i in 0..64 {
        d.write(&format!("F{i}"), b"x").unwrap();
    }
    assert!(matches!(
        d.write("F64", b"x"),
        Err(ImageError::DirectoryFull(_))
    ));
    let mut d = Atr::format(Density::Single);
    assert!(matches!(
        d.write("BIG", &data(125 * 708)),
        Err(ImageError::Full(_))
    ));
    assert_eq!(d.free_sectors().unwrap(), 707);
}

#[test]
fn damaged_images_name_the_sector() {
    let mut d = Atr::format(Density::Single);
    d.write("FILE", &data(300)).unwrap();
    let sector_at = |n: usize| HEADER + (n - 1) * 128;
    // A file number that is not the entry's.
    let mut bytes = d.bytes().to_vec();
    bytes[sector_at(5) + 125] = 7 << 2;
    let err = Atr::from_bytes(bytes)
        .unwrap()
        .read("FILE")
        .unwrap_err()
        .to_string();
    assert!(err.contains("sector 5") && err.contains("164"), "{err}");
    // A link off the disk.
    let mut bytes = d.bytes().to_vec();
    bytes[sector_at(4) + 125] = 3;
    bytes[sector_at(4) + 126] = 0xFF;
    let err = Atr::from_bytes(bytes)
        .unwrap()
        .read("FILE")
        .unwrap_err()
        .to_string();
    assert!(err.contains("sector 4"), "{err}");
    // A loop.
    let mut bytes = d.bytes().to_vec();
    bytes[sector_at(5) + 126] = 4;
    let err = Atr::from_bytes(bytes)
        .unwrap()
        .read("FILE")
        .unwrap_err()
        .to_string();
    assert!(err.contains("loops"), "{err}");
    // A bad VTOC.
    let mut bytes = d.bytes().to_vec();
    bytes[sector_at(usize::from(VTOC))] = 9;
    let err = Atr::from_bytes(bytes)
        .unwrap()
        .directory_listing()
        .unwrap_err()
        .to_string();
    assert!(err.contains("sector 360"), "{err}");
    let mut bytes = d.bytes().to_vec();
    bytes[sector_at(usize::from(VTOC)) + 3] = 1;
    let err = Atr::from_bytes(bytes)
        .unwrap()
        .write("NEW", b"x")
        .unwrap_err()
        .to_string();
    assert!(err.contains("sector 360"), "{err}");
    // A truncated image.
    let err = Atr::from_bytes(d.bytes()[..5000].to_vec())
        .unwrap_err()
        .to_string();
    assert!(err.contains("truncated"), "{err}");
    // A directory entry pointing nowhere.
    let mut bytes = d.bytes().to_vec();
    bytes[sector_at(usize::from(DIR_FIRST)) + 3] = 0;
    bytes[sector_at(usize::from(DIR_FIRST)) + 4] = 0;
    assert!(Atr::from_bytes(bytes).unwrap().read("FILE").is_err());
}

#[test]
fn delete_gives_the_sectors_back_and_frees_the_entry() {
    let mut d = Atr::format(Density::Single);
    d.write("A.DAT", &data(300)).unwrap();
    d.write("B.DAT", &data(10)).unwrap();
    assert_eq!(d.free_sectors().unwrap(), 707 - 4);
    assert_eq!(d.delete("A.*").unwrap(), 1);
    assert_eq!(d.free_sectors().unwrap(), 707 - 1);
    assert!(matches!(d.read("A.DAT"), Err(ImageError::NotFound(_))));
    assert_eq!(d.read("B.DAT").unwrap().1, data(10));
    // The deleted entry is the first DOS 2 takes again, and the lowest sectors.
    let e = d.write("C", &data(5)).unwrap();
    assert_eq!((e.index, e.start), (0, 4));
    assert!(matches!(d.delete("NONE"), Err(ImageError::NotFound(_))));
}

#[test]
fn locked_files_refuse_delete_rename_and_replace() {
    let mut d = Atr::format(Density::Single);
    d.write("KEEP.BAS", &data(20)).unwrap();
    assert_eq!(d.set_locked("KEEP.BAS", true).unwrap(), 1);
    assert!(d
        .directory_listing()
        .unwrap()
        .starts_with("* KEEP    BAS 001"));
    let before = d.bytes().to_vec();
    assert!(matches!(d.delete("KEEP.BAS"), Err(ImageError::Locked(_))));
    assert!(matches!(
        d.rename("KEEP.BAS", "X"),
        Err(ImageError::Locked(_))
    ));
    assert!(matches!(
        d.replace("KEEP.BAS", b"new"),
        Err(ImageError::Locked(_))
    ));
    assert_eq!(d.bytes(), &before[..]);
    d.set_locked("*.*", false).unwrap();
    d.replace("KEEP.BAS", b"new").unwrap();
    assert_eq!(d.read("KEEP.BAS").unwrap().1, b"new");
}

#[test]
fn rename_keeps_the_characters_a_pattern_leaves() {
    let mut d = Atr::format(Density::Single);
    d.write("GAME.BAS", &data(20)).unwrap();
    d.write("DATA.DAT", &data(20)).unwrap();
    assert_eq!(d.rename("*.BAS", "*.OLD").unwrap(), 1);
    assert_eq!(d.read("GAME.OLD").unwrap().1, data(20));
    d.rename("DATA.DAT", "INFO").unwrap();
    assert!(d.read("INFO").is_ok());
    let listing = d.directory_matching("*.OLD").unwrap();
    assert_eq!(listing, "  GAME    OLD 001\n705 FREE SECTORS\n");
}

#[test]
fn the_chain_gives_each_sector_and_its_bytes() {
    let mut d = Atr::format(Density::Single);
    let e = d.write("F", &data(300)).unwrap();
    assert_eq!(d.chain(&e).unwrap(), vec![(4, 125), (5, 125), (6, 50)]);
}

#[test]
fn one_walk_reads_strictly_and_notes_leniently() {
    let mut d = Atr::format(Density::Single);
    let e = d.write("F", &data(300)).unwrap();
    // The middle sector claims 127 bytes, more than its 125 of room.
    let mut s = d.sector(5, crate::Place::Sector(5)).unwrap().to_vec();
    s[127] = 127;
    d.put(5, &s);
    match d.read_entry(&e) {
        Err(ImageError::Damaged { place, .. }) => assert_eq!(place, crate::Place::Sector(5)),
        other => panic!("{other:?}"),
    }
    assert_eq!(d.chain(&e).unwrap(), vec![(4, 125), (5, 125), (6, 50)]);
    // A sector of another file is damage to both.
    s[125] = (7 << 2) | (s[125] & 3);
    d.put(5, &s);
    assert!(d.read_entry(&e).is_err() && d.chain(&e).is_err());
}

#[test]
fn a_chain_into_a_double_density_boot_sector_is_damage() {
    // Found by the `images` fuzz target: the boot sectors of a double-density disk are 128
    // bytes, so a link to one of them must not be read as a 256-byte data sector.
    let mut d = Atr::format(Density::Double);
    let e = d.write("A", &data(600)).unwrap();
    let mut bytes = d.bytes().to_vec();
    let first = 16 + 3 * 128 + (usize::from(e.start) - 4) * 256;
    bytes[first + 253] &= !3;
    bytes[first + 254] = 2;
    let d = Atr::from_bytes(bytes).unwrap();
    let err = d.read("A").unwrap_err();
    assert!(err.to_string().contains("boot sector 2"), "{err}");
    assert!(d.chain(&d.find("A").unwrap()).is_err());
}
