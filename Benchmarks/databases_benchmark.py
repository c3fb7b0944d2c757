#!/usr/bin/env python3
"""The example server on each of KiloSQL's three databases, in one run: SQLite (embedded), PostgreSQL and MariaDB.

`httprpc serve` (release, built with the PostgreSQL and MySQL traits) is started on each in turn, with the same
generated data (300,024 employees; a server database is filled on first use and kept, in the database
`kilo_bench`). Measured:

1. `GET /employees/10004?details=titles&details=salaries` (three queries): req/s and server CPU per request, medians
   of interleaved rounds. The three answers must be the same bytes (seed 004's JSON on every database).
2. `GET /employees`, every employee streamed: rows/s (median of the runs, read whole by curl) and the server's peak
   resident memory (VmHWM), each database in a fresh server process.

Needs `HTTPRPC_POSTGRES_URL` and `HTTPRPC_MARIADB_URL` (a server whose user may create a database); `psql` and
`mariadb` (the clients Debian installs with the servers) create `kilo_bench` when it is missing.

Usage: python3 Benchmarks/databases_benchmark.py [--rounds 3] [--duration 10] [--connections 64] [--streams 3]
       [--employees 300024] [--binary PATH]
"""
import argparse, os, statistics, subprocess, sys, time, urllib.parse, urllib.request

from benchlib import CONFIGURATION, HERE, build_httprpc, cpu_seconds, ensure_wrk, proc_status_mb, start, stop, wrk

REST_PATH = "/employees/10004?details=titles&details=salaries"
BENCH_DATABASE = "kilo_bench"


def server_url(variable, size):
    """The URL of the benchmark's database on the server `variable` names, created when missing; one per data size,
    so that a smoke run's small data never stands in for the full size."""
    url = os.environ.get(variable)
    if not url:
        raise SystemExit(f"set {variable} to a running server (see the docstring)")
    parts = urllib.parse.urlsplit(url)
    name = f"{BENCH_DATABASE}_{size}"
    if parts.scheme.startswith("postgres"):
        exists = subprocess.run(["psql", url, "-tAc", f"SELECT 1 FROM pg_database WHERE datname = '{name}'"],
                                check=True, capture_output=True, text=True).stdout.strip()
        if not exists:
            subprocess.run(["psql", url, "-qc", f"CREATE DATABASE {name}"], check=True)
    else:
        subprocess.run(["mariadb", "-h", parts.hostname, "-P", str(parts.port or 3306), "-u", parts.username or "root"]
                       + ([f"-p{parts.password}"] if parts.password else [])
                       + ["-e", f"CREATE DATABASE IF NOT EXISTS {name}"], check=True)
    return urllib.parse.urlunsplit(parts._replace(path="/" + name))


def serve(binary, database, size, port):
    """Starts `httprpc serve` on `database` (a URL, or None for SQLite) and waits until it answers; the first start on
    an empty database fills it, which may take minutes."""
    arguments = ["serve", "--port", port, "--employees", size, "--log-level", "error",
                 "--data-directory", os.path.join(HERE, "data", "httprpc")]
    if database:
        arguments += ["--database", database]
    process = start(binary, *arguments, port=port)
    deadline = time.monotonic() + 1800
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"httprpc {' '.join(map(str, arguments))} exited with status {process.returncode}")
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/health/ready").read()
            return process
        except OSError:
            time.sleep(0.5)
    stop([process])
    raise SystemExit(f"httprpc on {database or 'SQLite'} did not answer within 30 minutes")


def stream(port):
    """Reads all of GET /employees with curl; returns (bytes, seconds)."""
    out = subprocess.run(["curl", "-sS", "--fail", "-o", "/dev/null", "-w", "%{size_download} %{time_total}",
                          f"http://127.0.0.1:{port}/employees"], check=True, capture_output=True, text=True).stdout
    size, seconds = out.split()
    return int(size), float(seconds)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--streams", type=int, default=3)
    parser.add_argument("--employees", type=int, default=300_024)
    parser.add_argument("--binary", help="a built httprpc (release, both traits) instead of building one")
    args = parser.parse_args()
    size = max(args.employees, 5)
    ensure_wrk()
    binary = args.binary or build_httprpc()
    databases = [  # (name, URL or None for SQLite, port)
        ("SQLite", None, 18300),
        ("PostgreSQL", server_url("HTTPRPC_POSTGRES_URL", size), 18301),
        ("MariaDB", server_url("HTTPRPC_MARIADB_URL", size), 18302),
    ]

    # 1. The employee endpoint, all three servers running, rounds interleaved.
    processes = {}
    try:
        for name, url, port in databases:
            started = time.monotonic()
            processes[name] = serve(binary, url, size, port)
            print(f"{name}: ready after {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
        bodies = {name: urllib.request.urlopen(f"http://127.0.0.1:{port}{REST_PATH}").read()
                  for name, _, port in databases}
        if len(set(bodies.values())) != 1:
            raise SystemExit("the databases answer differently:\n" + "\n".join(f"{n}: {b[:300]!r}" for n, b in bodies.items()))
        results = {name: {"rps": [], "cpu": [], "p99": []} for name, _, _ in databases}
        for round_number in range(args.rounds):
            shift = round_number % len(databases)
            for name, _, port in databases[shift:] + databases[:shift]:
                url = f"http://127.0.0.1:{port}{REST_PATH}"
                wrk(url, 2, args.connections)  # warm-up
                before = cpu_seconds(processes[name].pid)
                rps, p99, total = wrk(url, args.duration, args.connections)
                results[name]["cpu"].append((cpu_seconds(processes[name].pid) - before) / total * 1e6)
                results[name]["rps"].append(rps)
                results[name]["p99"].append(p99)
                print(f"round {round_number + 1}: {name}: {rps:.0f} req/s", file=sys.stderr, flush=True)
    finally:
        stop(processes.values())
    sqlite_rps = statistics.median(results["SQLite"]["rps"])
    build = "a given binary" if args.binary else f"{CONFIGURATION} build"
    print(f"### One service on three databases: employee 10004 with titles and salaries\n\n"
          f"`httprpc serve` ({build}, traits PostgreSQL and MySQL) on each database with the same {size:,} generated "
          f"employees; `wrk -t2 -c{args.connections} -d{args.duration}s`, medians of {args.rounds} interleaved rounds "
          f"on {os.cpu_count()} cores shared with wrk and the database servers (whose CPU is not counted). The three "
          f"answers are the same {len(bodies['SQLite']):,} bytes (checked).\n")
    print("| database | req/s (median) | runs | p99 latency | server CPU per request | ÷ SQLite (req/s) |")
    print("|---|---:|---|---:|---:|---:|")
    for name, _, _ in databases:
        r = results[name]
        rps = statistics.median(r["rps"])
        runs = " / ".join(f"{x / 1000:.2f}k" for x in r["rps"])
        print(f"| {name} | {rps:,.0f} | {runs} | {statistics.median(r['p99']):.2f} ms | "
              f"{statistics.median(r['cpu']):.0f} µs | {rps / sqlite_rps:.2f} |")
    print()

    # 2. Every employee streamed, each database in a fresh server process.
    print(f"### Every employee streamed: `GET /employees` ({size:,} rows)\n\n"
          f"A fresh server per database; curl reads the whole response {args.streams} times; rows/s is the "
          f"median. Peak RSS is the server's high-water mark (VmHWM) after the runs, beside its resident memory before "
          f"the first.\n")
    print("| database | bytes | rows/s (median) | runs (s) | server RSS before | peak RSS after |")
    print("|---|---:|---:|---|---:|---:|")
    sizes = set()
    for name, url, port in databases:
        process = serve(binary, url, size, port)
        try:
            baseline = proc_status_mb(process.pid, "VmRSS")
            runs = [stream(port) for _ in range(args.streams)]
            peak = proc_status_mb(process.pid, "VmHWM")
        finally:
            stop([process])
        sizes |= {b for b, _ in runs}
        if len(sizes) != 1:
            raise SystemExit(f"{name}: the streams differ in size from each other or another database's: {sizes}")
        seconds = [s for _, s in runs]
        print(f"| {name} | {runs[0][0]:,} | {size / statistics.median(seconds):,.0f} | "
              f"{' / '.join(f'{s:.3f}' for s in seconds)} | {baseline:.1f} MB | {peak:.1f} MB |", flush=True)


if __name__ == "__main__":
    main()
