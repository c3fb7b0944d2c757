#!/usr/bin/env python3
"""Seed 004's claims, measured: "you don't need GraphQL", and query results streamed in flat memory.

1. REST versus hand-written code and GraphQL: `GET /employees/10004?details=titles&details=salaries` on our server
   against a hand-written Hummingbird route running the same three queries through sqlite-nio and encoding with
   Codable, and against the same data through GraphQL (Graphiti 3.1 + GraphQL 4.3 behind a Hummingbird route, reading
   through KiloSQL), all on the same full-size SQLite file (300,024 employees), same run, rounds interleaved. Checks
   that all answer the same data; prints req/s, p99, bytes and server CPU per request (medians) and the ratios.
2. Streaming `GET /employees` (every employee) at 10,000, 100,000 and 300,024 rows, each size in a fresh server
   process: rows/s (median of the runs, whole responses read by curl) and the server's peak resident memory, as JSON
   and then as CSV (`Accept: text/csv`) from the same process, with the ratio.

The example databases are generated once into Benchmarks/data/ (about 30 s for the full size in a release build),
each by a process of its own, so that the measured servers never carry the generator's memory.

Usage: python3 Benchmarks/employees_benchmark.py [--rounds 3] [--duration 10] [--connections 64] [--streams 5]
"""
import argparse, json, os, statistics, subprocess, sys

from benchlib import HERE, build_products, cpu_seconds, ensure_wrk, proc_status_mb, start, stop, wait_until_answers, wrk

FULL_SIZE = 300_024
STREAM_SIZES = [10_000, 100_000, FULL_SIZE]
DATA = os.path.join(HERE, "data")
REST_PATH = "/employees/10004?details=titles&details=salaries"
GRAPHQL_QUERY = ("{ employee(id: 10004) { employeeNumber firstName lastName "
                 "titles { title fromDate toDate } salaries { salary fromDate toDate } } }")


def compare_answers(servers, processes):
    """Every server must answer the same employee; returns the body sizes in bytes, by server name."""
    sizes, answers = {}, {}
    for name, product, port, _, script in servers:
        if script is None:
            body = wait_until_answers(f"http://127.0.0.1:{port}{REST_PATH}", product, process=processes[name])
            answers[name] = json.loads(body)
        else:
            body = wait_until_answers(
                f"http://127.0.0.1:{port}/graphql", product, process=processes[name],
                data=json.dumps({"query": GRAPHQL_QUERY}).encode(), headers={"Content-Type": "application/json"})
            answers[name] = json.loads(body)["data"]["employee"]
        sizes[name] = len(body)
    ours = answers[servers[0][0]]
    for name, answer in answers.items():
        if answer != ours:
            raise SystemExit(f"the answers differ:\n{servers[0][0]}: {ours}\n{name}: {answer}")
    if len(ours["salaries"]) != 16 or ours["firstName"] != "Chirstian":
        raise SystemExit(f"not the seed's employee 10004: {ours}")
    return sizes


def rest_versus_graphql(bin_path, args):
    lua = os.path.join(DATA, "graphql.lua")
    with open(lua, "w") as script:
        body = json.dumps({"query": GRAPHQL_QUERY})
        script.write(f'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = {json.dumps(body)}\n')
    servers = [  # (name, product, port, url, wrk script)
        ("HTTP-RPC REST", "KiloEmployeesServer", 18280, f"http://127.0.0.1:18280{REST_PATH}", None),
        ("Hummingbird + sqlite-nio, hand-written", "HummingbirdEmployeesServer", 18282,
         f"http://127.0.0.1:18282{REST_PATH}", None),
        ("GraphQL (Graphiti)", "GraphQLEmployeesServer", 18281, "http://127.0.0.1:18281/graphql", lua),
    ]
    processes = {name: start(os.path.join(bin_path, product), port, DATA, FULL_SIZE, port=port) for name, product, port, _, _ in servers}
    results = {name: {"rps": [], "p99": [], "cpu": []} for name, *_ in servers}
    try:
        sizes = compare_answers(servers, processes)
        for round_number in range(args.rounds):
            shift = round_number % len(servers)
            for name, _, _, url, script in servers[shift:] + servers[:shift]:
                wrk(url, 2, args.connections, script)  # warm-up
                before = cpu_seconds(processes[name].pid)
                rps, p99, total = wrk(url, args.duration, args.connections, script)
                results[name]["cpu"].append((cpu_seconds(processes[name].pid) - before) / total * 1e6)
                results[name]["rps"].append(rps)
                results[name]["p99"].append(p99)
                print(f"round {round_number + 1}: {name}: {rps:.0f} req/s, p99 {p99:.2f} ms", file=sys.stderr, flush=True)
    finally:
        stop(processes.values())
    ours = statistics.median(results[servers[0][0]]["rps"])
    ours_cpu = statistics.median(results[servers[0][0]]["cpu"])
    print(f"### REST versus hand-written code and GraphQL: employee 10004 with titles and salaries\n\n"
          f"`wrk -t2 -c{args.connections} -d{args.duration}s --latency`, release builds, the same {FULL_SIZE:,}-employee "
          f"SQLite file, medians of {args.rounds} interleaved rounds on {os.cpu_count()} cores shared with wrk. "
          f"All answers hold the same data (checked).\n")
    print("| server | request | req/s (median) | runs | p99 latency | body bytes | server CPU per request | HTTP-RPC ÷ this (req/s) |")
    print("|---|---|---:|---|---:|---:|---:|---:|")
    for name, _, _, url, script in servers:
        r = results[name]
        rps = statistics.median(r["rps"])
        request = "the same `GET`" if script is None and name != servers[0][0] else (
            f"`GET {REST_PATH}`" if script is None else "`POST /graphql` (the same fields)")
        runs = " / ".join(f"{x / 1000:.2f}k" for x in r["rps"])
        print(f"| {name} | {request} | {rps:,.0f} | {runs} | {statistics.median(r['p99']):.2f} ms | {sizes[name]:,} | "
              f"{statistics.median(r['cpu']):.0f} µs | {ours / rps:.2f} |")
    for name, *_ in servers[1:]:
        print(f"\nServer CPU per request, {name} ÷ HTTP-RPC: {statistics.median(results[name]['cpu']) / ours_cpu:.2f}")
    print()


def stream(port, accept="application/json"):
    """Reads all of GET /employees with curl; returns (bytes, seconds)."""
    out = subprocess.run(["curl", "-sS", "--fail", "-o", "/dev/null", "-w", "%{size_download} %{time_total}",
                          "-H", f"Accept: {accept}", f"http://127.0.0.1:{port}/employees"],
                         check=True, capture_output=True, text=True).stdout
    size, seconds = out.split()
    return int(size), float(seconds)


def streaming(bin_path, args):
    print(f"### Streaming every employee: `GET /employees`\n\n"
          f"Each size in a fresh release server process; curl reads the whole response {args.streams} times (after one "
          f"checked run); rows/s is the median. Peak RSS is the server's high-water mark (VmHWM) after all runs; "
          f"the baseline is its resident memory before the first request.\n")
    print("| rows | JSON bytes | JSON rows/s (median) | runs (s) | server RSS before | peak RSS after JSON "
          "| CSV bytes | CSV rows/s (median) | CSV / JSON | peak RSS after CSV |")
    print("|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|")
    for size in STREAM_SIZES:
        port = 18290
        process = start(os.path.join(bin_path, "KiloEmployeesServer"), port, DATA, size, port=port)
        try:
            wait_until_answers(f"http://127.0.0.1:{port}/employees/10001", "KiloEmployeesServer", process=process)
            baseline = proc_status_mb(process.pid, "VmRSS")
            rows = json.loads(subprocess.run(["curl", "-sS", "--fail", f"http://127.0.0.1:{port}/employees"],
                                             check=True, capture_output=True).stdout)
            if len(rows) != size or rows[0]["employeeNumber"] != 10001:
                raise SystemExit(f"GET /employees answered {len(rows)} rows, expected {size}")
            runs = [stream(port) for _ in range(args.streams)]
            peak = proc_status_mb(process.pid, "VmHWM")
            table = subprocess.run(["curl", "-sS", "--fail", "-H", "Accept: text/csv", f"http://127.0.0.1:{port}/employees"],
                                   check=True, capture_output=True).stdout.decode().split("\r\n")
            if len(table) != size + 2 or not table[0].startswith("employeeNumber,") or not table[1].startswith("10001,"):
                raise SystemExit(f"GET /employees as CSV answered {len(table) - 2} rows, expected {size}: {table[:2]}")
            csv_runs = [stream(port, "text/csv") for _ in range(args.streams)]
            csv_peak = proc_status_mb(process.pid, "VmHWM")
        finally:
            stop([process])
        seconds = [s for _, s in runs]
        json_rate = size / statistics.median(seconds)
        csv_rate = size / statistics.median(s for _, s in csv_runs)
        print(f"| {size:,} | {runs[0][0]:,} | {json_rate:,.0f} | "
              f"{' / '.join(f'{s:.3f}' for s in seconds)} | {baseline:.1f} MB | {peak:.1f} MB | "
              f"{csv_runs[0][0]:,} | {csv_rate:,.0f} | {csv_rate / json_rate:.2f} | {csv_peak:.1f} MB |", flush=True)


def main():
    global FULL_SIZE, STREAM_SIZES
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--streams", type=int, default=5)
    parser.add_argument("--only", choices=["graphql", "streaming"], help="run one of the two benchmarks")
    parser.add_argument("--employees", type=int, default=FULL_SIZE, help="the data's size (smaller for a smoke run)")
    args = parser.parse_args()
    FULL_SIZE = max(args.employees, 10_004 - 10_000 + 1)
    STREAM_SIZES = [size for size in STREAM_SIZES if size < FULL_SIZE] + [FULL_SIZE]
    ensure_wrk()
    peers = [] if args.only == "streaming" else ["HummingbirdEmployeesServer", "GraphQLEmployeesServer"]
    bin_path = build_products("KiloEmployeesServer", *peers)
    os.makedirs(DATA, exist_ok=True)
    for size in sorted(set(STREAM_SIZES + [FULL_SIZE])):
        subprocess.run([os.path.join(bin_path, "KiloEmployeesServer"), "0", DATA, str(size), "--generate"], check=True)
    if args.only != "streaming":
        rest_versus_graphql(bin_path, args)
    if args.only != "graphql":
        streaming(bin_path, args)


if __name__ == "__main__":
    main()
