//! A small Rust sample.
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    Number(f64),
    Ident(String),
    Op(char),
}

pub struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Self {
        Lexer { chars: text.chars().peekable() }
    }
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        while let Some(&c) = self.chars.peek() {
            if c.is_whitespace() {
                self.chars.next();
                continue;
            }
            if c.is_ascii_digit() {
                let mut s = String::new();
                while let Some(&d) = self.chars.peek() {
                    if !d.is_ascii_digit() && d != '.' {
                        break;
                    }
                    s.push(d);
                    self.chars.next();
                }
                return s.parse().ok().map(Token::Number);
            }
            self.chars.next();
            return Some(Token::Op(c));
        }
        None
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Number(n) => write!(f, "{n}"),
            Token::Ident(s) => write!(f, "{}", s),
            Token::Op(c) => write!(f, "{c}"),
        }
    }
}

fn main() {
    let mut counts: HashMap<String, usize> = HashMap::new();
    let raw = r#"a "quoted" string"#;
    for t in Lexer::new("1 + 2.5 * x") {
        *counts.entry(t.to_string()).or_default() += 1;
    }
    let v = vec![1, 2, 3,];
    println!("{:?} {} {}", counts, raw, v.len());
}
