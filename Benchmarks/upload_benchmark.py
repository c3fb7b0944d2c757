#!/usr/bin/env python3
"""Measures uploads: a 100 MB file as multipart/form-data to POST /upload, and a 50 MB url-encoded form to POST /form.

Our server parses the form (the file goes to a temporary file, the field into an argument whose size it answers);
the peer, a hand-written
Hummingbird route, streams the raw body to a file with no parsing at all: what an upload costs at the least. Both
run in this process's run, interleaved over rounds. Prints the median throughput (MB/s of body), the server's peak
RSS, and our ratio to the peer, as a Markdown table.

Usage: python3 Benchmarks/upload_benchmark.py [--rounds 5] [--megabytes 100]
"""
import argparse, os, socket, statistics, subprocess, sys, tempfile, time

from benchlib import build_products, ensure_running, proc_status_mb, start, stop

SERVERS = [  # (name shown, product, port, multipart path, url-encoded path)
    ("HTTP-RPC (KiloServer)", "KiloUploadServer", 18090, "/upload", "/form"),
    ("Hummingbird route streaming the body to a file", "HummingbirdUploadServer", 18091, "/upload", "/upload"),
]


def wait_until_listening(port, name, process):
    for _ in range(100):
        ensure_running(process, name)
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"{name} did not start")


def curl(url, arguments):
    """Sends one upload with curl; returns (seconds, HTTP status)."""
    out = subprocess.run(
        ["curl", "-s", "-o", "/dev/null", "-w", "%{time_total} %{http_code}", "-H", "Expect:", *arguments, url],
        check=True, capture_output=True, text=True).stdout.split()
    return float(out[0]), int(out[1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--megabytes", type=int, default=100)
    args = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="upload-bench-")
    upload = os.path.join(directory, "upload.bin")
    with open(upload, "wb") as file:
        file.write(os.urandom(args.megabytes * 1024 * 1024))
    form = os.path.join(directory, "form.txt")
    with open(form, "wb") as file:
        file.write(b"name=bench&data=" + b"abcdefghij" * (args.megabytes * 1024 * 1024 // 20))
    kinds = [
        ("multipart, %d MB file" % args.megabytes, lambda path: ["-F", f"file=@{upload}"], os.path.getsize(upload), 3),
        ("url-encoded, %d MB field" % (args.megabytes // 2),
         lambda path: ["-H", "Content-Type: application/x-www-form-urlencoded", "--data-binary", f"@{form}"],
         os.path.getsize(form), 4),
    ]
    bin_path = build_products(*(product for _, product, _, _, _ in SERVERS))
    processes = {}
    try:
        for name, product, port, _, _ in SERVERS:
            processes[name] = start(os.path.join(bin_path, product), port, port=port)
            wait_until_listening(port, name, processes[name])
        results = {(name, kind): [] for name, *_ in SERVERS for kind, *_ in kinds}
        for round_number in range(args.rounds):
            shift = round_number % len(SERVERS)
            for name, product, port, *paths in SERVERS[shift:] + SERVERS[:shift]:
                for kind, arguments, size, path_index in kinds:
                    path = dict((server[0], server) for server in SERVERS)[name][path_index]
                    seconds, status = curl(f"http://127.0.0.1:{port}{path}", arguments(path))
                    assert status == 200, (name, kind, status)
                    results[(name, kind)].append(size / 1e6 / seconds)
                    print(f"round {round_number + 1}: {name}, {kind}: {size / 1e6 / seconds:.0f} MB/s",
                          file=sys.stderr, flush=True)
        peaks = {name: proc_status_mb(processes[name].pid, "VmHWM") for name, *_ in SERVERS}
    finally:
        stop(processes.values())
    ours = SERVERS[0][0]
    print("| Upload | Server | MB/s (median) | peak RSS (MB) | ours ÷ peer |")
    print("|---|---|---:|---:|---:|")
    for kind, *_ in kinds:
        for name, *_ in SERVERS:
            median = statistics.median(results[(name, kind)])
            ratio = statistics.median(results[(ours, kind)]) / median
            print(f"| {kind} | {name} | {median:.0f} | {peaks[name]:.0f} | {ratio:.2f} |")


if __name__ == "__main__":
    main()
