import DemoIntents
import Foundation
import IntentKit
@testable import ShortcutRuntime
import ShortcutModel
import Testing

/// A variable holding an app's entities, narrowed to one of their `@Property`s ("Find Trails ›
/// Length"): the run asks the app for the entity's properties and goes on with the one named.
@Suite struct EntityPropertyRunTests {
    static let registry = try! DemoIntents.makeRegistry()

    static func findTrails(limit: Int) -> Act {
        Act("TrailEntity.Find", [("WFContentItemSortProperty", .string("Length")), ("WFContentItemSortOrder", .string("Biggest First")),
                                 ("WFContentItemLimitEnabled", .bool(true)), ("WFContentItemLimitNumber", .integer(limit))], uuid: "F")
    }

    static func property(_ name: String, userInfo: String? = nil) -> PropertyListValue {
        var entry: PropertyListDictionary = ["Type": .string("WFPropertyVariableAggrandizement"), "PropertyName": .string(name)]
        if let userInfo { entry["PropertyUserInfo"] = .string(userInfo) }
        return .dictionary(entry)
    }

    @Test func aTrailsLengthIsAskedOfItsApp() async {
        let ran = await run([Self.findTrails(limit: 1),
                             Act("showresult", [("Text", P.attachment(P.output("F", "Trails"), aggrandizements: [Self.property("Length")]))])],
                            registry: Self.registry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["22"], "the longest trail is Kalalau Trail, 22 miles")
    }

    @Test func aListOfTrailsGivesEachOnesProperty() async {
        let ran = await run([Self.findTrails(limit: 2),
                             Act("setvariable", [("WFVariableName", .string("Names")),
                                                 ("WFInput", P.attachment(P.output("F", "Trails"), aggrandizements: [Self.property("Name")]))]),
                             Act("showresult", [("Text", P.text(P.variable("Names")))])],
                            registry: Self.registry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown.first?.hasPrefix("Kalalau Trail\n") == true, "\(ran.shown)")
        #expect(ran.shown.first?.split(separator: "\n").count == 2)
    }

    @Test func aRenamedTitleIsFoundByTheSwiftName() async {
        let ran = await run([Self.findTrails(limit: 1),
                             Act("showresult", [("Text", P.attachment(P.output("F", "Trails"), aggrandizements: [Self.property("Where", userInfo: "location")]))])],
                            registry: Self.registry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Kauaʻi"])
    }

    @Test func aPropertyTheAppDoesNotDeclareIsNothingAndSaidSo() async {
        let ran = await run([Self.findTrails(limit: 1),
                             Act("showresult", [("Text", P.attachment(P.output("F", "Trails"), aggrandizements: [Self.property("Elevation")]))])],
                            registry: Self.registry)
        #expect(ran.failure == nil)
        #expect(ran.warnings.contains { $0.contains("Elevation") && $0.contains("Kalalau Trail") }, "\(ran.warnings)")
    }

    /// A computed property and a deferred one run as a stored one does: the shortest trail is
    /// an easy walk, with snow on it today.
    @Test func computedAndDeferredPropertiesAreReadToo() async {
        let shortest = Act("TrailEntity.Find", [("WFContentItemSortProperty", .string("Length")), ("WFContentItemSortOrder", .string("Ascending")),
                                                ("WFContentItemLimitEnabled", .bool(true)), ("WFContentItemLimitNumber", .integer(1))], uuid: "F")
        let ran = await run([shortest,
                             Act("showresult", [("Text", P.attachment(P.output("F", "Trails"), aggrandizements: [Self.property("Difficulty")]))]),
                             Act("showresult", [("Text", P.attachment(P.output("F", "Trails"), aggrandizements: [Self.property("Conditions")]))])],
                            registry: Self.registry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Easy", "Snow on the trail"], "Bear Lake Loop, 0.8 miles")
    }

    @Test func anEntityStillReadsAsItsTitle() async {
        let ran = await run([Self.findTrails(limit: 1), Act("showresult", [("Text", P.text(P.output("F", "Trails")))])], registry: Self.registry)
        #expect(ran.shown == ["Kalalau Trail"])
    }
}

/// The properties the variable panel offers for Shortcuts' own kinds are the ones a run reads:
/// each, asked of a value of its kind, gives something.
@Suite struct VariablePanelPropertyTests {
    static let samples: [(ValueType, RuntimeValue)] = [
        (.date, .date(testNow)),
        (.url, .url("https://user:secret@example.com:8443/trails/mist?sort=length#top")),
        (.file, .file(RuntimeFile(name: "Trails.txt", bytes: Array("Mist".utf8), type: "txt", path: "/tmp/Trails.txt",
                                  created: testNow, modified: testNow))),
        (.string, .text("Mist Trail")),
    ]

    @Test func everyOfferedPropertyIsReadByARun() {
        for (type, sample) in Self.samples {
            let offered = VariableContent.properties(of: type)
            #expect(!offered.isEmpty, "\(type.name) offers properties")
            for property in offered {
                #expect(ContentProperties.property(property.title, of: sample) != nil, "\(type.name) › \(property.title)")
            }
        }
    }
}
