#!/usr/bin/env python3
"""Writes Scripts/startup-order.txt: the code and writable data shortcut-editor touches from its
start to its first screen (and on to quitting there), in the order it first touches them.

    Scripts/build-release && swift build -c release --product shortcut-bench
    .build/release/shortcut-bench generate --actions 100 /tmp/b100.shortcut.json
    Scripts/generate-startup-order.py .build-release/release/shortcut-editor /tmp/b100.shortcut.json > /tmp/order.txt
    mv /tmp/order.txt Scripts/startup-order.txt
    rm .build-release/release/shortcut-editor && Scripts/build-release

(SwiftPM does not know the link reads this file, so it relinks only when the binary is gone.)

The editor is started without a document (the first start seeds the library and opens its sample,
a later one shows the library), then on each DOCUMENT given; the order is the union, in
first-touch order.

The release link hands this file to lld (`--symbol-ordering-file`, Scripts/build-release), which puts the
sections holding these symbols first in their output sections, so the start touches fewer pages of
a 20 MB text and a 1 MB .bss: at 100 actions 85 page faults for code rather than 131, and 76 in
.bss rather than 121. lld moves sections, not symbols; the Swift standard library and Foundation
objects keep much of their code and all their variables in one section each, which bounds the gain.
docs/BENCHMARKS-HISTORY.md (round 11) has the measurements.

The order is a hint: a symbol that is gone is ignored, a new one is laid out where it would have
been anyway. So a stale file costs some speed, never correctness. Run this again after a toolchain
upgrade or a large change to what the start does, and compare the bench before committing.

How: the editor runs under valgrind's lackey, which reports every instruction and data access,
inside a pseudo-terminal, with a fresh library, configuration and cache; a plain run first warms the
declaration cache as a user's second start would find it. When a footer is drawn, the script sends
`q`. Addresses map to symbols through `nm`; the load address is the entry point's.
Needs valgrind, binutils (nm, readelf, objcopy) and Python 3.
"""
import bisect
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time

# The footers of a shortcut and of the library: the first screen is drawn.
FIRST_SCREEN_MARKS = (b"? keys", b"q quit")
TIME_LIMIT_SECONDS = 600


def sections(binary):
    """Address ranges of the ELF sections by name."""
    out = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    found = {}
    for line in out.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if m:
            start = int(m.group(2), 16)
            found[m.group(1)] = (start, start + int(m.group(3), 16))
    return found


def entry_point(binary):
    out = subprocess.run(["readelf", "-hW", binary], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Entry point address:\s+0x([0-9a-f]+)", out).group(1), 16)


class SymbolTable:
    """Defined symbols inside the given address ranges, found by address."""

    def __init__(self, binary, ranges):
        out = subprocess.run(["nm", "--defined-only", "-n", binary], capture_output=True, text=True, check=True).stdout
        self.starts, self.names = [], []
        for line in out.splitlines():
            parts = line.split(" ", 2)
            if len(parts) != 3:
                continue
            address = int(parts[0], 16)
            if any(low <= address < high for low, high in ranges):
                self.starts.append(address)
                self.names.append(parts[2])
        self.ranges = ranges

    def name_at(self, address):
        if not any(low <= address < high for low, high in self.ranges):
            return None
        index = bisect.bisect_right(self.starts, address) - 1
        return self.names[index] if index >= 0 else None


def run_in_terminal(command, environment, log_pipe=None):
    """Runs `command` in a 80x24 pseudo-terminal until it draws its first screen, then quits it.
    Yields the lines written to `log_pipe` (read end, write end) by the child."""
    pid, terminal = pty.fork()
    if pid == 0:
        os.execvpe(command[0], command, environment)
    log_fd = None
    if log_pipe is not None:
        log_fd = log_pipe[0]
        os.close(log_pipe[1])
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    screen, pending, sent, deadline = b"", b"", False, time.monotonic() + TIME_LIMIT_SECONDS
    watched = [terminal] + ([log_fd] if log_fd is not None else [])
    while watched:
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            sys.exit("generate-startup-order: the editor did not draw its first screen in time")
        ready, _, _ = select.select(watched, [], [], 1)
        for fd in ready:
            try:
                data = os.read(fd, 1 << 20)
            except OSError:
                data = b""
            if not data:
                watched.remove(fd)
                continue
            if fd == terminal:
                screen = (screen + data)[-4096:]
                if any(mark in screen for mark in FIRST_SCREEN_MARKS):
                    # A shortcut opened from the library goes back to it on `q`; quit that too.
                    os.write(terminal, b"q")
                    sent, screen = True, b""
            else:
                lines = (pending + data).split(b"\n")
                pending = lines.pop()
                yield from lines
    _, status = os.waitpid(pid, 0)
    if not sent:
        sys.exit(f"generate-startup-order: the editor ended (status {status}) before its first screen")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    documents = [[]] + [[os.path.abspath(path)] for path in sys.argv[2:]]
    found = sections(binary)
    text = found[".text"]
    writable = [found[name] for name in (".data", ".bss") if name in found]
    functions = SymbolTable(binary, [text])
    data = SymbolTable(binary, writable)

    order_code, order_data, named = [], [], set()
    with tempfile.TemporaryDirectory(prefix="startup-order-") as scratch:
        # valgrind cannot read the DWARF lld writes; the addresses are unchanged by stripping it.
        program = os.path.join(scratch, "shortcut-editor")
        subprocess.run(["objcopy", "--strip-debug", binary, program], check=True)
        home = os.path.join(scratch, "home")
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
                       "LANG": "C.UTF-8", "HOME": home,
                       "XDG_CONFIG_HOME": os.path.join(home, "config"),
                       "XDG_CACHE_HOME": os.path.join(home, "cache"),
                       "XDG_DATA_HOME": os.path.join(home, "data")}
        for document in documents:
            editor = [program, "--library", os.path.join(scratch, "library")] + document
            for _ in run_in_terminal(editor, environment):
                pass
            log_read, log_write = os.pipe()
            os.set_inheritable(log_write, True)
            lackey = ["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-fd={log_write}"] + editor
            base, code_seen, data_seen = None, set(), set()
            for line in run_in_terminal(lackey, environment, log_pipe=(log_read, log_write)):
                if base is None:
                    if line.startswith(b"I "):
                        base = int(line[3:].split(b",")[0], 16) - entry_point(binary)
                    continue
                if line.startswith(b"I "):
                    symbols, seen, order = functions, code_seen, order_code
                elif line[1:2] in (b"L", b"S", b"M"):
                    symbols, seen, order = data, data_seen, order_data
                else:
                    continue
                # Every address, not a coarser granule: a small function or an 8-byte once-token
                # sharing a granule with something touched earlier must still be named.
                address = int(line[3:].split(b",")[0], 16) - base
                if address in seen:
                    continue
                seen.add(address)
                name = symbols.name_at(address)
                if name and name not in named:
                    named.add(name)
                    order.append(name)
            os.close(log_read)

    if len(order_code) < 100:
        sys.exit(f"generate-startup-order: only {len(order_code)} functions ran; is {binary} a release build of shortcut-editor?")
    out = sys.stdout
    out.write("# Code and writable data shortcut-editor touches from its start to its first screen, in the\n")
    out.write("# order it first touches them. Written by Scripts/generate-startup-order.py; read by lld\n")
    out.write("# (--symbol-ordering-file) in release builds. A stale entry is ignored, never an error.\n")
    for name in order_code + order_data:
        out.write(name + "\n")


if __name__ == "__main__":
    main()
