import AppleShortcuts
import Foundation

/// LZFSE decompression throughput on a generated 10 MB payload, beside Apple's reference
/// implementation (the C library through its Python binding, `pyliblzfse`, timed inside
/// Python so start-up is not counted). The payload is compressed by the reference too, so
/// without the binding there is nothing to decompress and the workload is skipped.
enum LZFSEWorkload {
    struct Figures: Codable {
        var payloadBytes: Int
        var compressedBytes: Int
        var ours: Timings
        var reference: Timings
    }

    /// Text-like data of `size` bytes: words, numbers and runs, as shortcuts and archives hold.
    static func payload(size: Int) -> [UInt8] {
        var generator = SplitMix(state: 0x1FF5E)
        let words = ["If", "Otherwise", "End If", "Repeat", "Shortcut Input", "WFTextTokenString", "attachmentsByRange", "🎵", "\n", " "]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 32)
        while bytes.count < size {
            bytes += Array(words[Int(generator.next() % UInt64(words.count))].utf8)
            if generator.next() % 4 == 0 { bytes += Array(String(generator.next() % 10_000).utf8) }
        }
        return Array(bytes.prefix(size))
    }

    static func run(repeats: Int, size: Int = 10 << 20) -> Figures? {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lzfse-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw = folder.appendingPathComponent("payload"), compressed = folder.appendingPathComponent("payload.lzfse")
        let data = payload(size: size)
        guard (try? Data(data).write(to: raw)) != nil else { return nil }
        let script = """
            import liblzfse, sys, time, json
            raw, out, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
            data = liblzfse.compress(open(raw, 'rb').read())
            open(out, 'wb').write(data)
            times = []
            for _ in range(n):
                t = time.perf_counter_ns(); liblzfse.decompress(data); times.append(time.perf_counter_ns() - t)
            print(json.dumps(times))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, raw.path, compressed.path, String(repeats)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let samples = try? JSONDecoder().decode([Double].self, from: answer),
              let input = FileManager.default.contents(atPath: compressed.path).map(Array.init) else { return nil }
        var checked = true
        let ours = measure(repeats, warmUp: 1) {
            let decoded = try? LZFSEDecoder.decompress(input, limit: size)
            checked = checked && decoded?.count == size
        }
        guard checked else { return nil }
        return Figures(payloadBytes: size, compressedBytes: input.count, ours: ours, reference: Timings(samples: samples))
    }

    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
