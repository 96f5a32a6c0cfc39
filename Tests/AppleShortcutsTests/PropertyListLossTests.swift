@testable import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// What a property list cannot carry exactly is said by key path, never changed silently.
/// What the black-box probe found (issue 42): binary → XML dropped the fraction of a date's
/// seconds, and a lone UTF-16 surrogate became U+FFFD, both without a word.
@Suite struct PropertyListLossTests {
    private func workflow(_ parameters: PropertyListDictionary) -> PropertyListValue {
        var action = PropertyListDictionary()
        action["WFWorkflowActionIdentifier"] = .string("is.workflow.actions.date")
        action["WFWorkflowActionParameters"] = .dictionary(parameters)
        var top = PropertyListDictionary()
        top["WFWorkflowActions"] = .array([.dictionary(action)])
        return .dictionary(top)
    }

    @Test func aLoneSurrogateIsReportedByItsKeyPath() throws {
        var parameters = PropertyListDictionary()
        parameters["WFDateActionDate"] = .string("AéB")
        var bytes = PropertyListCoder.encode(workflow(parameters), as: .binary)
        // "AéB" is written as UTF-16 (0041 00E9 0042): make the é a lone high surrogate.
        let units: [UInt8] = [0x00, 0x41, 0x00, 0xE9, 0x00, 0x42]
        let at = try #require((0...(bytes.count - units.count)).first { Array(bytes[$0..<$0 + units.count]) == units })
        bytes[at + 2] = 0xD8
        bytes[at + 3] = 0x00
        let (value, _, losses) = try PropertyListCoder.decodeReportingLosses(bytes)
        #expect(value["WFWorkflowActions"]?.arrayValue?.first?["WFWorkflowActionParameters"]?["WFDateActionDate"] == .string("A\u{FFFD}B"))
        #expect(losses == [PropertyListLoss(keyPath: "WFWorkflowActions[0].WFWorkflowActionParameters.WFDateActionDate", kind: .loneSurrogate(0xD800))])
        #expect(losses[0].description.contains("lone UTF-16 surrogate (U+D800)"))
        let decoded = try ShortcutFileCodec.decode(bytes, file: "x.shortcut", name: "x", date: .distantPast)
        #expect(decoded.losses == losses, "the codec passes them on, for show, lint, convert and the editor")
        // A valid pair is no loss.
        let fine = try PropertyListCoder.decodeReportingLosses(PropertyListCoder.encode(workflow(["k": .string("👩‍👧")]), as: .binary))
        #expect(fine.2.isEmpty)
    }

    @Test func theFirstLoneSurrogateIsNamed() {
        #expect(BinaryPropertyListReader.firstLoneSurrogate(in: [0x41, 0xD83D, 0xDE00, 0xDC00]) == 0xDC00)
        #expect(BinaryPropertyListReader.firstLoneSurrogate(in: [0xD800]) == 0xD800)
        #expect(BinaryPropertyListReader.firstLoneSurrogate(in: [0xD800, 0x41]) == 0xD800)
    }

    @Test func xmlWouldCutTheFractionOfASecondAndSaysWhere() throws {
        let whole = Date(timeIntervalSinceReferenceDate: 786_000_000)
        let fractional = Date(timeIntervalSinceReferenceDate: 786_000_000.569117)
        var parameters = PropertyListDictionary()
        parameters["WFDate"] = .date(fractional)
        parameters["WFOther"] = .array([.date(whole), .date(fractional)])
        let document = WorkflowDecoder.decodeForTests(workflow(parameters))
        let losses = try ShortcutFileCodec.losses(writing: document, as: .xml, file: "out.plist")
        #expect(losses.map(\.keyPath) == ["WFWorkflowActions[0].WFWorkflowActionParameters.WFDate",
                                          "WFWorkflowActions[0].WFWorkflowActionParameters.WFOther[1]"])
        #expect(losses[0].description.contains("cannot hold"))
        #expect(try ShortcutFileCodec.losses(writing: document, as: .binary, file: "out.shortcut").isEmpty, "binary keeps it")
    }
}

extension WorkflowDecoder {
    static func decodeForTests(_ root: PropertyListValue) -> ShortcutDocument {
        try! decode(root, file: "test.shortcut", name: "Test", date: .distantPast)
    }
}
