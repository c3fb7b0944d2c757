#!/usr/bin/env python3
"""Runs every benchmark and writes their tables into one Markdown file, with the date and the machine.

    python3 Benchmarks/run_all.py [--smoke] [--output Benchmarks/results.md] [--only server,client,...]

Each benchmark script prints its tables on stdout (its progress goes to stderr); this runs them in turn, in one run,
and gathers what they print under a heading per script. The README's tables are copied from this file.

`--smoke` runs each with tiny sizes, in a debug build (`HTTPRPC_BENCH_CONFIGURATION=debug`): what CI runs, so that
no benchmark stops building or running unnoticed. Its figures are printed, not judged, and mean nothing. A script
that fails fails the run.
"""
import argparse, datetime, os, platform, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))

# (name, script, arguments of a full run, arguments of a smoke run)
BENCHMARKS = [
    ("server", "server_benchmark.py", [], ["--rounds", "1", "--duration", "1", "--connections", "8"]),
    ("responder", "responder_benchmark.py", [], ["--requests", "500", "--runs", "1"]),
    ("client", "client_benchmark.py", [], ["--rounds", "1"]),
    ("upload", "upload_benchmark.py", [], ["--rounds", "1", "--megabytes", "2"]),
    ("stream", "stream_benchmark.py", [], ["--rounds", "1", "--size-mb", "4"]),
    ("employees", "employees_benchmark.py", [],
     ["--rounds", "1", "--duration", "1", "--connections", "4", "--streams", "1", "--employees", "2000"]),
    ("databases", "databases_benchmark.py", [],
     ["--rounds", "1", "--duration", "1", "--connections", "4", "--streams", "1", "--employees", "2000"]),
    ("layout", "layout_benchmark.py", [], ["--rounds", "1", "--runs", "1"]),
    ("markup", "lima_benchmark.py", [], ["--runs", "1"]),
    ("markup instructions", "markup_instructions.py", [], ["--runs", "1"]),
    ("live", "live_benchmark.py", [], ["--rounds", "1", "--clicks", "10", "--sessions", "10"]),
    ("rows", "rows_benchmark.py", [], ["--rounds", "1", "--employees", "1000", "--taps", "5", "--sessions", "8"]),
    ("soak", "soak.py", [], ["--math-seconds", "2", "--employee-seconds", "2", "--employees", "2000", "--only", "soak"]),
    ("live soak", "live_soak.py", [], ["--seconds", "12", "--sessions", "20", "--rate", "50", "--settle-seconds", "10"]),
]


def machine():
    cores = os.cpu_count()
    with open("/proc/meminfo") as meminfo:
        memory = int(meminfo.readline().split()[1]) / 1024 / 1024
    return f"{platform.system()} {platform.release()}, {cores} cores, {memory:.0f} GiB"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--smoke", action="store_true", help="tiny sizes, a debug build: does everything still run?")
    parser.add_argument("--output", default=os.path.join(HERE, "results.md"))
    parser.add_argument("--only", help="comma-separated names: " + ", ".join(name for name, _, _, _ in BENCHMARKS))
    arguments = parser.parse_args()
    chosen = [b for b in BENCHMARKS if not arguments.only or b[0] in arguments.only.split(",")]
    environment = dict(os.environ)
    if arguments.smoke:
        environment["HTTPRPC_BENCH_CONFIGURATION"] = "debug"
    started = datetime.datetime.now(datetime.timezone.utc)
    sections, failed = [], []
    for name, script, full, smoke in chosen:
        command = [sys.executable, os.path.join(HERE, script)] + (smoke if arguments.smoke else full)
        print(f"== {name}: {' '.join(command[1:])}", file=sys.stderr, flush=True)
        began = time.monotonic()
        result = subprocess.run(command, stdout=subprocess.PIPE, text=True, env=environment)
        seconds = time.monotonic() - began
        status = "" if result.returncode == 0 else f" — **failed** (exit {result.returncode})"
        if result.returncode != 0:
            failed.append(name)
        sections.append(
            f"## {name}\n\n`python3 Benchmarks/{script} {' '.join(smoke if arguments.smoke else full)}`"
            f" ({seconds:.0f} s){status}\n\n{result.stdout.strip()}\n")
        print(result.stdout, flush=True)
    mode = "smoke run (debug build, tiny sizes: the figures mean nothing)" if arguments.smoke else "release builds"
    header = (f"# Benchmarks, {started:%Y-%m-%d %H:%M} UTC\n\n{machine()}; {mode}. Ratios compare figures of this run "
              "only.\n")
    with open(arguments.output, "w") as output:
        output.write("\n".join([header] + sections))
    print(f"wrote {arguments.output}", file=sys.stderr)
    if failed:
        raise SystemExit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
