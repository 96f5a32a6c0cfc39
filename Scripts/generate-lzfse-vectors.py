#!/usr/bin/env python3
"""Writes the LZFSE test vectors in Tests/AppleShortcutsTests/Fixtures/lzfse/.

    pip install pyliblzfse   # a binding of Apple's reference implementation (BSD-3-Clause)
    Scripts/generate-lzfse-vectors.py Tests/AppleShortcutsTests/Fixtures/lzfse

Varied data — raw (incompressible), LZVN (short), LZFSE v2, long matches, several blocks —
compressed once with the reference and committed with the expected bytes (or, for large
inputs, their length and SHA-256), so the tests need nothing but Swift. The data is generated
from a fixed seed, so running this again writes the same inputs.
"""
import hashlib
import json
import os
import random
import sys

import liblzfse


def cases():
    random.seed(19)
    words = [b"If", b"Otherwise", b"End", b"Repeat", b"Menu", b"Text", b"variable", "🎵".encode(), b"Dictionary", b"Number", b"\n", b" "]
    yield "short-text", b"Hello, shortcut!"
    yield "text-lzvn", (b"Repeat with each item in Shortcut Input, then show the result. " * 30)[:2000]
    yield "words-lzfse", b"".join(random.choice(words) for _ in range(20000))
    yield "random-raw", bytes(random.getrandbits(8) for _ in range(6000))
    yield "long-matches", (b"abcdefghij" * 5000) + bytes(range(256)) * 40 + (b"xyz" * 3000)
    big = bytearray()
    for _ in range(60000):
        big += random.choice(words) + str(random.randint(0, 999)).encode()
    yield "many-blocks", bytes(big)


def main():
    folder = sys.argv[1]
    manifest = {}
    for name, data in cases():
        compressed = liblzfse.compress(data)
        assert liblzfse.decompress(compressed) == data
        with open(os.path.join(folder, name + ".lzfse"), "wb") as f:
            f.write(compressed)
        if len(data) <= 8000:
            with open(os.path.join(folder, name + ".expected"), "wb") as f:
                f.write(data)
        manifest[name] = {"size": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    with open(os.path.join(folder, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
