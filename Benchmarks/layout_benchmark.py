#!/usr/bin/env python3
"""The layout engine on the issue's tree, against a browser's layout engine measured in the same run.

The tree: a column of rows × 9 columns × 10 fixed-size leaves, every third column weighted (100 rows: 10,001 nodes),
also at 1,001 and 100,001 nodes; the 10,001-node tree with every leaf text that wraps (its height follows its
width: the weighted columns' leaves are measured again at every width); and one row of 1,000, 10,000 and 100,000
weighted siblings, each held to a maximum width its share breaks (`bounded`: the shares resolved by sorting where
each child reaches a bound, O(n log n); ns per node that grow with log n, not n). `LayoutBenchmark` (release build, malloc-interposer linked to count allocations)
reports ns per node for flattening the tree into a `LayoutTree`, for its first layout, and for a relayout after a
width change (1,200 ↔ 1,500 px), medians of its runs; and, for the whole tree, a relayout at the same size with
nothing changed, and one after a leaf's content changed (its measurement invalidated), as a share of a relayout. The peer is headless Chromium laying out the same 10,001-node
tree written with the CSS mapping (style and layout forced by reading a box; DOM building not timed), the same
first-layout and width-change cases. Rounds alternate between the two; medians of the rounds are printed.

Usage: python3 Benchmarks/layout_benchmark.py [--rounds 3] [--runs 21]
"""
import argparse, json, os, re, shutil, statistics, subprocess, tempfile

from benchlib import build_products

CHROMIUM_SCRIPT = """
<pre id="out"></pre><script>
const template = document.getElementById('tree');
const host = document.getElementById('host');
const first = [], relayout = [];
for (let run = 0; run < RUNS; run++) {
  host.replaceChildren(template.content.cloneNode(true));
  const root = host.firstElementChild;
  let start = performance.now();
  root.getBoundingClientRect(); host.offsetHeight;
  first.push(performance.now() - start);
  for (const width of ['1500px', '1200px']) {
    root.style.width = width;
    start = performance.now();
    root.getBoundingClientRect(); host.offsetHeight;
    relayout.push(performance.now() - start);
  }
}
const median = (values) => { const s = values.slice().sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const nodes = host.querySelectorAll('[data-n]').length;
document.getElementById('out').textContent = JSON.stringify(
  {nodes, first_layout_ns_per_node: median(first) * 1e6 / nodes, relayout_ns_per_node: median(relayout) * 1e6 / nodes});
</script>
"""


def chromium_binary():
    for name in [os.environ.get("HTTPRPC_CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    raise SystemExit("Chromium is needed for the peer (apt-get install chromium, or set HTTPRPC_CHROMIUM)")


def chromium_round(browser, page, runs, directory):
    with open(page) as file:
        html = file.read().replace("</body>", CHROMIUM_SCRIPT.replace("RUNS", str(runs)) + "</body>")
    path = os.path.join(directory, "timed.html")
    with open(path, "w") as file:
        file.write(html)
    output = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={directory}/profile", "--dump-dom",
         "file://" + path], capture_output=True, text=True, timeout=300).stdout
    match = re.search(r'<pre id="out">(.*?)</pre>', output, re.S)
    if not match:
        raise SystemExit("Chromium printed no timings")
    return json.loads(match.group(1))


# glibc's trim and mmap thresholds at 1 GB: freed memory stays in the process, as in one that has been running a while.
KEEP_MEMORY = "glibc.malloc.trim_threshold=1000000000:glibc.malloc.mmap_threshold=1000000000"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--runs", type=int, default=21)
    options = parser.parse_args()
    binaries = build_products("LayoutBenchmark")
    browser = chromium_binary()
    ours, peer, kept = {}, [], {}
    with tempfile.TemporaryDirectory() as directory:
        page = os.path.join(directory, "tree.html")
        for _ in range(options.rounds):
            output = subprocess.run(
                [os.path.join(binaries, "LayoutBenchmark"), "--runs", str(options.runs), "--html", page],
                check=True, capture_output=True, text=True,
                env={**os.environ, "LD_PRELOAD": os.path.join(binaries, "libMallocInterposerSwift.so")}).stdout
            for line in output.splitlines():
                result = json.loads(line)
                ours.setdefault((result["variant"], result["nodes"]), []).append(result)
            # Again with glibc keeping freed memory: otherwise it gives a tree's arrays back to the kernel once freed,
            # and the next tree pays a page fault for every 4 KiB of them (most of "flatten" on this machine).
            output = subprocess.run(
                [os.path.join(binaries, "LayoutBenchmark"), "--runs", str(options.runs)],
                check=True, capture_output=True, text=True,
                env={**os.environ, "GLIBC_TUNABLES": KEEP_MEMORY}).stdout
            for line in output.splitlines():
                result = json.loads(line)
                kept.setdefault((result["variant"], result["nodes"]), []).append(result["flatten_ns_per_node"])
            peer.append(chromium_round(browser, page, options.runs, directory))

    def med(results, key):
        return statistics.median(result[key] for result in results)

    print(f"\nLayout, medians of {options.rounds} rounds × {options.runs} runs (ns per node; allocations per run)\n")
    print("| leaves | nodes | flatten | flatten, memory kept | first layout | flatten + first | relayout "
          "| unchanged relayout (ns, whole tree) | one leaf changed (% of relayout) "
          "| allocations (flatten / first / relayout) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for (variant, nodes), results in sorted(ours.items()):
        flatten, first, relayout = (med(results, key) for key in
                                    ["flatten_ns_per_node", "first_layout_ns_per_node", "relayout_ns_per_node"])
        allocations = " / ".join(str(results[-1][key]) for key in
                                 ["flatten_allocations", "first_layout_allocations", "relayout_allocations"])
        unchanged = med(results, "unchanged_relayout_ns")
        leaf_changed = 100 * med(results, "leaf_changed_relayout_ns") / (relayout * nodes)
        flatten_kept = statistics.median(kept[(variant, nodes)])
        print(f"| {variant} | {nodes:,} | {flatten:.0f} | {flatten_kept:.0f} | {first:.0f} | {flatten + first:.0f} "
              f"| {relayout:.0f} "
              f"| {unchanged:.0f} | {leaf_changed:.0f} % | {allocations} |")
    chromium_first, chromium_relayout = med(peer, "first_layout_ns_per_node"), med(peer, "relayout_ns_per_node")
    ten = ours[("fixed", 10_001)]
    our_first = med(ten, "flatten_ns_per_node") + med(ten, "first_layout_ns_per_node")
    our_relayout = med(ten, "relayout_ns_per_node")
    rounds = ", ".join("%.0f/%.0f" % (r["first_layout_ns_per_node"], r["relayout_ns_per_node"]) for r in peer)
    print(f"\nChromium (same 10,001-node tree, CSS mapping, style + layout): first layout {chromium_first:.0f} ns/node, "
          f"relayout {chromium_relayout:.0f} ns/node (rounds, first/relayout: {rounds})")
    print(f"Ratio, Chromium ÷ ours: first layout (flatten included) {chromium_first / our_first:.1f}×, "
          f"relayout {chromium_relayout / our_relayout:.1f}×")


if __name__ == "__main__":
    main()
