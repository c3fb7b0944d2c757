#!/usr/bin/env python3
"""Measures GET /math/sum?a=2&b=4 on our server and its peers, in one run.

Builds release binaries, starts every server on its own port, then runs `wrk` against each in turn for several
rounds (interleaved, so that drift in the machine hits all alike, each round starting with the next server). Prints requests/s, p99 latency and server RSS
(medians over rounds) and our ratio to each peer, as a Markdown table.

Usage: python3 Benchmarks/server_benchmark.py [--rounds 3] [--duration 10] [--connections 64]
"""
import argparse, os, re, shutil, signal, statistics, subprocess, sys, time, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
SERVERS = [  # (name shown, product, port)
    ("HTTP-RPC (KiloServer)", "KiloMathServer", 18080),
    ("HTTP-RPC behind Hummingbird Router", "KiloRouterMathServer", 18081),
    ("Hummingbird route, hand-written", "HummingbirdMathServer", 18082),
    ("SwiftNIO NIOHTTP1, raw", "NIOMathServer", 18083),
    ("Vapor route", "VaporMathServer", 18084),
]
PATH = "/math/sum?a=2&b=4"


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    return subprocess.run(cmd, check=True, stdout=sys.stderr, **kw)


def latency_ms(text):
    number, unit = re.match(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid):
    """User + system CPU time the process has used so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wrk(port, duration, connections):
    out = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{duration}s", "--latency", f"http://127.0.0.1:{port}{PATH}"],
        check=True, capture_output=True, text=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    total = int(re.search(r"(\d+) requests in", out).group(1))
    p99 = latency_ms(re.search(r"\n\s+99%\s+(\S+)", out).group(1))
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if errors:
        raise SystemExit(f"port {port}: {errors.group(1)} non-2xx responses")
    return rps, p99, total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--servers", help="comma-separated products to measure (default: all)")
    args = parser.parse_args()
    global SERVERS
    if args.servers:
        wanted = args.servers.split(",")
        SERVERS = [server for server in SERVERS if server[1] in wanted]
    if not shutil.which("wrk"):
        run(["apt-get", "install", "-y", "wrk"])
    run(["swift", "build", "-c", "release", "--package-path", HERE])
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE, "--show-bin-path"],
                              check=True, capture_output=True, text=True).stdout.strip()
    processes = {}
    try:
        for name, product, port in SERVERS:
            processes[name] = subprocess.Popen([os.path.join(bin_path, product), str(port)],
                                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for name, product, port in SERVERS:
            for _ in range(100):
                try:
                    body = urllib.request.urlopen(f"http://127.0.0.1:{port}{PATH}").read()
                    assert body == b"6", (name, body)
                    break
                except OSError:
                    time.sleep(0.1)
            else:
                raise SystemExit(f"{name} did not start")
        results = {name: {"rps": [], "p99": [], "rss": [], "cpu": []} for name, _, _ in SERVERS}
        for round_number in range(args.rounds):
            # Each round starts with a different server, so that no server always follows the same one.
            shift = round_number % len(SERVERS)
            for name, product, port in SERVERS[shift:] + SERVERS[:shift]:
                wrk(port, 2, args.connections)  # warm-up
                cpu_before = cpu_seconds(processes[name].pid)
                rps, p99, total = wrk(port, args.duration, args.connections)
                results[name]["cpu"].append((cpu_seconds(processes[name].pid) - cpu_before) / total * 1e6)
                results[name]["rps"].append(rps)
                results[name]["p99"].append(p99)
                results[name]["rss"].append(rss_mb(processes[name].pid))
                print(f"round {round_number + 1}: {name}: {rps:.0f} req/s, p99 {p99:.2f} ms", file=sys.stderr, flush=True)
    finally:
        for process in processes.values():
            process.send_signal(signal.SIGTERM)
        for process in processes.values():
            process.wait(timeout=10)
    ours = statistics.median(results[SERVERS[0][0]]["rps"])
    print(f"`wrk -t2 -c{args.connections} -d{args.duration}s` on `GET {PATH}`, release builds, "
          f"medians of {args.rounds} interleaved rounds; wrk and the server share the machine's {os.cpu_count()} cores, "
          f"so req/s is bounded by the load generator; server CPU per request is not.\n")
    ours_cpu = statistics.median(results[SERVERS[0][0]]["cpu"])
    print("| server | req/s (median) | runs | p99 latency | server CPU per request | RSS after | HTTP-RPC ÷ this (req/s) | this ÷ HTTP-RPC (CPU per request) |")
    print("|---|---:|---|---:|---:|---:|---:|---:|")
    for name, _, _ in SERVERS:
        r = results[name]
        rps = statistics.median(r["rps"])
        runs = " / ".join(f"{x / 1000:.1f}k" for x in r["rps"])
        cpu = statistics.median(r["cpu"])
        print(f"| {name} | {rps:,.0f} | {runs} | {statistics.median(r['p99']):.2f} ms | {cpu:.1f} µs | "
              f"{statistics.median(r['rss']):.0f} MB | {ours / rps:.2f} | {cpu / ours_cpu:.2f} |")


if __name__ == "__main__":
    main()
