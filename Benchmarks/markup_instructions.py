#!/usr/bin/env python3
"""Counts the instructions of loading and rendering the periodic table against Foundation's XMLParser, with callgrind.

Wall-clock times on a shared 2-core machine vary by ±15% from run to run, more than most changes to the loader; an
instruction count is the same every run (hashing seeded the same way, SWIFT_DETERMINISTIC_HASHING=1). Runs the
release MarkupBenchmark once under `valgrind --tool=callgrind` and prints, per call, the instructions of
`MarkupLoader.load`, `HTMLRenderer.document` and `XMLParser.parse` (parse only, the peer), and their ratios.
Instructions are not time (a cache miss costs more than an add): read them next to MarkupBenchmark's timings.

    python3 Benchmarks/markup_instructions.py [--runs 3]

Needs valgrind (Debian's package). The binary is copied without its DWARF debug information, which valgrind 3.19
cannot read; its symbols stay.
"""
import argparse, collections, os, re, subprocess, tempfile

from benchlib import build_products

FUNCTIONS = [  # (what, mangled prefix)
    ("MarkupKit load (parse + resolve)", "$s9MarkupKit0A6LoaderV4load"),
    ("MarkupHTML render (whole page)", "$s10MarkupHTML12HTMLRendererV8document"),
    ("Foundation XMLParser (parse only)", "$s13FoundationXML9XMLParserC5parseSbyF"),
]


def per_call(profile):
    """Inclusive instructions per call of each function, summed over the call sites callgrind recorded."""
    names, calls, inclusive = {}, collections.Counter(), collections.Counter()
    callee, pending = None, None
    for line in open(profile):
        match = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
        if match:
            kind, number, name = match.groups()
            if name:
                names[number] = name.strip()
            callee = number if kind == "cfn" else None
            continue
        match = re.match(r"calls=(\d+)", line)
        if match and callee:
            calls[callee] += int(match.group(1))
            pending = callee
            continue
        if pending:
            fields = line.split()
            if len(fields) >= 2:
                inclusive[pending] += int(fields[1])
            pending = None
    result = {}
    for what, prefix in FUNCTIONS:
        numbers = [n for n, name in names.items() if name.startswith(prefix) and calls[n]]
        total_calls = sum(calls[n] for n in numbers)
        if total_calls:
            result[what] = sum(inclusive[n] for n in numbers) / total_calls
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3, help="MarkupBenchmark's timed runs (after its 20 warm-up loads)")
    options = parser.parse_args()
    binaries = build_products("MarkupBenchmark")
    with tempfile.TemporaryDirectory() as folder:
        binary = os.path.join(folder, "MarkupBenchmark")
        subprocess.run(["strip", "--strip-debug", "-o", binary, os.path.join(binaries, "MarkupBenchmark")], check=True)
        profile = os.path.join(folder, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", binary, "--runs", str(options.runs)],
                       check=True, capture_output=True,
                       env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1", "LD_LIBRARY_PATH": binaries})
        counts = per_call(profile)
    peer = counts.get(FUNCTIONS[2][0])
    if not peer or len(counts) != len(FUNCTIONS):
        raise SystemExit(f"callgrind recorded no calls of some functions: {counts}")
    print("The periodic table (29,528 bytes, 534 views), instructions per call counted by callgrind "
          "(each function's calls in one MarkupBenchmark run, first calls included).\n")
    print("| what | instructions per call | ÷ XMLParser's |")
    print("|---|---:|---:|")
    for what, _ in FUNCTIONS:
        print(f"| {what} | {counts[what] / 1e6:.2f} M | {counts[what] / peer:.2f} |")


if __name__ == "__main__":
    main()
