use super::*;
use crate::dialect::{Altair, Gw};

fn kw(k: Keyword) -> Token {
    Token::Keyword(k)
}

#[test]
fn altair_finds_keywords_inside_words() {
    let t = tokenize::<Altair>(b"FORI=1TO9");
    assert_eq!(
        t,
        vec![
            kw(Keyword::For),
            Token::Char(b'I'),
            Token::Char(b'='),
            Token::Char(b'1'),
            kw(Keyword::To),
            Token::Char(b'9')
        ]
    );
}

#[test]
fn altair_remember_is_a_remark() {
    let t = tokenize::<Altair>(b"REMEMBER THE END");
    assert_eq!(
        t,
        vec![kw(Keyword::Rem), Token::Raw(b"EMBER THE END".to_vec())]
    );
}

#[test]
fn gw_remarkable_is_a_name() {
    let t = tokenize::<Gw>(b"REMARKABLE");
    assert_eq!(t.len(), 10);
    assert!(t.iter().all(|t| matches!(t, Token::Char(_))));
}

#[test]
fn gw_tab_needs_its_parenthesis() {
    assert_eq!(tokenize::<Gw>(b"TAB(3)")[0], kw(Keyword::Tab));
}

#[test]
fn data_stops_at_a_colon_outside_quotes() {
    let t = tokenize::<Altair>(b"DATA 1,\"A:B\",3:PRINT");
    assert_eq!(t[1], Token::Raw(b" 1,\"A:B\",3".to_vec()));
    assert_eq!(t[2], Token::Char(b':'));
    assert_eq!(t[3], kw(Keyword::Print));
}
