//! A deterministic task scheduler on a simulated clock: one-shot and
//! periodic tasks kept in a binary heap ordered by due time, then priority,
//! then submission order, with cancellation, run limits, durations written
//! like `1h30m` and run statistics. Nothing here sleeps: the caller moves
//! the clock forward and gets back what fired.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::fmt;

/// A point on the simulated clock, in seconds.
pub type Tick = u64;

pub const MAX_PRIORITY: u8 = 9;
pub const DEFAULT_PRIORITY: u8 = 4;
const UNITS: [(char, Tick); 4] = [('d', 86_400), ('h', 3_600), ('m', 60), ('s', 1)];

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    InPast { due: Tick, now: Tick },
    BadPriority(u8),
    ZeroPeriod,
    UnknownTask(TaskId),
    BadDuration(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InPast { due, now } => write!(f, "due at {due}, but the clock is at {now}"),
            Error::BadPriority(p) => write!(f, "priority {p} is above {MAX_PRIORITY}"),
            Error::ZeroPeriod => write!(f, "a periodic task needs a period above zero"),
            Error::UnknownTask(id) => write!(f, "no pending task {id}"),
            Error::BadDuration(s) => write!(f, "not a duration: {s:?}"),
        }
    }
}

impl std::error::Error for Error {}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TaskId(pub u64);

impl fmt::Display for TaskId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// What the scheduler knows about a task between its runs.
#[derive(Debug, Clone)]
pub struct Task {
    pub id: TaskId,
    pub name: String,
    pub priority: u8,
    pub period: Option<Tick>,
    pub runs: u32,
    pub max_runs: Option<u32>,
}

/// One place in the queue. `BinaryHeap` is a max-heap, so the entry that
/// must run first compares greatest: the earliest due, then the highest
/// priority, then the first submitted.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    due: Tick,
    priority: u8,
    seq: u64,
    id: TaskId,
}

impl Ord for Entry {
    fn cmp(&self, other: &Self) -> Ordering {
        other
            .due
            .cmp(&self.due)
            .then_with(|| self.priority.cmp(&other.priority))
            .then_with(|| other.seq.cmp(&self.seq))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// A task that ran: when, and which.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Firing {
    pub at: Tick,
    pub id: TaskId,
    pub name: String,
    pub run: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    pub scheduled: u64,
    pub fired: u64,
    pub cancelled: u64,
    pub busiest_tick: Option<(Tick, usize)>,
}

#[derive(Debug, Default)]
pub struct Scheduler {
    now: Tick,
    heap: BinaryHeap<Entry>,
    tasks: HashMap<TaskId, Task>,
    cancelled: HashSet<TaskId>,
    next_id: u64,
    seq: u64,
    stats: Stats,
}

fn check_priority(priority: u8) -> Result<u8, Error> {
    if priority > MAX_PRIORITY {
        return Err(Error::BadPriority(priority));
    }
    Ok(priority)
}

impl Scheduler {
    pub fn new() -> Scheduler {
        Scheduler::default()
    }

    pub fn now(&self) -> Tick {
        self.now
    }

    /// Runs NAME once at DUE; equal due times run the higher priority first.
    pub fn schedule_at(&mut self, name: &str, due: Tick, priority: u8) -> Result<TaskId, Error> {
        self.add(name, due, priority, None)
    }

    /// Runs NAME once after DELAY, written like `90s`, `5m` or `1h30m`.
    pub fn schedule_in(&mut self, name: &str, delay: &str, priority: u8) -> Result<TaskId, Error> {
        let due = self.now.saturating_add(parse_duration(delay)?);
        self.add(name, due, priority, None)
    }

    /// Runs NAME at FIRST and then every PERIOD until cancelled.
    pub fn schedule_every(&mut self, name: &str, first: Tick, period: Tick, priority: u8) -> Result<TaskId, Error> {
        if period == 0 {
            return Err(Error::ZeroPeriod);
        }
        self.add(name, first, priority, Some(period))
    }

    fn add(&mut self, name: &str, due: Tick, priority: u8, period: Option<Tick>) -> Result<TaskId, Error> {
        if due < self.now {
            return Err(Error::InPast { due, now: self.now });
        }
        let priority = check_priority(priority)?;
        let id = TaskId(self.next_id);
        self.next_id += 1;
        let task = Task { id, name: name.to_string(), priority, period, runs: 0, max_runs: None };
        self.tasks.insert(id, task);
        self.push(id, due, priority);
        self.stats.scheduled += 1;
        Ok(id)
    }

    fn push(&mut self, id: TaskId, due: Tick, priority: u8) {
        self.heap.push(Entry { due, priority, seq: self.seq, id });
        self.seq += 1;
    }

    /// Stops a periodic task after MAX runs in all.
    pub fn limit_runs(&mut self, id: TaskId, max: u32) -> Result<(), Error> {
        let task = self.tasks.get_mut(&id).ok_or(Error::UnknownTask(id))?;
        task.max_runs = Some(max);
        Ok(())
    }

    /// Cancels a pending task; its queue entry is dropped when it comes up.
    pub fn cancel(&mut self, id: TaskId) -> Result<Task, Error> {
        let task = self.tasks.remove(&id).ok_or(Error::UnknownTask(id))?;
        self.cancelled.insert(id);
        self.stats.cancelled += 1;
        Ok(task)
    }

    /// The due time of the next live task, discarding cancelled entries.
    pub fn next_due(&mut self) -> Option<Tick> {
        while let Some(top) = self.heap.peek() {
            if self.cancelled.remove(&top.id) {
                self.heap.pop();
                continue;
            }
            return Some(top.due);
        }
        None
    }

    /// Moves the clock to TIME and returns the tasks that fell due, in the
    /// order they ran. A periodic task due more than once runs each time.
    pub fn advance_to(&mut self, time: Tick) -> Vec<Firing> {
        let mut fired = Vec::new();
        while let Some(due) = self.next_due() {
            if due > time {
                break;
            }
            let entry = self.heap.pop().expect("next_due saw an entry");
            self.now = entry.due;
            let Some(task) = self.tasks.get_mut(&entry.id) else { continue };
            task.runs += 1;
            fired.push(Firing { at: entry.due, id: task.id, name: task.name.clone(), run: task.runs });
            let again = match (task.period, task.max_runs) {
                (Some(_), Some(max)) if task.runs >= max => None,
                (Some(period), _) => Some(entry.due + period),
                (None, _) => None,
            };
            match again {
                Some(next) => self.push(entry.id, next, entry.priority),
                None => {
                    self.tasks.remove(&entry.id);
                }
            }
        }
        self.now = self.now.max(time);
        self.record(&fired);
        fired
    }

    /// Runs until nothing is pending or LIMIT tasks have run (periodic tasks
    /// never run out on their own).
    pub fn run_until_idle(&mut self, limit: usize) -> Vec<Firing> {
        let mut all = Vec::new();
        while all.len() < limit {
            let Some(due) = self.next_due() else { break };
            let mut batch = self.advance_to(due);
            batch.truncate(limit - all.len());
            all.append(&mut batch);
        }
        all
    }

    fn record(&mut self, fired: &[Firing]) {
        self.stats.fired += fired.len() as u64;
        let mut per_tick: HashMap<Tick, usize> = HashMap::new();
        for firing in fired {
            *per_tick.entry(firing.at).or_default() += 1;
        }
        for (tick, count) in per_tick {
            let busier = match self.stats.busiest_tick {
                Some((best_tick, best)) => count > best || (count == best && tick < best_tick),
                None => true,
            };
            if busier {
                self.stats.busiest_tick = Some((tick, count));
            }
        }
    }

    pub fn pending(&self) -> usize {
        self.tasks.len()
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }
}

/// Parses a duration made of numbers with units `d`, `h`, `m` and `s`, each
/// at most once and largest first (`1h30m`, `45s`); a bare number is seconds.
pub fn parse_duration(text: &str) -> Result<Tick, Error> {
    let bad = || Error::BadDuration(text.to_string());
    let text = text.trim();
    if text.is_empty() {
        return Err(bad());
    }
    if let Ok(seconds) = text.parse::<Tick>() {
        return Ok(seconds);
    }
    let mut total: Tick = 0;
    let mut number = String::new();
    let mut next_unit = 0;
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let Some(index) = UNITS.iter().position(|(unit, _)| *unit == c) else { return Err(bad()) };
        if number.is_empty() || index < next_unit {
            return Err(bad());
        }
        let value: Tick = number.parse().map_err(|_| bad())?;
        total = value
            .checked_mul(UNITS[index].1)
            .and_then(|v| total.checked_add(v))
            .ok_or_else(bad)?;
        number.clear();
        next_unit = index + 1;
    }
    if !number.is_empty() {
        return Err(bad());
    }
    Ok(total)
}

/// Writes TICKS the way `parse_duration` reads it (`0s` for zero).
pub fn format_duration(mut ticks: Tick) -> String {
    if ticks == 0 {
        return "0s".to_string();
    }
    let mut out = String::new();
    for (unit, size) in UNITS {
        if ticks >= size {
            out.push_str(&format!("{}{}", ticks / size, unit));
            ticks %= size;
        }
    }
    out
}
