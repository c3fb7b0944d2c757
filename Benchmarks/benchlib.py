"""What the benchmark scripts share: building release binaries, starting servers, running wrk, reading /proc."""
import os, re, shutil, signal, socket, subprocess, sys, time, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
# Release builds, unless HTTPRPC_BENCH_CONFIGURATION=debug: the smoke run (`run_all.py --smoke`) checks that every
# benchmark still builds and runs, in the debug build that costs CI least; its figures mean nothing.
CONFIGURATION = os.environ.get("HTTPRPC_BENCH_CONFIGURATION", "release")


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    return subprocess.run(cmd, check=True, stdout=sys.stderr, **kw)


def build_products(*products):
    """Builds the given products of this package (all when none) and returns the folder holding the binaries."""
    for product in products or [None]:
        run(["swift", "build", "-c", CONFIGURATION, "--package-path", HERE] + (["--product", product] if product else []))
    return subprocess.run(["swift", "build", "-c", CONFIGURATION, "--package-path", HERE, "--show-bin-path"],
                          check=True, capture_output=True, text=True).stdout.strip()


# The traits CI builds and tests the main package with; a build with others would rebuild it.
HTTPRPC_TRAITS = "PostgreSQL,MySQL"


def build_httprpc():
    """Builds the main package's `httprpc` (with PostgreSQL and MariaDB, as CI's tests build it) and returns its path."""
    package = os.path.dirname(HERE)
    run(["swift", "build", "-c", CONFIGURATION, "--product", "httprpc", "--traits", HTTPRPC_TRAITS, "--package-path", package])
    bin_path = subprocess.run(
        ["swift", "build", "-c", CONFIGURATION, "--traits", HTTPRPC_TRAITS, "--package-path", package, "--show-bin-path"],
        check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "httprpc")


def ensure_port_free(port, name):
    """Fails when something already listens on `port`: a server left running there would answer in place of the one
    the benchmark starts (which cannot bind and exits), and be measured instead."""
    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", port)) == 0:
            raise SystemExit(f"port {port}, where {name} is to listen, is in use by another process; stop it first")


def start(binary, *arguments, port):
    """Starts a server that is to listen on `port`, which must be free."""
    ensure_port_free(port, os.path.basename(binary))
    return subprocess.Popen([binary, *map(str, arguments)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def ensure_running(process, name):
    """Fails when `process` (a server started for the benchmark) has exited, saying so rather than waiting out the
    timeout."""
    if process is not None and process.poll() is not None:
        raise SystemExit(f"{name} exited with status {process.returncode} before it answered "
                         f"(run {' '.join(map(str, process.args))} to see its error)")


def wait_until_answers(url, name, check=None, data=None, headers=None, process=None):
    """Polls `url` until it answers (10 s at most), while `process` (the server, when the benchmark started it) runs;
    `check` may assert on the body."""
    for _ in range(100):
        ensure_running(process, name)
        try:
            body = urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers or {})).read()
            if check:
                check(body)
            return body
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"{name} did not start")


def stop(processes):
    for process in processes:
        process.send_signal(signal.SIGTERM)
    for process in processes:
        process.wait(timeout=10)


def latency_ms(text):
    number, unit = re.match(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def proc_status_mb(pid, field):
    """A memory figure from /proc/PID/status in MB: VmRSS (now) or VmHWM (peak)."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def rss_mb(pid):
    return proc_status_mb(pid, "VmRSS")


def cpu_seconds(pid):
    """User + system CPU time the process has used so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def ensure_wrk():
    if not shutil.which("wrk"):
        run(["apt-get", "install", "-y", "wrk"])


def wrk(url, duration, connections, script=None):
    """Runs wrk; returns (requests/s, p99 latency in ms, requests completed). Fails on any non-2xx answer."""
    out = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{duration}s", "--latency"] + (["-s", script] if script else []) + [url],
        check=True, capture_output=True, text=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    total = int(re.search(r"(\d+) requests in", out).group(1))
    p99 = latency_ms(re.search(r"\n\s+99%\s+(\S+)", out).group(1))
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if errors:
        raise SystemExit(f"{url}: {errors.group(1)} non-2xx responses")
    return rps, p99, total
