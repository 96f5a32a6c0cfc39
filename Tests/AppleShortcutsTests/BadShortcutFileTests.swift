@testable import AppleShortcuts
import Foundation
import IntentKit
import Testing
import TestSupport

/// Bad input gets an error naming the file and the place — never a crash, a hang or a
/// document with something silently missing.
@Suite(.offThePool) struct BadShortcutFileTests {
    private func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try ShortcutFileCodec.decode(bytes, file: "Brew Tea.shortcut", name: "Brew Tea", date: .distantPast)
            return nil
        } catch {
            return error.description
        }
    }

    private func workflow(_ value: PropertyListValue, _ format: PropertyListFormat = .xml) -> [UInt8] {
        PropertyListCoder.encode(value, as: format)
    }

    @Test func notAPropertyList() {
        #expect(error(Array("{\"name\": 1}".utf8)) == "Brew Tea.shortcut: not a readable property list: byte 0: not a property list (it starts with neither \"bplist00\" nor XML)")
        #expect(error([]) != nil)
    }

    @Test func aDamagedSignedShortcutIsNamedAsSuch() {
        let said = error(Array("AEA1".utf8) + [0, 0, 0, 0] + Array(repeating: 7, count: 100))
        #expect(said == "Brew Tea.shortcut: signed shortcut, byte 12: the auth data is cut short")
    }

    @Test func truncatedFilesSayWhere() {
        let binary = workflow(.dictionary(["WFWorkflowActions": .array([])]), .binary)
        #expect(error(Array(binary.prefix(binary.count - 5)))?.contains("Brew Tea.shortcut: not a readable property list:") == true)
        let xml = workflow(.dictionary(["WFWorkflowActions": .array([.string("x")])]))
        let cut = error(Array(xml.prefix(xml.count - 30)))
        #expect(cut?.contains("Brew Tea.shortcut: not a readable property list: ") == true)
        #expect(cut?.range(of: #"\d+:\d+: "#, options: .regularExpression) != nil, "an XML error has line:column: \(cut ?? "")")
    }

    @Test func theWrongTopLevelType() {
        #expect(error(workflow(.array([]))) == "Brew Tea.shortcut: the top level: expected a dictionary (a shortcut's WFWorkflow), found an array of 0")
        #expect(error(workflow(.dictionary(["Other": .bool(true)]))) == "Brew Tea.shortcut: WFWorkflowActions: expected the shortcut's actions (an array); this property list is not a shortcut")
        #expect(error(workflow(.dictionary(["WFWorkflowActions": .string("no")]))) == "Brew Tea.shortcut: WFWorkflowActions: expected an array of actions, found a string")
    }

    @Test func actionsThatAreNotActions() {
        let notDictionary = workflow(.dictionary(["WFWorkflowActions": .array([.dictionary(["WFWorkflowActionIdentifier": .string("a")]), .integer(3)])]))
        #expect(error(notDictionary) == "Brew Tea.shortcut: WFWorkflowActions[1]: expected a dictionary (an action), found an integer")
        let noIdentifier = workflow(.dictionary(["WFWorkflowActions": .array([.dictionary(["WFWorkflowActionParameters": .dictionary([:])])])]))
        #expect(error(noIdentifier) == "Brew Tea.shortcut: WFWorkflowActions[0].WFWorkflowActionIdentifier: expected the action's identifier (every action has one)")
        let badParameters = workflow(.dictionary(["WFWorkflowActions": .array([.dictionary(["WFWorkflowActionIdentifier": .string("a"), "WFWorkflowActionParameters": .array([])])])]))
        #expect(error(badParameters) == "Brew Tea.shortcut: WFWorkflowActions[0].WFWorkflowActionParameters: expected a dictionary of parameters, found an array of 0")
    }

    @Test func aHundredThousandLevelsOfNestingAreRefused() {
        let xml = "<?xml version=\"1.0\"?><plist version=\"1.0\">" + String(repeating: "<array>", count: 100_000)
            + String(repeating: "</array>", count: 100_000) + "</plist>"
        #expect(error(Array(xml.utf8))?.contains("nested more than 512 levels deep") == true)
        // The binary form: each array holds the next.
        var objects: [[UInt8]] = []
        let depth = 100_000
        for index in 0..<depth { objects.append(index == depth - 1 ? [0xA0] : [0xA1] + withUnsafeBytes(of: UInt32(index + 1).bigEndian, Array.init)) }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects { offsets.append(bytes.count); bytes += object }
        let table = bytes.count
        for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4] + withUnsafeBytes(of: UInt64(depth).bigEndian, Array.init)
            + withUnsafeBytes(of: UInt64(0).bigEndian, Array.init) + withUnsafeBytes(of: UInt64(table).bigEndian, Array.init)
        #expect(error(bytes)?.contains("nested more than 512 levels deep") == true)
    }

    @Test func aReferenceCycleIsRefused() {
        // Object 0 is an array whose one item is object 0.
        var bytes = Array("bplist00".utf8) + [0xA1, 0x00]
        let table = bytes.count
        bytes += [0x08] + [0, 0, 0, 0, 0, 0, 1, 1] + withUnsafeBytes(of: UInt64(1).bigEndian, Array.init)
            + withUnsafeBytes(of: UInt64(0).bigEndian, Array.init) + withUnsafeBytes(of: UInt64(table).bigEndian, Array.init)
        #expect(error(bytes)?.contains("contains itself") == true)
    }

    @Test func aFiftyMegabyteFileOpensOrIsRefusedWithoutTrouble() {
        // 50 MB of one string value: read (it is a valid shortcut), in one pass.
        let big = String(repeating: "x", count: 50_000_000)
        let bytes = workflow(.dictionary(["WFWorkflowActions": .array([.dictionary(["WFWorkflowActionIdentifier": .string("a"),
                                                                                      "WFWorkflowActionParameters": .dictionary(["t": .string(big)])])])]), .binary)
        #expect(bytes.count > 50_000_000)
        let decoded = try? ShortcutFileCodec.decode(bytes, file: "big", name: "big", date: .distantPast)
        #expect(decoded?.document.actions.first?.values["t"] == .string(big))
        // 50 MB of garbage after a valid header: an error.
        #expect(error(Array("bplist00".utf8) + Array(repeating: 0xFF, count: 50_000_000)) != nil)
    }
}

/// Sizes that would be quadratic with a naive dictionary: they must cost what they hold.
@Suite(.offThePool) struct LargeDictionaryTests {
    @Test(arguments: [PropertyListFormat.binary, .xml])
    func aHundredThousandKeysReadAndCompareInLinearTime(_ format: PropertyListFormat) throws {
        let entries = (0..<100_000).map { (key: "key \($0)", value: PropertyListValue.integer($0)) }
        let value = PropertyListValue.dictionary(PropertyListDictionary(entries))
        let (read, _) = try PropertyListCoder.decode(PropertyListCoder.encode(value, as: format))
        #expect(read == value)
        #expect(read["key 99999"] == .integer(99_999))
    }

    @Test func aRepeatedKeyKeepsItsPlaceAndTheLastValue() {
        let dictionary = PropertyListDictionary([("a", .integer(1)), ("b", .integer(2)), ("a", .integer(3))])
        #expect(dictionary.keys == ["a", "b"])
        #expect(dictionary["a"] == .integer(3))
    }
}
