#!/usr/bin/env python3
"""WebServiceProxy versus raw URLSession and AsyncHTTPClient, against one local HTTP-RPC server, in one run.

Builds release binaries, starts KiloMathServer, and runs ClientBenchmark against it: 2,000 sequential and 2,000
concurrent (8 at a time) GETs per client, rounds interleaved. Prints a Markdown table of medians.

Usage: python3 Benchmarks/client_benchmark.py [--rounds 5]
"""
import argparse, os, signal, subprocess, sys, time, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE], check=True, stdout=sys.stderr)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE, "--show-bin-path"],
                              check=True, capture_output=True, text=True).stdout.strip()
    port = 18180
    server = subprocess.Popen([os.path.join(bin_path, "KiloMathServer"), str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/math/sum?a=2&b=4").read()
                break
            except OSError:
                time.sleep(0.1)
        subprocess.run([os.path.join(bin_path, "ClientBenchmark"), f"http://127.0.0.1:{port}", str(args.rounds)], check=True)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
