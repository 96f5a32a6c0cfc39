import Foundation
import IntentCatalogs
import IntentKit
import Testing

/// The `queries` of a compiled catalog are outside input: Weather's, mutated 3,000 times (a
/// member replaced, removed or given another kind), read with no crash; each Find action they
/// give has a sentence for its values and names its properties.
@Suite(.enabled(if: Corpus.weather != nil, "needs ../shared/corpus/weather.actionsdata"))
struct QueryMutationTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
    }

    static var replacements: [Any] {
        [NSNull(), 6, -1, Int.max, 1e300, "", "name", [Any](), [String: Any](), ["comparatorTypeValue": 99],
         [["propertyIdentifier": 3]], ["key": ["nested"]], true]
    }

    /// Replaces, removes or adds one member somewhere under `value`.
    static func mutate(_ value: Any, _ g: inout Generator, depth: Int = 0) -> Any {
        if var object = value as? [String: Any], !object.isEmpty, depth < 8 {
            let keys = object.keys.sorted()
            let key = keys[g.next() % keys.count]
            switch g.next() % 4 {
            case 0: object[key] = replacements[g.next() % replacements.count]
            case 1: object[key] = nil
            default: object[key] = mutate(object[key]!, &g, depth: depth + 1)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty, depth < 8 {
            let index = g.next() % array.count
            if g.next() % 5 == 0 { array.remove(at: index) } else { array[index] = mutate(array[index], &g, depth: depth + 1) }
            return array
        }
        return replacements[g.next() % replacements.count]
    }

    @Test func mutatedQueriesAreReadWithoutACrash() throws {
        let data = try Data(contentsOf: try #require(Corpus.weather))
        var catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let queries = try #require(catalog["queries"])
        // The queries and the types they name; the actions are read by tests of their own.
        catalog["actions"] = [String: Any]()
        catalog["enums"] = [Any]()
        var g = Generator(state: 63)
        var finds = 0
        for _ in 0..<3_000 {
            catalog["queries"] = Self.mutate(queries, &g)
            let bytes = try JSONSerialization.data(withJSONObject: catalog)
            guard let read = try? ActionsDataCatalog.decode(bytes, file: "mutated.actionsdata", namespace: "weather") else { continue }
            for find in read.findDefinitions {
                finds += 1
                #expect(find.identifier.hasSuffix(".Find") && find.title.hasPrefix("Find "))
                #expect(!find.resolveSummary(values: [:]).text.isEmpty)
                let properties = find.parameter("WFContentItemFilter")?.options.filterProperties ?? []
                #expect(properties.allSatisfy { !$0.identifier.isEmpty && !$0.title.isEmpty })
            }
        }
        #expect(finds > 500, "the mutations still give Find actions often enough to check them: \(finds)")
    }
}
