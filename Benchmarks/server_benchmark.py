#!/usr/bin/env python3
"""Measures GET /math/sum?a=2&b=4 on our server and its peers, in one run.

Builds release binaries, starts every server on its own port, then runs `wrk` against each in turn for several
rounds (interleaved, so that drift in the machine hits all alike, each round starting with the next server). Prints requests/s, p99 latency and server RSS
(medians over rounds) and our ratio to each peer, as a Markdown table.

Usage: python3 Benchmarks/server_benchmark.py [--rounds 3] [--duration 10] [--connections 64]
"""
import argparse, os, statistics, sys, tempfile

from benchlib import build_httprpc, build_products, cpu_seconds, ensure_wrk, rss_mb, start, stop, wait_until_answers, wrk

# The server users run: every example service, Prometheus metrics, request IDs, the idle and write timeouts on.
HTTPRPC_SERVE = "httprpc serve"
SERVERS = [  # (name shown, product, port)
    ("HTTP-RPC, `httprpc serve` (metrics, request IDs, timeouts on)", HTTPRPC_SERVE, 18079),
    ("HTTP-RPC (KiloServer)", "KiloMathServer", 18080),
    ("HTTP-RPC behind Hummingbird Router", "KiloRouterMathServer", 18081),
    ("Hummingbird route, hand-written", "HummingbirdMathServer", 18082),
    ("SwiftNIO NIOHTTP1, raw", "NIOMathServer", 18083),
    ("Vapor route", "VaporMathServer", 18084),
]
PATH = "/math/sum?a=2&b=4"


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
    ensure_wrk()
    bin_path = build_products(*(product for _, product, _ in SERVERS if product != HTTPRPC_SERVE))
    httprpc = build_httprpc() if any(product == HTTPRPC_SERVE for _, product, _ in SERVERS) else None
    processes = {}
    data = tempfile.TemporaryDirectory()
    try:
        for name, product, port in SERVERS:
            if product == HTTPRPC_SERVE:
                processes[name] = start(httprpc, "serve", "--port", port, "--log-level", "warning", "--employees", 1000,
                                        "--data-directory", data.name, port=port)
            else:
                processes[name] = start(os.path.join(bin_path, product), port, port=port)

        def is_six(body):
            assert body == b"6", body

        for name, product, port in SERVERS:
            wait_until_answers(f"http://127.0.0.1:{port}{PATH}", name, is_six, process=processes[name])
        results = {name: {"rps": [], "p99": [], "rss": [], "cpu": []} for name, _, _ in SERVERS}
        for round_number in range(args.rounds):
            # Each round starts with a different server, so that no server always follows the same one.
            shift = round_number % len(SERVERS)
            for name, product, port in SERVERS[shift:] + SERVERS[:shift]:
                url = f"http://127.0.0.1:{port}{PATH}"
                wrk(url, 2, args.connections)  # warm-up
                cpu_before = cpu_seconds(processes[name].pid)
                rps, p99, total = wrk(url, args.duration, args.connections)
                results[name]["cpu"].append((cpu_seconds(processes[name].pid) - cpu_before) / total * 1e6)
                results[name]["rps"].append(rps)
                results[name]["p99"].append(p99)
                results[name]["rss"].append(rss_mb(processes[name].pid))
                print(f"round {round_number + 1}: {name}: {rps:.0f} req/s, p99 {p99:.2f} ms", file=sys.stderr, flush=True)
    finally:
        stop(processes.values())
        data.cleanup()
    print(f"`wrk -t2 -c{args.connections} -d{args.duration}s` on `GET {PATH}`, release builds, "
          f"medians of {args.rounds} interleaved rounds; wrk and the servers share the machine's {os.cpu_count()} cores, "
          f"so req/s is bounded by the load generator; server CPU per request is not.\n")
    peer = next((name for name, product, _ in SERVERS if product == "HummingbirdMathServer"), SERVERS[0][0])
    peer_rps = statistics.median(results[peer]["rps"])
    peer_cpu = statistics.median(results[peer]["cpu"])
    print("| server | req/s (median) | runs | p99 latency | server CPU per request | RSS after | "
          "req/s ÷ Hummingbird route's | Hummingbird route's CPU per request ÷ this |")
    print("|---|---:|---|---:|---:|---:|---:|---:|")
    for name, _, _ in SERVERS:
        r = results[name]
        rps = statistics.median(r["rps"])
        runs = " / ".join(f"{x / 1000:.1f}k" for x in r["rps"])
        cpu = statistics.median(r["cpu"])
        print(f"| {name} | {rps:,.0f} | {runs} | {statistics.median(r['p99']):.2f} ms | {cpu:.1f} µs | "
              f"{statistics.median(r['rss']):.0f} MB | {rps / peer_rps:.2f} | {peer_cpu / cpu:.2f} |")
    print("\nBoth ratios read as speed: above 1 is faster (more requests per second, less CPU per request) than the "
          "hand-written Hummingbird route.")


if __name__ == "__main__":
    main()
