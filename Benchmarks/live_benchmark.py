#!/usr/bin/env python3
"""Live pages: how long a tap takes to show, and what an open page costs the server.

1. Click → DOM. Headless Chromium opens the live periodic table served by a release `httprpc serve`; in the page, a
   loop clicks element after element and times each click until the owner's answer is in the selection label (the
   page script posts the event, the owner runs on the server, the patch comes back over Server-Sent Events). The peer,
   measured in the same page in turn, is the least a server round trip costs a page: `fetch('/math/sum?…')`, read the
   JSON, write it into an element. Reports medians and p99 of each, and the ratio.
2. Transport. The choice a live page makes for its connection, measured apart from everything else: on one
   Hummingbird server (`LiveTransportServer`), a message echoed back to the page by a POST answered on an open
   Server-Sent Events stream (ours), and by one WebSocket (hummingbird-websocket), timed in the same page in turn.
3. Memory. Opens N pages (sessions) of a document, each with its event stream connected, as idle browsers keep them,
   and reports the server's resident memory per session (RSS after − RSS before, ÷ N; medians over rounds), for the
   periodic table (773 views) and the greeting (6 views).

Needs Chromium (HTTPRPC_CHROMIUM, else `chromium` on the PATH); it talks DevTools over `--remote-debugging-pipe`.
"""
import argparse, json, os, resource, shutil, socket, statistics, subprocess, tempfile, time, urllib.request

import benchlib

# The in-page loop: clicks `count` elements in turn (never the same twice running, so the label always changes) and
# times each until the label shows the answer; MutationObserver callbacks run as soon as the DOM changes.
LIVE_LOOP = """
(async (count) => {
  const label = document.querySelector('#selectionLabel');
  const buttons = [...document.querySelectorAll('button.mk-customButton[aria-label]')];
  const times = [];
  for (let i = 0; i < count; i++) {
    const button = buttons[i % buttons.length];
    const expected = button.getAttribute('aria-label') + ',';
    const shown = new Promise(resolve => {
      const check = () => { if (label.textContent.startsWith(expected)) { observer.disconnect(); resolve(); } };
      const observer = new MutationObserver(check);
      observer.observe(label, { subtree: true, childList: true, characterData: true });
    });
    const start = performance.now();
    button.click();
    await shown;
    times.push(performance.now() - start);
  }
  return times;
})(COUNT)
"""

# The peer: the same wait for the same kind of change, after a plain request to the same server.
FETCH_LOOP = """
(async (count) => {
  const out = document.createElement('div');
  document.body.appendChild(out);
  const times = [];
  for (let i = 0; i < count; i++) {
    const expected = String(i + 0.5);
    const shown = new Promise(resolve => {
      const observer = new MutationObserver(() => { if (out.textContent === expected) { observer.disconnect(); resolve(); } });
      observer.observe(out, { subtree: true, childList: true, characterData: true });
    });
    const start = performance.now();
    fetch('/math/sum?a=' + i + '&b=0.5').then(response => response.json()).then(sum => { out.textContent = String(sum); });
    await shown;
    times.push(performance.now() - start);
  }
  out.remove();
  return times;
})(COUNT)
"""


# The transports a live page could use, each echoing the page's message on LiveTransportServer: a POST up and the
# answer down an open Server-Sent Events stream (ours), or one WebSocket both ways.
SSE_LOOP = """
(async (count) => {
  const events = new EventSource('/events');
  await new Promise(resolve => { events.onopen = resolve; });
  const times = [];
  for (let i = 0; i < count; i++) {
    const expected = String(i);
    const answered = new Promise(resolve => { events.onmessage = event => { if (event.data === expected) resolve(); }; });
    const start = performance.now();
    fetch('/messages', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: expected });
    await answered;
    times.push(performance.now() - start);
  }
  events.close();
  return times;
})(COUNT)
"""

WEBSOCKET_LOOP = """
(async (count) => {
  const socket = new WebSocket('ws://' + location.host + '/ws');
  await new Promise(resolve => { socket.onopen = resolve; });
  const times = [];
  for (let i = 0; i < count; i++) {
    const expected = String(i);
    const answered = new Promise(resolve => { socket.onmessage = event => { if (event.data === expected) resolve(); }; });
    const start = performance.now();
    socket.send(expected);
    await answered;
    times.push(performance.now() - start);
  }
  socket.close();
  return times;
})(COUNT)
"""


class DevTools:
    """The few DevTools commands the benchmark needs, over Chromium's `--remote-debugging-pipe` (NUL-terminated JSON
    on file descriptors 3 and 4), attached to its page."""

    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="live-benchmark-")
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()
        # The child finds the command pipe at fd 3 and the reply pipe at fd 4 (copied aside first: either may be 3 or 4).
        def wire():
            commands, replies = os.dup(commands_read), os.dup(replies_write)
            os.dup2(commands, 3)
            os.dup2(replies, 4)
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
             f"--user-data-dir={self.profile}", "--window-size=1180,820", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=wire, pass_fds=(3, 4))
        os.close(commands_read)
        os.close(replies_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        targets = self.send("Target.getTargets")["targetInfos"]
        page = next(target for target in targets if target["type"] == "page")
        self.session = self.send("Target.attachToTarget", targetId=page["targetId"], flatten=True)["sessionId"]

    def send(self, method, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.replies, 1 << 16)
                if not chunk:
                    raise RuntimeError("Chromium closed the DevTools pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"the page threw: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        os.close(self.commands)
        os.close(self.replies)
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def in_page(chromium, url, ready, loops, rounds, count):
    """Opens `url` in Chromium, waits until the expression `ready` is true, and runs each loop (name → JavaScript
    with COUNT) `count` times a round, the loops taking turns, after a warm-up of each; returns name → times."""
    browser = DevTools(chromium)
    times = {name: [] for name in loops}
    try:
        browser.send("Page.enable")
        browser.send("Page.navigate", url=url)
        for _ in range(200):
            # The page may not exist yet while it loads.
            if browser.evaluate(f"(() => {{ try {{ return !!({ready}); }} catch (error) {{ return false; }} }})()"):
                break
            time.sleep(0.05)
        else:
            raise SystemExit(f"{url} did not get ready")
        for loop in loops.values():  # warm-up: the code paths, the connection, the JIT
            browser.evaluate(loop.replace("COUNT", "50"))
        for _ in range(rounds):
            for name, loop in loops.items():
                times[name] += browser.evaluate(loop.replace("COUNT", str(count)))
        return times
    finally:
        browser.close()


def report(title, times, ours):
    print(f"\n{title} (ms):")
    print(f"{'':36} {'median':>8} {'p99':>8}")
    for name, values in times.items():
        print(f"{name:36} {statistics.median(values):8.2f} {percentile(values, 0.99):8.2f}")
    for name, values in times.items():
        if name != ours:
            print(f"ratio of medians: {statistics.median(times[ours]) / statistics.median(values):.2f}× ({ours.split(':')[0]} ÷ "
                  f"{name.split(':')[0]})")


CLIENTS = iter(f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}" for n in range(1, 1 << 24))


def open_session(port, path):
    """GETs the page and connects its event stream; returns the open socket (the session stays while it does). Each
    page comes from an address of its own, as the server's per-client cap expects of many idle browsers (it trusts
    this process as a proxy)."""
    client = next(CLIENTS)
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", headers={"X-Forwarded-For": client})
    page = urllib.request.urlopen(request).read().decode()
    marker = '<script type="application/json" id="mk-live-config">'
    start = page.index(marker) + len(marker)
    config = json.loads(page[start:page.index("</script>", start)])
    stream = socket.create_connection(("127.0.0.1", port))
    stream.sendall(f"GET {config['base']}/events?session={config['session']}&version={config['version']} HTTP/1.1\r\n"
                   f"Host: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\nX-Forwarded-For: {client}\r\n\r\n".encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = stream.recv(4096)
        if not chunk:
            raise SystemExit(f"the event stream of {path} closed")
        head += chunk
    if not head.startswith(b"HTTP/1.1 200"):
        status = head.split(b"\r\n")[0]
        raise SystemExit(f"the event stream of {path} was refused: {status!r}")
    return stream


WARM_SESSIONS = 5


def memory_per_session(binary, path, sessions, rounds, employees=50):
    if sessions <= WARM_SESSIONS:
        raise SystemExit(f"--sessions must be more than the {WARM_SESSIONS} that warm the server up")
    per_session = []
    for _ in range(rounds):
        with tempfile.TemporaryDirectory() as data:
            server, port = start_server(binary, data, employees)
            try:
                # The first pages load the document's code paths and buffers; they count toward the server's cap.
                warm = [open_session(port, path) for _ in range(WARM_SESSIONS)]
                time.sleep(1)
                before = benchlib.rss_mb(server.pid)
                streams = [open_session(port, path) for _ in range(sessions - WARM_SESSIONS)]
                time.sleep(1)
                after = benchlib.rss_mb(server.pid)
                per_session.append((after - before) * 1024 / len(streams))
                for stream in warm + streams:
                    stream.close()
            finally:
                benchlib.stop([server])
    return per_session


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(binary, data, employees=50):
    port = free_port()
    server = subprocess.Popen(
        [binary, "serve", "--port", str(port), "--log-level", "warning", "--employees", str(employees), "--data-directory",
         data, "--trusted-proxy", "127.0.0.1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    benchlib.wait_until_answers(f"http://127.0.0.1:{port}/math/sum?a=1&b=2", "httprpc serve", process=server)
    return server, port


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=500, help="clicks per round (and as many of each peer's)")
    parser.add_argument("--sessions", type=int, default=1000, help="pages open at once per memory round, the first 5 unmeasured (the server caps 1000)")
    arguments = parser.parse_args()
    chromium = os.environ.get("HTTPRPC_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    # Each idle page holds a socket in this process and in the server.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * arguments.sessions + 256)), hard))

    folder = benchlib.build_products("LiveTransportServer")
    binary = benchlib.build_httprpc()
    with tempfile.TemporaryDirectory() as data:
        server, port = start_server(binary, data)
        try:
            times = in_page(chromium, f"http://127.0.0.1:{port}/ui/periodic-table",
                            "document.documentElement.dataset.live === 'connected'",
                            {"live: tap → owner → patch": LIVE_LOOP, "peer: fetch → JSON → DOM": FETCH_LOOP},
                            arguments.rounds, arguments.clicks)
        finally:
            benchlib.stop([server])
    report(f"Click → DOM in Chromium, {arguments.rounds * arguments.clicks} of each", times, "live: tap → owner → patch")

    port = free_port()
    transport = benchlib.start(os.path.join(folder, "LiveTransportServer"), port, port=port)
    try:
        benchlib.wait_until_answers(f"http://127.0.0.1:{port}/", "LiveTransportServer", process=transport)
        times = in_page(chromium, f"http://127.0.0.1:{port}/", "document.readyState === 'complete'",
                        {"POST + Server-Sent Events": SSE_LOOP, "WebSocket": WEBSOCKET_LOOP},
                        arguments.rounds, arguments.clicks)
    finally:
        # A graceful stop would wait for the event stream the page left open: this peer is only killed.
        transport.kill()
        transport.wait()
    report(f"Transport: a message echoed to the page, {arguments.rounds * arguments.clicks} of each", times,
           "POST + Server-Sent Events")

    print(f"\nServer memory per idle session ({arguments.sessions} pages with their event streams open, "
          f"{arguments.rounds} rounds, KB):")
    for path, views in (("/ui/periodic-table", "773 views"), ("/ui/greeting", "6 views")):
        per_session = memory_per_session(binary, path, arguments.sessions, arguments.rounds)
        rounds = ", ".join(f"{value:.1f}" for value in per_session)
        print(f"{path:22} ({views:>9}): median {statistics.median(per_session):7.1f}   rounds: {rounds}")


if __name__ == "__main__":
    main()
