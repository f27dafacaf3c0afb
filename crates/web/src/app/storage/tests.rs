//! Session names and ages.

use super::*;

#[test]
fn ages_read_as_people_say_them() {
    let now = 10.0 * DAY_MS;
    assert_eq!(age(now - 20_000.0, now), "just now");
    assert_eq!(age(now - 5.0 * 60_000.0, now), "5 min ago");
    assert_eq!(age(now - 3.0 * 3_600_000.0, now), "3 h ago");
    assert_eq!(age(now - 2.0 * DAY_MS, now), "2 days ago");
}

#[test]
fn a_session_is_named_by_its_file_or_first_line() {
    let mut setup = Setup {
        input: "\n  int main(void) { return 0; }\n".into(),
        ..Setup::default()
    };
    assert_eq!(name_of(&setup), "int main(void) { return 0; }");
    setup.input = "x".repeat(100);
    assert_eq!(name_of(&setup), format!("{}…", "x".repeat(40)));
    setup.file_name = Some("bug.c".into());
    assert_eq!(name_of(&setup), "bug.c");
}
