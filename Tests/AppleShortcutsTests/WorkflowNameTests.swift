import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// `WFWorkflowName` as files hold it: text is the shortcut's name; anything else (a number,
/// as some files have) is not read as one, and comes back exactly as it was — through the
/// editor's JSON too, as FILE-FORMAT.md promises.
@Suite struct WorkflowNameTests {
    static func file(name: PropertyListValue) -> [UInt8] {
        PropertyListCoder.encode(.dictionary(PropertyListDictionary([
            ("WFWorkflowActions", .array([])), ("WFWorkflowName", name),
        ])), as: .binary)
    }

    @Test(arguments: [PropertyListValue.integer(42), .real(4.5), .bool(true), .string("Hike")])
    func aNameOfAnyTypeSurvivesTheEditorsJSONAndBack(_ name: PropertyListValue) throws {
        let bytes = Self.file(name: name)
        let (original, _) = try PropertyListCoder.decode(bytes)
        let decoded = try ShortcutFileCodec.decode(bytes, file: "f", name: "from-file", date: Date(timeIntervalSince1970: 0))
        let json = try ShortcutDocument.decode(decoded.document.encoded(), file: "f.json").document
        let (back, _) = try PropertyListCoder.decode(try ShortcutFileCodec.encode(json, as: .binary, file: "f"))
        #expect(back == original)
    }
}
