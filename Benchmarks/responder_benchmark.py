#!/usr/bin/env python3
"""Measures the server's per-request work without the network: our ServiceResponder (bare, and with Prometheus
metrics as `httprpc serve` runs) against a hand-written Hummingbird route, in one process, alternately.

Loopback timings on a 2-core machine vary by ±10 % from run to run; in process, a change of a few hundred nanoseconds
in routing, argument decoding, result encoding, request IDs or metrics shows. Allocations are counted by the malloc
interposer. Prints one Markdown table.

Usage: python3 Benchmarks/responder_benchmark.py [--requests 20000] [--runs 9]
"""
import argparse, os, subprocess

from benchlib import build_products


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=20000, help="requests per run")
    parser.add_argument("--runs", type=int, default=9)
    options = parser.parse_args()
    binaries = build_products("ResponderBenchmark")
    output = subprocess.run(
        [os.path.join(binaries, "ResponderBenchmark"), str(options.requests), str(options.runs)],
        check=True, capture_output=True, text=True,
        env={**os.environ, "LD_PRELOAD": os.path.join(binaries, "libMallocInterposerSwift.so")}).stdout
    print(output.strip())


if __name__ == "__main__":
    main()
