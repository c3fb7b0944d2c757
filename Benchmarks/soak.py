#!/usr/bin/env python3
"""Load and faults on the release `httprpc serve`, with the full-size employee data (300,024 employees).

1. Soaks: `wrk` on `/math/sum` (10 minutes) and on the employee endpoint (5 minutes), each with a slow client beside
   it reading the 300,024-row `GET /employees` over and over at about 1 MB/s; the server's RSS is sampled every 5 s.
   Reports requests, errors, p50/p99, RSS (first, highest, last) and the slow reader's complete runs.
2. Shutdown under load: SIGTERM while `wrk` runs and 8 clients stream every employee; every stream must end complete
   (300,024 rows) and the server must exit 0.
3. PostgreSQL stopped mid-run (with --postgres URL and the commands that stop and start it): an employee is asked for
   every 50 ms (each request on a thread of its own); the database is stopped after 5 s and started 15 s later. Reports how soon the answers
   turn to 503, the slowest answer while it is away, and how soon they are 200 again.

Usage: python3 Benchmarks/soak.py [--math-seconds 600] [--employee-seconds 300] [--only soak|shutdown|postgres]
       [--postgres URL --pg-stop 'CMD' --pg-start 'CMD']
"""
import argparse, http.client, os, re, shlex, signal, subprocess, sys, threading, time

from benchlib import HERE, build_httprpc, ensure_port_free, ensure_wrk, latency_ms, proc_status_mb, run, wait_until_answers

EMPLOYEES = 300_024
DATA = os.path.join(HERE, "data")
EMPLOYEE_PATH = "/employees/10004?details=titles&details=salaries"


def serve(binary, port, *options):
    ensure_port_free(port, "httprpc serve")
    process = subprocess.Popen([binary, "serve", "--port", str(port), "--log-level", "warning",
                                "--data-directory", DATA, *options], stdout=subprocess.DEVNULL, stderr=sys.stderr)
    wait_until_answers(f"http://127.0.0.1:{port}/math/sum?a=1&b=2", "httprpc serve", process=process)
    return process


def read_employees(port, pause=0.0, chunk=16384):
    """Reads all of GET /employees (pausing `pause` s per chunk); returns the number of rows, or an error text."""
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        connection.request("GET", "/employees")
        response = connection.getresponse()
        if response.status != 200:
            return f"status {response.status}"
        rows, tail = 0, b""
        while True:
            data = response.read(chunk)
            if not data:
                break
            text = tail + data
            rows += text.count(b'{"employeeNumber":')
            tail = text[-17:]
            rows -= tail.count(b'{"employeeNumber":')  # counted again with the next chunk
            if pause:
                time.sleep(pause)
        rows += tail.count(b'{"employeeNumber":')
        connection.close()
        return rows
    except Exception as error:  # a reset or a timeout is a result to report, not a crash of the script
        return f"{type(error).__name__}: {error}"


def run_wrk(url, seconds):
    out = subprocess.run(["wrk", "-t2", "-c64", f"-d{seconds}s", "--latency", url],
                         check=True, capture_output=True, text=True).stdout
    socket_errors = re.search(r"Socket errors: (.*)", out)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {
        "requests": int(re.search(r"(\d+) requests in", out).group(1)),
        "p50": latency_ms(re.search(r"\n\s+50%\s+(\S+)", out).group(1)),
        "p99": latency_ms(re.search(r"\n\s+99%\s+(\S+)", out).group(1)),
        "errors": (socket_errors.group(1) if socket_errors else "none") + (
            f", {non_2xx.group(1)} non-2xx" if non_2xx else ", 0 non-2xx"),
    }


def soak(binary, name, path, seconds, port=18380):
    process = serve(binary, port, "--employees", str(EMPLOYEES))
    stop = threading.Event()
    samples, slow_runs = [], []

    def sample():
        while not stop.wait(5):
            samples.append(proc_status_mb(process.pid, "VmRSS"))

    def slow_reader():
        while not stop.is_set():
            slow_runs.append(read_employees(port, pause=0.016))

    threads = [threading.Thread(target=sample), threading.Thread(target=slow_reader)]
    try:
        samples.append(proc_status_mb(process.pid, "VmRSS"))
        for thread in threads:
            thread.start()
        result = run_wrk(f"http://127.0.0.1:{port}{path}", seconds)
        stop.set()
        for thread in threads:
            thread.join()
        samples.append(proc_status_mb(process.pid, "VmRSS"))
    finally:
        stop.set()
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)
    complete = sum(1 for rows in slow_runs if rows == EMPLOYEES)
    others = [rows for rows in slow_runs if rows != EMPLOYEES]
    print(f"| {name} `{path}` | {seconds // 60} min | {result['requests']:,} | {result['errors']} | "
          f"{result['p50']:.2f} / {result['p99']:.2f} ms | {samples[0]:.1f} / {max(samples):.1f} / {samples[-1]:.1f} MB | "
          f"{complete} complete{', then ' + ', '.join(map(str, others)) if others else ''} |", flush=True)


def shutdown_under_load(binary, port=18381, streams=8):
    process = serve(binary, port, "--employees", str(EMPLOYEES))
    results = [None] * streams
    load = subprocess.Popen(["wrk", "-t2", "-c64", "-d15s", f"http://127.0.0.1:{port}/math/sum?a=2&b=4"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def stream(index):
        results[index] = read_employees(port)

    threads = [threading.Thread(target=stream, args=(index,)) for index in range(streams)]
    for thread in threads:
        thread.start()
    time.sleep(1)
    signalled = time.monotonic()
    process.send_signal(signal.SIGTERM)
    code = process.wait(timeout=120)
    exited = time.monotonic() - signalled
    for thread in threads:
        thread.join()
    load.wait()
    complete = sum(1 for rows in results if rows == EMPLOYEES)
    print(f"SIGTERM 1 s into {streams} streams of {EMPLOYEES:,} rows under wrk load: {complete} of {streams} streams "
          f"complete ({results}), exit code {code}, exited {exited:.1f} s after the signal.", flush=True)


def postgres_outage(binary, url, pg_stop, pg_start, port=18382):
    process = serve(binary, port, "--database", url, "--employees", "10000")
    log = []  # (seconds since start, status or error, latency)
    began = time.monotonic()

    def ask():
        sent = time.monotonic()
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            connection.request("GET", EMPLOYEE_PATH)
            response = connection.getresponse()
            response.read()
            outcome = response.status
            connection.close()
        except Exception as error:
            outcome = type(error).__name__
        log.append((sent - began, outcome, time.monotonic() - sent))

    askers = []

    def ask_for(seconds):
        """A request every 50 ms, each on a thread of its own, so that a slow answer delays no other question."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            askers.append(threading.Thread(target=ask))
            askers[-1].start()
            time.sleep(0.05)

    try:
        wait_until_answers(f"http://127.0.0.1:{port}{EMPLOYEE_PATH}", "the PostgreSQL example")
        ask_for(5)
        stopped_at = time.monotonic() - began
        subprocess.run(shlex.split(pg_stop), check=True, stdout=subprocess.DEVNULL)
        ask_for(15)
        started_at = time.monotonic() - began
        subprocess.run(shlex.split(pg_start), check=True, stdout=subprocess.DEVNULL)
        ask_for(15)
        for asker in askers:
            asker.join()
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)
    counts = {}
    for _, outcome, _ in log:
        counts[outcome] = counts.get(outcome, 0) + 1
    log.sort()
    first_503 = min((t + latency for t, outcome, latency in log if t >= stopped_at and outcome == 503), default=None)
    outage = [latency for t, _, latency in log if stopped_at <= t < started_at]
    back = next((t for t, outcome, _ in log if t >= started_at and outcome == 200), None)
    always_ok_after = next((t for t, _, _ in log if t >= started_at and all(
        outcome == 200 for later, outcome, _ in log if later >= t)), None)
    print(f"PostgreSQL stopped at {stopped_at:.1f} s and started at {started_at:.1f} s, a request every 50 ms: answers "
          f"{counts}; first 503 {(first_503 - stopped_at) if first_503 is not None else float('nan'):.2f} s after the "
          f"stop; slowest answer while away {max(outage, default=0):.2f} s; first 200 asked "
          f"{(back - started_at) if back else float('nan'):.2f} s after the start, every answer 200 from "
          f"{(always_ok_after - started_at) if always_ok_after else float('nan'):.2f} s after it.", flush=True)


def main():
    global EMPLOYEES
    parser = argparse.ArgumentParser()
    parser.add_argument("--math-seconds", type=int, default=600)
    parser.add_argument("--employee-seconds", type=int, default=300)
    parser.add_argument("--only", choices=["soak", "shutdown", "postgres"])
    parser.add_argument("--postgres", help="a PostgreSQL URL for the outage run")
    parser.add_argument("--pg-stop", help="the command that stops that PostgreSQL")
    parser.add_argument("--pg-start", help="the command that starts it again")
    parser.add_argument("--employees", type=int, default=EMPLOYEES, help="the data's size (smaller for a smoke run)")
    args = parser.parse_args()
    EMPLOYEES = args.employees
    ensure_wrk()
    binary = build_httprpc()
    os.makedirs(DATA, exist_ok=True)
    if args.only in (None, "soak"):
        print("| load | length | requests | socket errors, non-2xx | p50 / p99 | server RSS first / highest / last | "
              "slow reader beside it (rows per run) |\n|---|---|---:|---|---:|---:|---|", flush=True)
        if args.math_seconds:
            soak(binary, "wrk -t2 -c64", "/math/sum?a=2&b=4", args.math_seconds)
        if args.employee_seconds:
            soak(binary, "wrk -t2 -c64", EMPLOYEE_PATH, args.employee_seconds)
    if args.only in (None, "shutdown"):
        shutdown_under_load(binary)
    if args.only in (None, "postgres"):
        if args.postgres and args.pg_stop and args.pg_start:
            postgres_outage(binary, args.postgres, args.pg_stop, args.pg_start)
        else:
            print("PostgreSQL outage skipped: give --postgres, --pg-stop and --pg-start", flush=True)


if __name__ == "__main__":
    main()
