@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Real shortcuts through the power-user edits: the details panel shows each file's own
/// settings and questions, and the whole shortcut copied and pasted after itself keeps every
/// block paired, its questions pointing where they did, and undoes to the document it was.
@Suite(.enabled(if: CorpusFiles.isAvailable, "needs ../shared/corpus/shortcuts"))
struct CorpusEditingTests {
    static let cases: [(folder: URL, file: String)] = CorpusFiles.files.map { (CorpusFiles.folder, $0) }
        + (CorpusFiles.modernAvailable ? CorpusFiles.modernFiles.map { (CorpusFiles.modernFolder, $0) } : [])

    @Test func theDetailsPanelReadsEveryRowOfARealFile() throws {
        for (folder, file) in Self.cases {
            var scenario = try CorpusScenarioTests.scenario(file, in: folder, width: 80, height: 24)
            let before = scenario.state.document
            scenario.press(.character("i"))
            let rows = scenario.state.detailsRows()
            for _ in rows.indices { scenario.press(.down) }
            scenario.press(.escape)
            #expect(scenario.state.document == before, "\(file): looking changes nothing")
            let questions = SetupQuestions(before).questions
            #expect(rows.filter { if case .questionTarget = $0 { true } else { false } }.count == questions.count, "\(file)")
            for (entry, question) in questions {
                let target = scenario.state.detailsText(.questionTarget(entry)).value
                #expect(target.hasPrefix("action \((question.actionIndex ?? -1) + 1) "), "\(file): \(target)")
            }
        }
    }

    @Test func theWholeShortcutPastedAfterItselfStaysPairedAndUndoes() throws {
        for (folder, file) in Self.cases {
            var scenario = try CorpusScenarioTests.scenario(file, in: folder, width: 80, height: 24)
            let before = scenario.state.document
            let strays = scenario.state.structure.strayCount
            scenario.press(.character("g"), .character("V"), .character("G"), .character("y"))
            let copied = try #require(ClipboardScenarioTests.copied(scenario), "\(file)")
            #expect(copied.count == before.actions.count, "\(file): the whole shortcut is selected")
            scenario.press(.character("G"), .character("p"))
            ClipboardScenarioTests.answerPaste(&scenario, with: copied)
            let after = scenario.state.document
            #expect(after.actions.count == 2 * before.actions.count, "\(file)")
            #expect(scenario.state.structure.strayCount == 2 * strays, "\(file): every pasted block pairs with its own parts")
            #expect(Set(after.actions.map(\.id)).count == after.actions.count, "\(file): every identity is new")
            #expect(SetupQuestions(after) == SetupQuestions(before), "\(file): the questions point where they did")
            scenario.press(.character("u"))
            #expect(scenario.state.document == before, "\(file): one undo takes the paste back")
        }
    }
}
