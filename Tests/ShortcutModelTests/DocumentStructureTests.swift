import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Blocks as Shortcuts marks them (a shared `GroupingIdentifier`, `WFControlFlowMode` 0/1/2):
/// depths, parts, and the parts that do not pair up, which are flagged and left as they are.
@Suite struct DocumentStructureTests {
    static func part(_ intent: String, _ grouping: String, _ mode: Int, _ extra: [String: IntentValue] = [:]) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions." + intent,
                       values: extra.merging(["GroupingIdentifier": .string(grouping), "WFControlFlowMode": .int(mode)]) { $1 })
    }

    static func plain(_ name: String = "comment", _ values: [String: IntentValue] = [:]) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions." + name, values: values)
    }

    static func structure(_ actions: [ShortcutAction]) -> DocumentStructure {
        DocumentStructure(ShortcutDocument(name: "S", actions: actions))
    }

    @Test func nestedBlocksAndTheirDepths() {
        let actions = [
            Self.part("conditional", "A", 0),
            Self.plain(),
            Self.part("repeat.count", "B", 0),
            Self.plain(),
            Self.part("repeat.count", "B", 2),
            Self.part("conditional", "A", 1),
            Self.part("choosefrommenu", "C", 0),
            Self.part("choosefrommenu", "C", 1),
            Self.plain(),
            Self.part("choosefrommenu", "C", 2),
            Self.part("conditional", "A", 2),
            Self.plain(),
        ]
        let structure = Self.structure(actions)
        #expect(structure.entries.map(\.depth) == [0, 1, 1, 2, 1, 0, 1, 1, 2, 1, 0, 0])
        #expect(structure.entries.map(\.role) == [
            .start(.conditional), .plain, .start(.repeatCount), .plain, .end(.repeatCount), .middle(.conditional),
            .start(.menu), .middle(.menu), .plain, .end(.menu), .end(.conditional), .plain,
        ])
        #expect(structure.span(of: 0, in: actions) == 0...10)
        #expect(structure.span(of: 2, in: actions) == 2...4)
        #expect(structure.span(of: 1, in: actions) == 1...1)
        #expect(structure.strayParts.isEmpty)
    }

    @Test func unpairedPartsAreFlaggedNotFixed() {
        let actions = [
            Self.part("conditional", "X", 2),  // an end with no start
            Self.part("conditional", "A", 0),
            Self.part("repeat.count", "B", 0), // never ended: crossed by A's end
            Self.part("conditional", "A", 2),
            Self.part("repeat.each", "Z", 0),  // never ended at all
        ]
        let structure = Self.structure(actions)
        #expect(structure.entries.map(\.role) == [
            .stray(.conditional, .end), .start(.conditional), .stray(.repeatCount, .start), .end(.conditional), .stray(.repeatEach, .start),
        ])
        #expect(structure.strayParts == [0, 2, 4])
        #expect(structure.span(of: 1, in: actions) == 1...3)
        #expect(structure.strayCount == 3)

        // The first actions of a longer document: only the block still open at the end closes
        // further on; what is wrong within them stays wrong.
        let first = DocumentStructure(ShortcutDocument(name: "First", actions: actions), continues: true)
        #expect(first.strayParts == [0, 2])
        #expect(first.entries[4].role == .start(.repeatEach))
    }

    /// A move updates only the range it crossed: after every kind of move — into and out of
    /// blocks, a part past its neighbours, a block past another — the result is exactly what
    /// a rebuild gives, and a move that breaks a block falls back to one.
    /// `count` actions, or a few more, of blocks nested up to five deep (Ifs with Otherwise,
    /// Repeats, Menus) and plain actions, every block closed: what the updates are checked on.
    static func balancedBlocks(round: Int, count: Int, random: (Int) -> Int) -> [ShortcutAction] {
        var actions: [ShortcutAction] = []
        var open: [String] = []
        for index in 0..<count {
            switch random(6) {
            case 0 where open.count < 5:
                let grouping = "G\(round).\(index)"
                open.append(grouping)
                actions.append(Self.part(["conditional", "repeat.count", "choosefrommenu"][random(3)], grouping, 0))
            case 1 where !open.isEmpty:
                actions.append(Self.part("conditional", open.last!, 1))
            case 2 where !open.isEmpty:
                actions.append(Self.part("conditional", open.removeLast(), 2))
            default:
                actions.append(Self.plain())
            }
        }
        while let grouping = open.popLast() { actions.append(Self.part("conditional", grouping, 2)) }
        return actions
    }

    @Test func aMoveUpdatesWhatARebuildWouldGive() {
        var seed = UInt64(0x5EED)
        func random(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<300 {
            var document = ShortcutDocument(name: "M", actions: Self.balancedBlocks(round: round, count: 8 + random(30), random: random))
            var structure = DocumentStructure(document)
            for _ in 0..<10 {
                let from = random(document.actions.count), to = random(document.actions.count)
                let moved = document.actions.remove(at: from)
                document.actions.insert(moved, at: to)
                structure.applyMove(from: from, to: to, in: document)
                let rebuilt = DocumentStructure(document)
                #expect(structure.entries.map(\.role) == rebuilt.entries.map(\.role), "round \(round)")
                #expect(structure.entries.map(\.depth) == rebuilt.entries.map(\.depth), "round \(round)")
                #expect(structure.strayCount == rebuilt.strayCount)
                #expect(document.actions.indices.allSatisfy {
                    structure.span(of: $0, in: document.actions) == rebuilt.span(of: $0, in: document.actions)
                        && structure.blockStart(of: $0, in: document.actions) == rebuilt.blockStart(of: $0, in: document.actions)
                        && structure.positions[document.actions[$0].id] == $0
                })
                if structure.strayCount > 0 { break }
            }
        }
    }

    /// Plain actions added and removed side by side (a paste, a cut, their undo) shift the
    /// structure; the result is what reading the shortcut again gives.
    @Test func insertsAndRemovalsUpdateWhatARebuildWouldGive() {
        var seed = UInt64(0xC0FFEE)
        func random(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<300 {
            var document = ShortcutDocument(name: "I", actions: Self.balancedBlocks(round: round, count: 4 + random(30), random: random))
            var structure = DocumentStructure(document)
            for _ in 0..<10 {
                if random(2) == 0 || document.actions.isEmpty {
                    let index = random(document.actions.count + 1)
                    let count = 1 + random(3)
                    let added = (0..<count).map { _ in
                        random(4) == 0 ? Self.plain("downloadurl", ["CustomOutputName": .string("Page \(round)")]) : Self.plain()
                    }
                    document.actions.insert(contentsOf: added, at: index)
                    structure.applyInsert(count: count, at: index, in: document)
                } else {
                    let index = random(document.actions.count)
                    let count = min(1 + random(3), document.actions.count - index)
                    let removed = Array(document.actions[index..<(index + count)])
                    document.actions.removeSubrange(index..<(index + count))
                    structure.applyRemove(removed, at: index, in: document)
                }
                #expect(structure == DocumentStructure(document), "round \(round)")
            }
        }
    }

    @Test func outputsAreNamedAfterTheirActionNowAndMissingOnesFlagged() throws {
        let source = Self.plain("downloadurl", ["CustomOutputName": .string("Page")])
        let structure = Self.structure([source, Self.plain()])
        let named = VariableReference(.actionOutput(action: source.id, name: "Contents of URL"))
        #expect(structure.name(of: named) == ("Page", false))
        let gone = VariableReference(.actionOutput(action: UUID(), name: "Contents of URL"))
        #expect(structure.name(of: gone) == ("Contents of URL", true))
        #expect(structure.positions[source.id] == 0)
        let stored: PropertyListValue = .dictionary(["Value": .dictionary(named.attachment), "WFSerializationType": .string("WFTextTokenAttachment")])
        #expect(structure.variableText(of: stored)?.text == "‹Page›")
        #expect(structure.variableText(of: .string("plain")) == nil)
    }
}

/// `lint`'s findings about a program's flow.
@Suite struct FlowDiagnosticsTests {
    typealias S = DocumentStructureTests

    static func variable(_ reference: VariableReference) -> IntentValue {
        .opaque(OpaqueValue(propertyList: .dictionary(["Value": .dictionary(reference.attachment),
                                                       "WFSerializationType": .string("WFTextTokenAttachment")])))
    }

    @Test func unbalancedBlocksMissingOutputsAndVariablesUsedBeforeSet() {
        let source = S.plain("downloadurl")
        let later = S.plain("gettext")
        let document = ShortcutDocument(name: "Flow", actions: [
            S.plain("showresult", ["Text": Self.variable(VariableReference(.named("Total")))]),
            S.plain("setvariable", ["WFVariableName": .string("Total")]),
            S.plain("showresult", ["Text": Self.variable(VariableReference(.named("Total")))]),
            S.part("repeat.each", "R", 0),
            S.plain("showresult", ["Text": Self.variable(VariableReference(.named("Repeat Item")))]),
            source,
            S.plain("showresult", ["Text": Self.variable(VariableReference(.actionOutput(action: source.id, name: "Contents of URL")))]),
            S.plain("showresult", ["Text": Self.variable(VariableReference(.actionOutput(action: UUID(), name: "Gone")))]),
            S.plain("showresult", ["Text": Self.variable(VariableReference(.actionOutput(action: later.id, name: "Text")))]),
            later,
        ])
        let found = document.flowDiagnostics().map(\.description)
        #expect(found == [
            #"action 1 ($.actions[0].values.Text): the variable "Total" is used before any action above sets it"#,
            "action 4 ($.actions[3]): Repeat with Each without its End Repeat; the action is kept where it is",
            #"action 8 ($.actions[7].values.Text): the variable "Gone" is the output of an action that is no longer in the shortcut"#,
            #"action 9 ($.actions[8].values.Text): the variable "Text" is used before any action above sets it"#,
        ])
    }
}
