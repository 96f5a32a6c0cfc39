/// Timings of one workload, in nanoseconds.
struct Timings: Codable {
    var samples: [Double]

    init(samples: [Double]) {
        self.samples = samples.sorted()
    }

    init(_ durations: [Duration]) {
        samples = durations.map { Double($0.components.seconds) * 1e9 + Double($0.components.attoseconds) / 1e9 }.sorted()
    }

    var median: Double { percentile(50) }
    var p95: Double { percentile(95) }
    var max: Double { samples.last ?? 0 }

    /// Nearest rank.
    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(samples.count)).rounded(.up)) - 1
        return samples[Swift.min(Swift.max(0, rank), samples.count - 1)]
    }
}

/// Times one closure run `count` times (after `warmUp` untimed runs), one sample per run.
func measure(_ count: Int, warmUp: Int = 3, _ body: () throws -> Void) rethrows -> Timings {
    for _ in 0..<warmUp { try body() }
    let clock = ContinuousClock()
    var durations: [Duration] = []
    durations.reserveCapacity(count)
    for _ in 0..<count {
        durations.append(try clock.measure(body))
    }
    return Timings(durations)
}
