import Foundation
import IntentKit
import ShortcutModel
@testable import ShortcutStore

/// A fresh folder per test, removed when the test is done.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("shortcut-store-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Files whose names mark them as temporary leftovers of a save.
    func leftovers() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }
}

/// Random documents holding every kind of value, for the round-trip property.
enum RandomDocuments {
    static let alphabet: [String] = ["a", "Z", " ", "7", "é", "山", "👩‍👩‍👧", "\n", "\t", "\"", "\\", "/", "\u{1B}", "\u{0}", "e\u{301}", "🥾", "ß"]

    static func string<G: RandomNumberGenerator>(_ g: inout G, maxLength: Int = 12) -> String {
        (0..<Int.random(in: 0...maxLength, using: &g)).map { _ in alphabet.randomElement(using: &g)! }.joined()
    }

    static func value<G: RandomNumberGenerator>(_ g: inout G, depth: Int = 0) -> IntentValue {
        switch Int.random(in: 0..<(depth < 2 ? 14 : 13), using: &g) {
        case 0: return .string(string(&g))
        case 1: return .int(Int.random(in: Int.min...Int.max, using: &g))
        case 2:
            let specials: [Double] = [0, -0.0, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.1, 1e-7]
            return .double(Bool.random(using: &g) ? specials.randomElement(using: &g)! : Double.random(in: -1e9...1e9, using: &g))
        case 3: return .decimal(Decimal(string: "\(Int.random(in: -99999...99999, using: &g)).\(Int.random(in: 0...9999, using: &g))")!)
        case 4: return .bool(Bool.random(using: &g))
        case 5: return .date(Date(timeIntervalSince1970: Double.random(in: -1e10...1e10, using: &g)))
        case 6: return .url(URL(string: "https://example.com/\(Int.random(in: 0...999, using: &g))?q=%20x#\(Int.random(in: 0...9, using: &g))")!)
        case 7: return .duration(Duration(secondsComponent: Int64.random(in: -1_000_000...1_000_000, using: &g),
                                          attosecondsComponent: Int64.random(in: 0..<1_000_000_000_000_000_000, using: &g)))
        case 8: return .measurement(IntentMeasurement(value: Double.random(in: -500...500, using: &g),
                                                      unit: ["mi", "km", "°C", "kg", "km/h"].randomElement(using: &g)!,
                                                      dimension: [.length, .temperature, .mass, .speed].randomElement(using: &g)!))
        case 9: return .enumCase(EnumCaseValue(enumIdentifier: "E" + string(&g, maxLength: 3), caseIdentifier: string(&g)))
        case 10: return .entity(EntityReference(typeIdentifier: "T", id: Bool.random(using: &g) ? .int(Int.random(in: -99...99, using: &g)) : .string(string(&g)),
                                                title: string(&g), subtitle: Bool.random(using: &g) ? string(&g) : nil))
        case 11: return .opaque(OpaqueValue(kind: "future-kind", json: .object([("type", "future-kind"), ("payload", .array([.int(1), .null, .string(string(&g))]))])))
        case 12: return .string("")
        default: return .array((0..<Int.random(in: 0...4, using: &g)).map { _ in value(&g, depth: depth + 1) })
        }
    }

    static func document<G: RandomNumberGenerator>(_ g: inout G) -> ShortcutDocument {
        let actions = (0..<Int.random(in: 0...6, using: &g)).map { _ in
            var values: [String: IntentValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &g) { values[string(&g, maxLength: 6)] = value(&g) }
            var unknown: [String: JSONValue] = [:]
            if Bool.random(using: &g) { unknown["futureActionField"] = .array([.bool(true), .double(1.5)]) }
            return ShortcutAction(intent: Bool.random(using: &g) ? "SuggestedTrails" : string(&g), values: values, unknownMembers: unknown)
        }
        var unknown: [String: JSONValue] = [:]
        if Bool.random(using: &g) { unknown["futureTopLevel"] = .object([("nested", .string(string(&g)))]) }
        let created = Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000_000, using: &g)) / 1000)
        return ShortcutDocument(name: string(&g) + "x", icon: Bool.random(using: &g) ? "figure.hiking" : nil,
                                color: Bool.random(using: &g) ? "blue" : nil, actions: actions,
                                created: created, modified: created.addingTimeInterval(Double(Int.random(in: 0...99999, using: &g)) / 1000),
                                unknownMembers: unknown)
    }
}
