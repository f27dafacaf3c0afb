//! A bounded load measurement of `whittle serve` on loopback.
//!
//! Starts the server in-process on 127.0.0.1 with a trivial script
//! (`exit 0`), runs the same script directly through `Script::run` for the
//! baseline, then sends a bounded number of requests from several client
//! threads at each `--jobs` setting, and prints JSON. All traffic goes to
//! 127.0.0.1; every phase stops after `--requests` requests or
//! `--max-seconds`, whichever comes first.
//!
//! cargo run --release -p whittle-serve --example load -- --requests 2000 --clients 8

use std::net::SocketAddr;
use std::os::unix::fs::PermissionsExt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::Parser;
use serde_json::{json, Value};
use whittle_exec::Script;
use whittle_serve::{serve, RemoteOracle, ServeConfig};

#[derive(Parser, Debug)]
struct Args {
    /// Requests per phase (at most).
    #[arg(long, default_value_t = 2000)]
    requests: usize,
    /// Client threads in the loaded phases.
    #[arg(long, default_value_t = 8)]
    clients: usize,
    /// The `--jobs` settings to measure.
    #[arg(long, value_delimiter = ',', default_value = "1,2,4")]
    jobs: Vec<usize>,
    /// Runs in the direct and the one-client phases.
    #[arg(long, default_value_t = 300)]
    serial: usize,
    /// Time limit of each phase, in seconds.
    #[arg(long, default_value_t = 20.0)]
    max_seconds: f64,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let load_before = load_average();
    let dir = tempfile::tempdir()?;
    let temp_root = tempfile::tempdir()?;
    let script_path = dir.path().join("exit0.sh");
    std::fs::write(&script_path, "#!/bin/sh\nexit 0\n")?;
    std::fs::set_permissions(&script_path, std::fs::Permissions::from_mode(0o755))?;
    let script = Script::new(&script_path, "candidate".as_ref())?
        .with_timeout(Some(Duration::from_secs(30)))
        .with_output_limit(whittle_serve::OUTPUT_EXCERPT)
        .with_temp_root(Some(temp_root.path().to_path_buf()));
    let candidate = vec![b'x'; 1024];
    let limit = Duration::from_secs_f64(args.max_seconds);

    // The script alone (the way the CLI's local oracle runs it) and through
    // the server with one client and one job, alternating so that both see
    // the same background load; the overhead is the median paired difference.
    let cancel = AtomicBool::new(false);
    let server = InProcess::start(script.clone(), 1)?;
    let oracle = server.oracle();
    let (mut direct, mut remote, mut differences) = (Vec::new(), Vec::new(), Vec::new());
    let start = Instant::now();
    while direct.len() < args.serial && start.elapsed() < limit {
        let t = Instant::now();
        let run = script.run(&candidate, &cancel)?;
        anyhow::ensure!(run.interesting(), "the trivial script failed: {run:?}");
        let d = t.elapsed();
        let t = Instant::now();
        let verdict = oracle.test(&candidate)?;
        anyhow::ensure!(verdict.interesting, "the server said {verdict:?}");
        let r = t.elapsed();
        direct.push(d);
        remote.push(r);
        differences.push(r.as_secs_f64() - d.as_secs_f64());
    }
    server.stop()?;
    differences.sort_by(f64::total_cmp);
    let overhead_p50 = differences[differences.len() / 2] * 1e3;
    let overhead_mean = differences.iter().sum::<f64>() * 1e3 / differences.len() as f64;
    // Throughput of each half on its own: requests over the time they took.
    let direct_time = direct.iter().sum();
    let remote_time = remote.iter().sum();
    let direct_stats = stats(&mut direct, direct_time, 0);
    let serial = stats(&mut remote, remote_time, 0);

    let mut loaded = Vec::new();
    for &jobs in &args.jobs {
        let server = InProcess::start(script.clone(), jobs)?;
        let mut result = load(&server, args.clients, args.requests, limit, &candidate);
        server.stop()?;
        result["jobs"] = json!(jobs);
        result["clients"] = json!(args.clients);
        loaded.push(result);
    }

    let left = std::fs::read_dir(temp_root.path())?.count();
    anyhow::ensure!(left == 0, "{left} temporary directories were left behind");
    let report = json!({
        "cpus": std::thread::available_parallelism().map_or(1, |n| n.get()),
        "candidate_bytes": candidate.len(),
        "direct_script_run": direct_stats,
        "server_one_client_jobs_1": serial,
        "server_overhead_per_test_ms": {
            "median_of_paired_differences": round(overhead_p50),
            "mean_of_paired_differences": round(overhead_mean),
        },
        "load_average_before_and_after": [load_before, load_average()],
        "loaded": loaded,
    });
    println!("{}", serde_json::to_string_pretty(&report)?);
    Ok(())
}

/// The server on its own runtime thread, on an ephemeral loopback port.
struct InProcess {
    addr: SocketAddr,
    stop: tokio::sync::oneshot::Sender<()>,
    thread: std::thread::JoinHandle<std::io::Result<()>>,
}

impl InProcess {
    fn start(script: Script, jobs: usize) -> anyhow::Result<InProcess> {
        let mut config = ServeConfig::new(script);
        config.jobs = jobs;
        config.queue = 1024;
        let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()?
                .block_on(async move {
                    let listener = tokio::net::TcpListener::from_std(listener)?;
                    serve(config, listener, async {
                        let _ = stopped.await;
                    })
                    .await
                })
        });
        Ok(InProcess { addr, stop, thread })
    }

    fn oracle(&self) -> RemoteOracle {
        let url = format!("http://{}", self.addr);
        RemoteOracle::new(&url, None, Some(Duration::from_secs(60))).expect("a valid URL")
    }

    fn stop(self) -> anyhow::Result<()> {
        let _ = self.stop.send(());
        self.thread
            .join()
            .map_err(|_| anyhow::anyhow!("the server thread panicked"))??;
        Ok(())
    }
}

/// `clients` threads share one client and send up to `total` requests, for
/// at most `limit`.
fn load(
    server: &InProcess,
    clients: usize,
    total: usize,
    limit: Duration,
    candidate: &[u8],
) -> Value {
    let oracle = server.oracle();
    let next = AtomicUsize::new(0);
    let errors = AtomicUsize::new(0);
    let latencies = Mutex::new(Vec::with_capacity(total));
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..clients {
            s.spawn(|| {
                let mut mine = Vec::new();
                while next.fetch_add(1, Ordering::Relaxed) < total && start.elapsed() < limit {
                    let t = Instant::now();
                    match oracle.test(candidate) {
                        Ok(v) if v.interesting => mine.push(t.elapsed()),
                        Ok(_) | Err(_) => {
                            errors.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                }
                latencies.lock().unwrap().extend(mine);
            });
        }
    });
    let elapsed = start.elapsed();
    let mut latencies = latencies.into_inner().unwrap();
    stats(&mut latencies, elapsed, errors.into_inner())
}

fn stats(latencies: &mut [Duration], elapsed: Duration, errors: usize) -> Value {
    latencies.sort();
    let ms = |d: Duration| round(d.as_secs_f64() * 1e3);
    let pick = |p: f64| {
        if latencies.is_empty() {
            return 0.0;
        }
        let i = ((p * latencies.len() as f64).ceil() as usize).clamp(1, latencies.len()) - 1;
        ms(latencies[i])
    };
    let mean = if latencies.is_empty() {
        0.0
    } else {
        latencies.iter().map(|d| d.as_secs_f64()).sum::<f64>() * 1e3 / latencies.len() as f64
    };
    json!({
        "requests": latencies.len(),
        "errors": errors,
        "seconds": round(elapsed.as_secs_f64()),
        "per_second": round(latencies.len() as f64 / elapsed.as_secs_f64()),
        "mean_ms": round(mean),
        "p50_ms": pick(0.50),
        "p90_ms": pick(0.90),
        "p99_ms": pick(0.99),
        "max_ms": latencies.last().map_or(0.0, |d| ms(*d)),
    })
}

/// The 1-minute load average, where the system tells it (Linux).
fn load_average() -> Value {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(Value::Null, |l| json!(l))
}

fn round(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}
