import AppleShortcuts
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
import Testing

/// frontboat/shortcutkit's reference data, beside the project (never copied into it).
enum ShortcutKitReference {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/reference/shortcutkit")
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("encoding-table.json").path) }
}

/// What the editor writes, held to what WorkflowKit writes (`../shared/reference/shortcutkit/
/// encoding-table.json`, extracted on macOS 27 by frontboat/shortcutkit, MIT) and to what it
/// accepts (`encoding-roundtrips.json`): every variable shape, text with a variable in it, and
/// — for every parameter of the catalog whose class names its state class — a variable and a
/// plain value put into it, as the save writes them. Skipped when the reference is absent.
@Suite(.enabled(if: ShortcutKitReference.isAvailable, "needs ../shared/reference/shortcutkit"))
struct WorkflowKitEncodingTests {
    static func load(_ name: String) throws -> JSONValue {
        try JSONValue.parse(Array(Data(contentsOf: ShortcutKitReference.folder.appendingPathComponent(name))))
    }

    /// The state class WorkflowKit keeps a parameter of each class in: the pairs its own table
    /// gives (`appIntentValueTypes`), and the classes its round-trip expectations name by kind
    /// (text fields, URL and date fields as text; enumerations as strings; variable pickers).
    static let stateClass: [String: String] = [
        "WFTextInputParameter": "WFVariableStringParameterState",
        "WFURLParameter": "WFURLStringParameterState",
        "WFDateFieldParameter": "WFDateFieldParameterState",
        "WFSwitchParameter": "WFBooleanSubstitutableState",
        "WFNumberFieldParameter": "WFNumberStringSubstitutableState",
        "WFEnumerationParameter": "WFStringSubstitutableState",
        "WFVariablePickerParameter": "WFVariableParameterState",
        "WFDurationQuantityFieldParameter": "WFQuantityParameterState",
        "WFUnitQuantityFieldParameter": "WFQuantityParameterState",
        "WFCurrencyQuantityFieldParameter": "WFQuantityParameterState",
    ]

    static let myVar = VariableReference(.named("MyVar"))
    static let output = VariableReference(.actionOutput(action: UUID(uuidString: "11111111-2222-3333-4444-555555555555"), name: "Stored Content"))

    static func text(_ value: PropertyListValue) -> String { value.json.canonicalText() }
    static func text(_ json: JSONValue) throws -> String { text(try PropertyListValue(json: json, at: .root)) }

    @Test func everyVariableShapeIsWorkflowKits() throws {
        let table = try Self.load("encoding-table.json")
        let cases: [(String, VariableReference)] = [
            ("WFActionOutputVariable", Self.output),
            ("WFAskEachTimeVariable(prompt)", VariableReference(.ask(prompt: "Which one?"))),
            ("WFClipboardVariable", VariableReference(.clipboard)),
            ("WFCurrentAppVariable", VariableReference(.other("CurrentApp"))),
            ("WFCurrentDateVariable", VariableReference(.currentDate)),
            ("WFDeviceDetailsVariable", VariableReference(.deviceDetails)),
            ("WFShortcutInputVariable", VariableReference(.shortcutInput)),
            ("WFUserDefinedVariable(MyVar)", Self.myVar),
        ]
        let variables = try #require(table["variables"])
        guard case .object(let members) = variables else { Issue.record("no variables table"); return }
        #expect(Set(members.map(\.key)) == Set(cases.map(\.0)), "every shape in the table is checked")
        for (name, variable) in cases {
            #expect(Self.text(.dictionary(variable.attachment)) == (try Self.text(try #require(variables[name]))), "\(name)")
        }
    }

    @Test func textWithAVariableIsWorkflowKitsTokenString() throws {
        let table = try Self.load("encoding-table.json")
        let written = TokenText(pieces: [.text("Hello "), .variable(Self.myVar), .text("!")]).propertyList
        #expect(Self.text(try #require(written["Value"])) == (try Self.text(try #require(table["variableString(Hello <MyVar>!)"]))))
        #expect(written["WFSerializationType"] == .string("WFTextTokenString"))
    }

    /// For every catalog parameter of a class above: a variable (yours, and an action's output)
    /// and a plain value, as the save writes them, equal WorkflowKit's form for the state class;
    /// and every form the editor writes is one WorkflowKit takes back unchanged.
    @Test func everyParameterClassGetsWorkflowKitsForms() throws {
        let table = try Self.load("encoding-table.json")
        let roundtrips = try Self.load("encoding-roundtrips.json")
        let catalog = try JSONValue.parse(Array(Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/IntentCatalogs/BuiltIn/builtin-actions.json"))))
        guard case .array(let actions)? = catalog["actions"] else { Issue.record("no catalog"); return }
        var checked: [String: Int] = [:]
        for action in actions {
            guard case .string(let identifier)? = action["identifier"], case .array(let parameters)? = action["parameters"] else { continue }
            let definition = try #require(BuiltInActions.definitions.first { $0.identifier == identifier })
            for raw in parameters {
                guard case .string(let key)? = raw["key"], case .string(let parameterClass)? = raw["class"],
                      let state = Self.stateClass[parameterClass], let forms = table["stateClasses"]?[state],
                      let parameter = definition.parameter(key) else { continue }
                let place = "\(identifier) \(key) (\(parameterClass) → \(state))"
                for (form, variable) in [("variable:MyVar", Self.myVar), ("variable:ActionOutput", Self.output)] {
                    guard let expected = forms[form] else { continue }
                    let written = try WorkflowEncoder.propertyList(VariableValue.stored(variable, for: parameter, replacing: nil), path: key, file: "test")
                    #expect(Self.text(written) == (try Self.text(expected)), "\(place) \(form)")
                    let kind: String? = switch written["WFSerializationType"] {
                    case .string("WFTextTokenString")?: "tokenString"
                    case .string("WFTextTokenAttachment")?: variable == Self.myVar ? "attachment(variable)" : "attachment(output)"
                    default: nil // a form of the state class's own (a measurement's): compared whole above
                    }
                    if let kind, case .string(let result)? = roundtrips["results"]?[state]?[kind] {
                        #expect(result == "roundtrip", "\(place): WorkflowKit says \(result) to the \(kind) the editor writes")
                    }
                }
                for (form, value) in [("value:string", IntentValue.string("hello")), ("bool:YES", .bool(true)), ("number:5", .int(5))] {
                    guard let expected = forms[form], expected != .null else { continue }
                    let written = try WorkflowEncoder.propertyList(value, path: key, file: "test")
                    #expect(Self.text(written) == (try Self.text(expected)), "\(place) \(form)")
                }
                checked[state, default: 0] += 1
            }
        }
        #expect(Set(checked.keys) == Set(Self.stateClass.values), "every state class is met in the catalog: \(checked)")
    }

    /// A variable put into a measurement that had a unit keeps the unit (the bare attachment
    /// written before lost the variable: WorkflowKit reads it as an empty quantity).
    @Test func aVariableInAMeasurementKeepsItsUnit() throws {
        let duration = try #require(BuiltInActions.definitions.first { $0.identifier == "is.workflow.actions.adjustdate" }?.parameter("WFDuration"))
        let old = IntentValue.opaque(OpaqueValue(propertyList: .dictionary([
            "Value": .dictionary(["Magnitude": .integer(5), "Unit": .string("min")]), "WFSerializationType": .string("WFQuantityFieldValue")])))
        let written = try WorkflowEncoder.propertyList(VariableValue.stored(Self.myVar, for: duration, replacing: old), path: "x", file: "test")
        #expect(written["Value"]?["Unit"] == .string("min"))
        #expect(written["Value"]?["Magnitude"] == .dictionary(Self.myVar.attachment))
    }
}
