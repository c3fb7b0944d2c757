#!/usr/bin/env python3
"""Lima's two costs on the periodic table.

1. Type-checking: how long the compiler takes over the periodic table's Lima files (the twin,
   Sources/MarkupExamples/Lima/PeriodicTableTwins.swift, and the converter's flat output,
   Tests/LimaTests/Converted/PeriodicTable.swift), each type-checked on its own against the package's debug
   modules, minus an empty file with the same imports; median of --runs, and the slowest function bodies
   (-debug-time-function-bodies). A result-builder DSL that type-checks slowly is a cost every build pays.
2. Building the tree: MarkupBenchmark (release) times the twin's declare + build against the markup load, alternately.

    python3 Benchmarks/lima_benchmark.py [--runs 9] [--skip-release]
"""
import argparse, os, re, statistics, subprocess, sys, tempfile, time

from benchlib import HERE, build_products, run

ROOT = os.path.dirname(HERE)
SOURCE = os.path.join(ROOT, "Sources/MarkupExamples/Lima/PeriodicTableTwins.swift")
CONVERTED = os.path.join(ROOT, "Tests/LimaTests/Converted/PeriodicTable.swift")
IMPORTS = "import Layout\nimport Lima\nimport MarkupKit\nimport MarkupExamples\n"


def typecheck(path, modules, extra=()):
    start = time.perf_counter()
    result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, *extra, path],
                            capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"type-checking {path} failed:\n{result.stderr}")
    return elapsed, result.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--skip-release", action="store_true", help="only the type-checking part")
    options = parser.parse_args()

    run(["swift", "build", "--package-path", ROOT, "--target", "MarkupExamples"])
    modules = os.path.join(ROOT, ".build/debug/Modules")
    # The twin as written, its two public twins renamed so that they do not collide with the built module's; and the
    # converter's output, one flat expression of every element (what `httprpc markup convert` gives a team).
    twin = open(SOURCE).read().replace("periodicTable:", "periodicTableCopy:").replace(
        "livePeriodicTable:", "livePeriodicTableCopy:")
    files = [("periodic table Lima twin", twin), ("periodic table converted by httprpc markup convert", open(CONVERTED).read())]
    with tempfile.TemporaryDirectory() as folder:
        empty = os.path.join(folder, "Empty.swift")
        open(empty, "w").write(IMPORTS)
        for label, text in files:
            text = IMPORTS + re.sub(r"^(public )?import \w+\n", "", text, flags=re.M)
            path = os.path.join(folder, "Screen.swift")
            open(path, "w").write(text)
            typecheck(path, modules)
            baseline, full = [], []
            for _ in range(options.runs):
                baseline.append(typecheck(empty, modules)[0])
                full.append(typecheck(path, modules)[0])
            _, timings = typecheck(path, modules, ["-Xfrontend", "-debug-time-function-bodies"])
            bodies = sorted((float(line.split("ms")[0]), line.split("\t")[-1]) for line in timings.splitlines()
                            if re.match(r"^\d+(\.\d+)?ms\t", line))
            print(f"{label}: {len(text.splitlines())} lines, {options.runs} runs (debug type-check, swiftc -typecheck)")
            print(f"  type-check median {statistics.median(full) * 1000:.0f} ms, empty file with the same imports "
                  f"{statistics.median(baseline) * 1000:.0f} ms: the file costs "
                  f"{(statistics.median(full) - statistics.median(baseline)) * 1000:.0f} ms")
            print(f"  function bodies: {sum(ms for ms, _ in bodies):.1f} ms in all; slowest:")
            for ms, name in reversed(bodies[-3:]):
                print(f"    {ms:.1f} ms  {name.split('@')[0]}")

    if not options.skip_release:
        binaries = build_products("MarkupBenchmark")
        # On standard output, so that run_all.py's table has it; the interposer preloaded to count allocations.
        result = subprocess.run(
            [os.path.join(binaries, "MarkupBenchmark")], check=True, capture_output=True, text=True,
            env={**os.environ, "LD_PRELOAD": os.path.join(binaries, "libMallocInterposerSwift.so")})
        print()
        print(result.stdout.strip())


if __name__ == "__main__":
    sys.exit(main())
