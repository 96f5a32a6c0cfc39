import Foundation
import IntentKit
import Testing

/// Values a file can hold but the program cannot show or write back are errors where they are
/// decoded — never a trap later, when they are drawn (a fuzzed `duration` once crashed `show`
/// and the editor).
@Suite struct DecodedValueRangeTests {
    private func decode(_ json: String) throws -> IntentValue {
        try IntentValue(json: try JSONValue.parse(Data(json.utf8)))
    }

    @Test(arguments: [
        (#"{"type":"duration","seconds":9223372036854775807,"attoseconds":1000000000000000000}"#, "attoseconds"),
        (#"{"type":"duration","seconds":0,"attoseconds":-1000000000000000000}"#, "attoseconds"),
        (#"{"type":"date","timeInterval":1e300}"#, "years 1 and 9999"),
        (#"{"type":"date","timeInterval":-1e300}"#, "years 1 and 9999"),
        (#"{"type":"date","timeInterval":253402300800}"#, "years 1 and 9999"),
        (#"{"type":"date","value":"10000-01-01T00:00:00Z"}"#, "years 1 to 9999"),
    ])
    func outOfRangeValuesAreRefusedWithWhereAndWhat(json: String, mentions: String) {
        #expect {
            _ = try decode(json)
        } throws: { error in
            String(describing: error).contains(mentions)
        }
    }

    @Test(arguments: [
        #"{"type":"duration","seconds":9223372036854775807,"attoseconds":999999999999999999}"#,
        #"{"type":"duration","seconds":-9223372036854775808,"attoseconds":-999999999999999999}"#,
        #"{"type":"duration","seconds":5,"attoseconds":-3}"#,
        #"{"type":"date","timeInterval":-62135596800}"#,
        #"{"type":"date","timeInterval":253402300799.5}"#,
        #"{"type":"int","value":-9223372036854775808}"#,
        #"{"type":"double","value":1.7976931348623157e308}"#,
        #"{"type":"measurement","value":"-inf","unit":"km","dimension":"length"}"#,
    ])
    func valuesAtTheEdgesDisplayAndRoundTrip(json: String) throws {
        let value = try decode(json)
        #expect(!value.displayText(context: DisplayContext(timeZone: TimeZone(identifier: "UTC")!)).isEmpty)
        #expect(try IntentValue(json: value.json) == value)
    }
}
