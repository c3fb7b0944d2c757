#!/usr/bin/env python3
"""A live table of 10,000 employees (`/ui/roster`, a release `httprpc serve --employees 10000`), in headless Chromium.

1. First response: the page's GET (the owner loads every employee from `/employees`, the session is made, the first
   100 rows are written), timed from this process over loopback; median of 10.
2. Usable: from navigation start to the page's script connected (its fields take input), in Chromium; median of 5.
3. One row changed: a tap stars an employee (the owner changes one row); timed in the page from the click to the row's
   check mark in the DOM, and the bytes of the update that carried it (the Server-Sent Event's data); medians of the
   taps.
4. Memory: the server's resident memory per idle session holding 1,000 rows (`--employees 1000`, N pages with their
   event streams open), as `live_benchmark.py` measures it.

Needs Chromium (HTTPRPC_CHROMIUM, else `chromium` on the PATH).
"""
import argparse, os, resource, shutil, statistics, tempfile, time, urllib.request

import benchlib
from live_benchmark import DevTools, memory_per_session, percentile, start_server

# Before the page's own scripts: every Server-Sent Event's data is measured as it arrives.
MEASURE_EVENTS = """
(() => {
  const Native = window.EventSource;
  window.__eventBytes = [];
  window.EventSource = function (url) {
    const source = new Native(url);
    source.addEventListener('update', event => window.__eventBytes.push(new TextEncoder().encode(event.data).length));
    return source;
  };
  window.EventSource.prototype = Native.prototype;
})();
"""

# Taps `count` rows in turn (the first 50 shown, round and round) and times each until its check mark changes.
TAP_LOOP = """
(async (count) => {
  const rows = () => [...document.querySelectorAll('[data-row]')];
  const times = [], bytes = [];
  for (let i = 0; i < count; i++) {
    const key = rows()[i % 50].dataset.row;
    const row = () => document.querySelector('[data-row="' + key + '"]');
    const starred = !!row().querySelector('.mk-checkmark');
    const before = window.__eventBytes.length;
    const shown = new Promise(resolve => {
      const observer = new MutationObserver(() => {
        if (row() && !!row().querySelector('.mk-checkmark') !== starred) { observer.disconnect(); resolve(); }
      });
      observer.observe(row().parentNode, { subtree: true, childList: true });
    });
    const start = performance.now();
    row().click();
    await shown;
    times.push(performance.now() - start);
    await new Promise(resolve => setTimeout(resolve, 20));
    bytes.push(window.__eventBytes.slice(before).reduce((a, b) => a + b, 0));
  }
  return { times, bytes };
})(COUNT)
"""


def first_responses(port, count):
    times = []
    for _ in range(count):
        start = time.perf_counter()
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/ui/roster").read()
        times.append((time.perf_counter() - start) * 1000)
        assert b'data-row="10001"' in page, "the page has no rows"
    return times


def usable(chromium, port, count):
    times = []
    for _ in range(count):
        browser = DevTools(chromium)
        try:
            browser.send("Page.enable")
            browser.send("Page.navigate", url=f"http://127.0.0.1:{port}/ui/roster")
            for _ in range(400):
                ready = browser.evaluate(
                    "(() => { try { return document.documentElement.dataset.live === 'connected' ? performance.now() : 0; }"
                    " catch (error) { return 0; } })()")
                if ready:
                    times.append(ready)
                    break
                time.sleep(0.01)
            else:
                raise SystemExit("the roster did not connect")
        finally:
            browser.close()
    return times


def taps(chromium, port, count):
    browser = DevTools(chromium)
    try:
        browser.send("Page.enable")
        browser.send("Page.addScriptToEvaluateOnNewDocument", source=MEASURE_EVENTS)
        browser.send("Page.navigate", url=f"http://127.0.0.1:{port}/ui/roster")
        for _ in range(400):
            if browser.evaluate("(() => { try { return document.documentElement.dataset.live === 'connected'; }"
                                " catch (error) { return false; } })()"):
                break
            time.sleep(0.01)
        browser.evaluate(TAP_LOOP.replace("COUNT", "20"))  # warm-up
        return browser.evaluate(TAP_LOOP.replace("COUNT", str(count)))
    finally:
        browser.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--employees", type=int, default=10_000)
    parser.add_argument("--taps", type=int, default=200)
    parser.add_argument("--sessions", type=int, default=100, help="pages of 1,000 rows open at once per memory round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--binary", help="a release httprpc already built (else the main package's is built)")
    arguments = parser.parse_args()
    chromium = os.environ.get("HTTPRPC_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * arguments.sessions + 256)), hard))
    binary = arguments.binary or benchlib.build_httprpc()

    with tempfile.TemporaryDirectory() as data:
        server, port = start_server(binary, data, arguments.employees)
        try:
            first = first_responses(port, 10)
            ready = usable(chromium, port, 5)
            tapped = taps(chromium, port, arguments.taps)
        finally:
            benchlib.stop([server])
    print(f"\nA live table of {arguments.employees} employees (/ui/roster), release server, Chromium over loopback:")
    print(f"first response (GET, ms):       median {statistics.median(first):7.1f}   max {max(first):7.1f}")
    print(f"usable (connected, ms):         median {statistics.median(ready):7.1f}   max {max(ready):7.1f}")
    print(f"one row changed → DOM (ms):     median {statistics.median(tapped['times']):7.2f}   p99 "
          f"{percentile(tapped['times'], 0.99):7.2f}")
    print(f"one row changed, bytes sent:    median {statistics.median(tapped['bytes']):7.0f}   max {max(tapped['bytes']):7.0f}")

    per_session = memory_per_session(binary, "/ui/roster", arguments.sessions, arguments.rounds, employees=1_000)
    rounds = ", ".join(f"{value:.1f}" for value in per_session)
    print(f"memory per idle session holding 1,000 rows (KB): median {statistics.median(per_session):7.1f}   rounds: {rounds}")


if __name__ == "__main__":
    main()
