#!/usr/bin/env python3
"""Large transfers through WebServiceProxy in flat memory: 1 GB uploaded from a file, 1 GB uploaded from a stream,
1 GB downloaded through a streaming response handler, and a 1 GB list read element by element as it arrives (a JSON
array, then a CSV table, of 64-byte elements: 16.7 million of them), over URLSession and over AsyncHTTPClient.

Builds release binaries, starts StreamServer (Hummingbird, which never holds a body), and runs each transfer in a
StreamBenchmark process of its own, so that the peak resident memory it reports is that transfer's alone. Prints a
Markdown table of medians.

Usage: python3 Benchmarks/stream_benchmark.py [--size-mb 1024] [--rounds 3]
"""
import argparse, json, os, statistics, subprocess, tempfile

from benchlib import build_products, start, stop, wait_until_answers


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size-mb", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    size = args.size_mb * 1024 * 1024
    bin_path = build_products("StreamServer", "StreamBenchmark")
    port = 18181
    server = start(os.path.join(bin_path, "StreamServer"), port, port=port)
    # A sparse file: reading it costs no disk, and the client reads every byte of it all the same.
    with tempfile.NamedTemporaryFile(prefix="kilo-stream-", delete=False) as upload:
        upload.truncate(size)
    try:
        wait_until_answers(f"http://127.0.0.1:{port}/download?size=1", "StreamServer", process=server)
        print(f"{args.size_mb} MB per transfer against a local Hummingbird server (release builds); medians of "
              f"{args.rounds} runs, each in a process of its own.\n")
        print("| transport | transfer | MB/s | elements/s | peak RSS (MB) |")
        print("|---|---|---:|---:|---:|")
        for transport in ["urlsession", "asynchttpclient"]:
            for scenario in ["upload-file", "upload-stream", "download", "elements", "elements-csv"]:
                runs, failure = [], None
                for _ in range(args.rounds):
                    result = subprocess.run(
                        [os.path.join(bin_path, "StreamBenchmark"), f"http://127.0.0.1:{port}", transport, scenario,
                         str(size), upload.name], capture_output=True, text=True)
                    if result.returncode != 0:
                        # URLSession's reader of a list may fall behind by more than its bound: a row that says so.
                        failure = (result.stderr.strip().splitlines() or ["failed"])[-1]
                        break
                    runs.append(json.loads(result.stdout))
                if failure:
                    print(f"| {transport} | {scenario} | failed: {failure} | | |", flush=True)
                    continue
                rate = statistics.median(run["bytes"] / run["seconds"] / 1e6 for run in runs)
                peak = statistics.median(run["peak_rss_mb"] for run in runs)
                elements = f"{rate * 1e6 / 64:,.0f}" if scenario.startswith("elements") else ""
                print(f"| {transport} | {scenario} | {rate:.0f} | {elements} | {peak:.1f} |", flush=True)
    finally:
        os.unlink(upload.name)
        stop([server])


if __name__ == "__main__":
    main()
