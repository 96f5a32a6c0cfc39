@testable import AppleShortcuts
import Foundation
import IntentKit
import Testing

/// A binary `.shortcut`'s start read through its offset table: the first actions as a whole
/// read gives them, the count of all of them, and nothing of the rest read — so a broken
/// action further down is the whole read's to report.
@Suite struct PropertyListPrefixTests {
    static func action(_ index: Int) -> PropertyListValue {
        .dictionary(PropertyListDictionary([
            ("WFWorkflowActionIdentifier", .string("is.workflow.actions.comment")),
            ("WFWorkflowActionParameters", .dictionary(PropertyListDictionary([
                ("UUID", .string(String(format: "00000000-0000-4000-8000-%012d", index))),
                ("WFCommentActionText", .string("Step \(index)")),
            ]))),
        ]))
    }

    static func workflow(_ actions: [PropertyListValue]) -> PropertyListValue {
        .dictionary(PropertyListDictionary([
            ("WFWorkflowClientVersion", .string("2302.0.4")),
            ("WFWorkflowActions", .array(actions)),
            ("WFWorkflowIcon", .dictionary(PropertyListDictionary([("WFWorkflowIconStartColor", .integer(431_817_727))]))),
        ]))
    }

    @Test func theFirstActionsAreTheWholeReadsAndTheCountIsAll() throws {
        let bytes = PropertyListCoder.encode(Self.workflow((0..<500).map(Self.action)), as: .binary)
        let whole = try ShortcutFileCodec.decode(bytes, file: "Long.shortcut", name: "Long", date: .distantPast).document
        for limit in [0, 1, 24, 499, 500, 800] {
            let prefix = try #require(try ShortcutFileCodec.decodePrefix(bytes, file: "Long.shortcut", name: "Long", date: .distantPast,
                                                                          actionLimit: limit))
            #expect(prefix.actionCount == 500)
            #expect(prefix.document.actions == Array(whole.actions.prefix(limit)), "limit \(limit)")
            #expect(prefix.document.unknownMembers == whole.unknownMembers && prefix.document.name == whole.name)
        }
    }

    @Test func actionsBeyondThePrefixAreNotRead() throws {
        // An action far down that is not an action: the whole read says so, the prefix never looks.
        let bytes = PropertyListCoder.encode(Self.workflow((0..<100).map(Self.action) + [.integer(7)]), as: .binary)
        #expect(throws: ShortcutFileError.self) { try ShortcutFileCodec.decode(bytes, file: "Bad.shortcut", name: "Bad", date: .distantPast) }
        let prefix = try ShortcutFileCodec.decodePrefix(bytes, file: "Bad.shortcut", name: "Bad", date: .distantPast, actionLimit: 24)
        #expect(prefix?.document.actions.count == 24 && prefix?.actionCount == 101)
        // One within it is reported, as the whole read reports it.
        #expect(throws: ShortcutFileError.self) {
            try ShortcutFileCodec.decodePrefix(bytes, file: "Bad.shortcut", name: "Bad", date: .distantPast, actionLimit: 101)
        }
    }

    @Test func xmlAndSignedFilesHaveNoPrefix() throws {
        let xml = PropertyListCoder.encode(Self.workflow([Self.action(0)]), as: .xml)
        #expect(try ShortcutFileCodec.decodePrefix(xml, file: "X.shortcut", name: "X", date: .distantPast, actionLimit: 5) == nil)
        let signed = Array("AEA1".utf8) + Array(repeating: 0, count: 64)
        #expect(try ShortcutFileCodec.decodePrefix(signed, file: "S.shortcut", name: "S", date: .distantPast, actionLimit: 5) == nil)
    }
}
