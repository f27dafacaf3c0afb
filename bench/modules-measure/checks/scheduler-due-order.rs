// Advancing the clock fires only the tasks due by then, earliest first, and
// tasks due at the same time by higher priority first.
fn main() {
    let mut scheduler = subject::Scheduler::new();
    scheduler.schedule_at("backup", 30, 1).unwrap();
    scheduler.schedule_at("report", 10, 2).unwrap();
    scheduler.schedule_at("email", 10, 7).unwrap();
    scheduler.schedule_at("cleanup", 50, 9).unwrap();
    let fired: Vec<String> = scheduler.advance_to(30).into_iter().map(|f| f.name).collect();
    assert_eq!(fired, ["email", "report", "backup"]);
}
