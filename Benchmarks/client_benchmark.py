#!/usr/bin/env python3
"""WebServiceProxy versus raw URLSession and AsyncHTTPClient, against one local HTTP-RPC server, in one run.

Builds release binaries, starts KiloMathServer, and runs ClientBenchmark against it: 2,000 sequential and 2,000
concurrent (8 at a time) GETs per client, rounds interleaved. Prints a Markdown table of medians.

Usage: python3 Benchmarks/client_benchmark.py [--rounds 5]
"""
import argparse, os, subprocess

from benchlib import build_products, start, stop, wait_until_answers


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    bin_path = build_products("KiloMathServer", "ClientBenchmark")
    port = 18180
    server = start(os.path.join(bin_path, "KiloMathServer"), port, port=port)
    try:
        wait_until_answers(f"http://127.0.0.1:{port}/math/sum?a=2&b=4", "KiloMathServer", process=server)
        subprocess.run([os.path.join(bin_path, "ClientBenchmark"), f"http://127.0.0.1:{port}", str(args.rounds)], check=True)
    finally:
        stop([server])


if __name__ == "__main__":
    main()
