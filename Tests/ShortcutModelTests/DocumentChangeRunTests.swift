import Foundation
import IntentKit
import ShortcutModel
import Testing

/// `DocumentChange.apply(_:to:)` takes runs of inserts and removals at once; it must leave
/// exactly what applying each change in turn leaves, whatever the mix.
@Suite struct DocumentChangeRunTests {
    static func action(_ number: Int) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions.comment", values: ["WFCommentActionText": .string("\(number)")])
    }

    @Test func runsApplyAsTheirChangesOneByOne() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<500 {
            var document = ShortcutDocument(name: "R", actions: (0..<Int.random(in: 0...20, using: &generator)).map(Self.action))
            var changes: [DocumentChange] = []
            var simulated = document
            var made = 1000 * round
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let count = simulated.actions.count
                var run: [DocumentChange] = []
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    let at = Int.random(in: 0...count, using: &generator)
                    run = (0..<Int.random(in: 1...5, using: &generator)).map { offset in
                        made += 1
                        return .insert(Self.action(made), at: at + offset)
                    }
                case 1 where count > 0:
                    let last = Int.random(in: 0..<count, using: &generator)
                    run = (0..<Int.random(in: 1...(last + 1), using: &generator)).map { .remove(at: last - $0) }
                case 2 where count > 1:
                    run = [.move(from: Int.random(in: 0..<count, using: &generator), to: Int.random(in: 0..<count, using: &generator))]
                case 3 where count > 0:
                    run = [.setValue(action: Int.random(in: 0..<count, using: &generator), parameter: "X", value: .int(made))]
                default:
                    continue
                }
                for change in run { change.apply(to: &simulated) }
                changes += run
            }
            DocumentChange.apply(changes, to: &document)
            #expect(document.actions == simulated.actions, "round \(round)")
        }
    }
}
