import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime
import Synchronization
import Testing
import TestSupport

/// How runs end when they cannot go on — each with the action's number, title and why — and
/// what bites at a step without stopping the run.
@Suite(.offThePool) struct RunEndingTests {
    @Test func anActionThatNeedsADeviceCannotRunUnlessStubbed() async {
        let actions = [Act("gettext", [("WFTextActionText", P.plain("x"))]), Act("takephoto", [], uuid: "P"),
                       Act("showresult", [("Text", P.text(P.words("got "), P.output("P")))])]
        let ran = await run(actions)
        #expect(ran.failure == .cannotRun(action: 2, title: "takephoto"))
        #expect(ran.failure?.exitStatus == 3)
        #expect(ran.failure?.description == "action 2 (takephoto) cannot run on Linux; give it a stand-in output with --stub 2=VALUE")
        let stubbed = await run(actions, stubs: ["2": .text("a photo")])
        #expect(stubbed.failure == nil && stubbed.shown == ["got a photo"])
        let byUUID = await run(actions, stubs: [Act.uuid("P"): .text("by id")])
        #expect(byUUID.shown == ["got by id"])
    }

    @Test func aFailureNamesTheActionAndWhy() async {
        let ran = await run([Act("math", [("WFInput", P.number(1)), ("WFMathOperation", .string("÷")), ("WFMathOperand", P.number(0))])])
        #expect(ran.failure == .failed(action: 1, title: "math", message: "cannot divide by zero"))
        #expect(ran.failure?.exitStatus == 1)
        let notANumber = await run([Act("math", [("WFInput", P.plain("abc")), ("WFMathOperand", P.number(1))])])
        #expect(notANumber.failure == .failed(action: 1, title: "math", message: "the input “abc” is not a number"))
        let outOfRange = await run([Act("list", [("WFItems", .array([.string("a")]))]),
                                    Act("getitemfromlist", [("WFItemSpecifier", .string("Item At Index")), ("WFItemIndex", P.number(5))])])
        #expect(outOfRange.failure == .failed(action: 2, title: "getitemfromlist", message: "the list has 1 item; there is no item 5"))
    }

    @Test func aPromptWithoutAnAnswerEndsWithStatusFour() async {
        let ran = await run([Act("ask", [("WFAskActionPrompt", P.plain("Name?"))])])
        #expect(ran.failure == .unanswered(action: 1, title: "ask", prompt: "Name?"))
        #expect(ran.failure?.exitStatus == 4)
    }

    @Test func cancellingTheAlertStopsTheShortcut() async {
        let ran = await run([Act("alert", [("WFAlertActionMessage", P.plain("Go on?"))]), Act("showresult", [("Text", P.plain("after"))])],
                            answers: ["cancel"])
        #expect(ran.failure == nil && ran.shown == ["Go on?"])
    }

    @Test func aVariableUsedBeforeItIsSetIsSaidWhereItBites() async {
        let ran = await run([Act("showresult", [("Text", P.text(P.words("<"), P.variable("Name"), P.words(">")))])])
        #expect(ran.shown == ["<>"])
        #expect(ran.warnings == ["1: uses the variable Name, which is not set yet"])
        let deleted = await run([Act("showresult", [("Text", P.text(P.output("Gone", "Photo")))])])
        #expect(deleted.warnings == ["1: uses Photo, which no action that has run gave"])
    }

    @Test func anIfComparingANumberWithTextSaysSo() async {
        let ran = await run([
            Act("gettext", [("WFTextActionText", P.plain("many"))], uuid: "T"),
            Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.output("T"))), ("WFCondition", .integer(2)), ("WFNumberValue", P.number(3))]),
            Act("showresult", [("Text", P.plain("more"))]),
            Block.parts("conditional", group: "I", mode: 2),
        ])
        #expect(ran.shown.isEmpty)
        #expect(ran.warnings == ["2: If compares a number with “many”, which is not one; the condition does not hold"])
    }

    @Test func aMenuItemWithoutABranchIsSaidWhenChosen() async {
        let ran = await run([
            Block.parts("choosefrommenu", group: "M", mode: 0, [("WFMenuItems", .array([.string("Tea"), .string("Coffee")]))]),
            Block.parts("choosefrommenu", group: "M", mode: 1, [("WFMenuItemTitle", .string("Tea"))]),
            Act("showresult", [("Text", P.plain("tea"))]),
            Block.parts("choosefrommenu", group: "M", mode: 2),
        ], answers: ["Coffee"])
        #expect(ran.failure == nil && ran.shown.isEmpty)
        #expect(ran.warnings == ["1: the menu item “Coffee” has no branch; nothing runs for it"])
    }

    /// A loop that grows a list without end is stopped by the bound, with a message.
    @Test func aRunThatBuildsAHugeListIsStopped() async {
        let ran = await run([
            Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", P.number(1_000))]),
            Act("gettext", [("WFTextActionText", P.plain("x"))]),
            Act("appendvariable", [("WFVariableName", P.plain("Huge"))]),
            Block.parts("repeat.count", group: "R", mode: 2),
        ], limits: RunLimits(maximumSize: 100, maximumDepth: 4))
        #expect(ran.failure == .tooLarge(action: 3, title: "appendvariable", size: 101, limit: 100))
    }

    /// The bound counts what a value holds in all, not its top level: a list of few but large
    /// texts, a list nested in itself over and over (few items, millions of leaves), and a list
    /// nested thousands deep are each stopped with the bound's message.
    @Test func theBoundCountsWhatAValueHoldsInAll() async {
        let limits = RunLimits(maximumSize: 1_000_000, maximumDepth: 4)
        let largeTexts = await run([
            Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", P.number(2_000))]),
            Act("gettext", [("WFTextActionText", P.plain(String(repeating: "x", count: 8_000)))]),
            Act("appendvariable", [("WFVariableName", P.plain("Texts"))]),
            Block.parts("repeat.count", group: "R", mode: 2),
        ], limits: limits)
        guard case .tooLarge(3, "appendvariable", let size, 1_000_000)? = largeTexts.failure else {
            Issue.record("not stopped by the bound: \(String(describing: largeTexts.failure))")
            return
        }
        #expect(size > 1_000_000 && size < 1_010_000)

        let doubled = await run([
            Act("list", [("WFItems", .array([.string("leaf")]))], uuid: "L"),
            Act("setvariable", [("WFInput", P.attachment(P.output("L"))), ("WFVariableName", P.plain("V"))]),
            Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", P.number(40))]),
            Act("list", [("WFItems", .array([P.attachment(P.variable("V")), P.attachment(P.variable("V"))]))], uuid: "D"),
            Act("setvariable", [("WFInput", P.attachment(P.output("D"))), ("WFVariableName", P.plain("V"))]),
            Block.parts("repeat.count", group: "R", mode: 2),
        ], limits: limits)
        #expect(doubled.failure?.description.contains("past the run's bound of 1000000") == true, "\(String(describing: doubled.failure))")

        let deep = await run([
            Act("list", [("WFItems", .array([.string("leaf")]))], uuid: "L"),
            Act("setvariable", [("WFInput", P.attachment(P.output("L"))), ("WFVariableName", P.plain("V"))]),
            Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", P.number(10_000))]),
            Act("list", [("WFItems", .array([P.attachment(P.variable("V"))]))], uuid: "D"),
            Act("setvariable", [("WFInput", P.attachment(P.output("D"))), ("WFVariableName", P.plain("V"))]),
            Block.parts("repeat.count", group: "R", mode: 2),
        ], limits: limits)
        guard case .tooDeep(_, _, 1001, 1000)? = deep.failure else {
            Issue.record("not stopped by the nesting bound: \(String(describing: deep.failure))")
            return
        }
    }

    /// A regular expression that backtracks for ever fails its action at the time bound,
    /// naming the pattern — in Match Text and in Replace Text alike.
    @Test func aCatastrophicPatternFailsAtTheTimeBound() async {
        let text = String(repeating: "a", count: 60) + "!"
        let matched = await run([Act("text.match", [("text", P.plain(text)), ("WFMatchTextPattern", P.plain("(a+)+$"))])])
        #expect(matched.failure == .failed(action: 1, title: "match", message: "the regular expression “(a+)+$” took longer than 2.0 seconds to match; it was stopped"))
        let replaced = await run([Act("text.replace", [("WFInput", P.plain(text)), ("WFReplaceTextFind", P.plain("(a+)+$")),
                                                       ("WFReplaceTextRegularExpression", .bool(true))])])
        #expect(replaced.failure?.description.contains("took longer than 2.0 seconds") == true)
        // A pattern that ends at once, given all the time a busy machine may need.
        var patient = RunLimits.standard
        patient.matchTimeLimit = .seconds(600)
        let fine = await run([Act("text.replace", [("WFInput", P.plain("tea for two")), ("WFReplaceTextFind", P.plain("t(\\w+)")),
                                                   ("WFReplaceTextReplace", P.plain("<$1>")), ("WFReplaceTextRegularExpression", .bool(true))], uuid: "R"),
                              Act("showresult", [("Text", P.text(P.output("R")))])], limits: patient)
        #expect(fine.shown == ["<ea> for <wo>"])
    }

    /// Stopping the run reaches into a match under way. The stop comes from a thread of its
    /// own: a match holds the thread it runs on, and the pool may have no other free.
    @Test func stoppingTheRunStopsAMatchUnderWay() async throws {
        let document = shortcut([Act("comment"), Act("text.match", [("text", P.plain(String(repeating: "a", count: 60) + "!")),
                                                                   ("WFMatchTextPattern", P.plain("(a+)+$"))])])
        // Only the stop may end the match: its time bound is far off, and the stop waits for
        // the run's task to be known rather than for time to pass.
        var limits = RunLimits.standard
        limits.matchTimeLimit = .seconds(600)
        let handle = Mutex<Task<ShortcutRun.Result, any Error>?>(nil)
        let known = DispatchSemaphore(value: 0)
        let environment = RunEnvironment(limits: limits, events: { event in
            guard case .ran(1, _, _, _) = event else { return }
            Thread.detachNewThread {
                known.wait()
                handle.withLock { $0?.cancel() }
            }
        })
        let task = Task { try await ShortcutRun(document: document, environment: environment).run() }
        handle.withLock { $0 = task }
        known.signal()
        do {
            _ = try await task.value
            Issue.record("the run went on")
        } catch {
            #expect(error as? RunFailure == .stopped(action: 2))
        }
    }

    /// An endless loop ends when its task is cancelled: the editor's stop key, Ctrl-C.
    @Test func cancellingTheTaskStopsAnEndlessLoop() async throws {
        let document = shortcut([
            Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", P.number(1e12))]),
            Act("math", [("WFInput", P.attachment(P.variable("Repeat Index"))), ("WFMathOperand", P.number(1))]),
            Block.parts("repeat.count", group: "R", mode: 2),
        ])
        let started = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let environment = RunEnvironment(events: { event in if case .ran(2, _, _, _) = event { started.continuation.yield() } })
        let task = Task { try await ShortcutRun(document: document, environment: environment).run() }
        var iterator = started.stream.makeAsyncIterator()
        _ = await iterator.next()
        task.cancel()
        await #expect(throws: RunFailure.self) { try await task.value }
    }
}

/// What lasts between runs and what crosses shortcuts: stored content, the clipboard, Run Shortcut.
@Suite(.offThePool) struct RunStateTests {
    @Test func storedContentIsPerShortcutOrGlobalAndLastsInItsFolder() async throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("stored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = FolderRunStorage(folder: folder)
        _ = await run([Act("setstoredcontent", [("WFInput", P.plain("42")), ("WFStoredContentKey", P.plain("answer"))]),
                       Act("setstoredcontent", [("WFInput", P.plain("shared")), ("WFStoredContentKey", P.plain("answer")),
                                                ("WFStoredContentGlobalValue", .bool(true))])], storage: storage)
        let again = await run([Act("getstoredcontent", [("WFStoredContentKey", P.plain("answer"))], uuid: "A"),
                               Act("getstoredcontent", [("WFStoredContentKey", P.plain("answer")), ("WFStoredContentGlobalValue", .bool(true))], uuid: "B"),
                               Act("showresult", [("Text", P.text(P.output("A"), P.words(" "), P.output("B")))])], storage: FolderRunStorage(folder: folder))
        #expect(again.shown == ["42 shared"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("stored/global.json").path))
    }

    /// A shortcut named "global" has a store of its own, not everyone's global one; a store
    /// an earlier version kept beside the global one is still read.
    @Test func aShortcutNamedGlobalDoesNotOwnTheGlobalStore() async throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("stored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = FolderRunStorage(folder: folder)
        try storage.store(.text("everyone's"), key: "k", global: true, shortcut: "Other")
        try storage.store(.text("mine"), key: "k", global: false, shortcut: "global")
        #expect(try storage.storedContent(key: "k", global: true, shortcut: "Other") == .text("everyone's"))
        #expect(try storage.storedContent(key: "k", global: false, shortcut: "global") == .text("mine"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("stored/shortcuts/global.json").path))
        let earlier = folder.appendingPathComponent("stored/Old.json")
        try Data(#"{"k": "kept"}"#.utf8).write(to: earlier)
        #expect(try storage.storedContent(key: "k", global: false, shortcut: "Old") == .text("kept"))
        try storage.store(.text("new"), key: "j", global: false, shortcut: "Old")
        #expect(try storage.storedContent(key: "k", global: false, shortcut: "Old") == .text("kept"))
        #expect(try storage.storedContent(key: "j", global: false, shortcut: "Old") == .text("new"))
    }

    /// A stored file damaged by hand is an error naming it and the place; the next store does
    /// not write over what it held.
    @Test func aDamagedStoreIsAnErrorNotAnEmptyOne() async throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("stored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stored/global.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"visits\": 41,\n \"oops\"".utf8).write(to: file)
        let storage = FolderRunStorage(folder: folder)
        let read = await run([Act("getstoredcontent", [("WFStoredContentKey", P.plain("visits")), ("WFStoredContentGlobalValue", .bool(true))])],
                             storage: storage)
        guard case .failed(1, _, let message)? = read.failure else { Issue.record("not a failure: \(String(describing: read.failure))"); return }
        #expect(message.hasPrefix(file.path + ":2:") && message.contains("not JSON"), "\(message)")
        let stored = await run([Act("setstoredcontent", [("WFInput", P.plain("1")), ("WFStoredContentKey", P.plain("other")),
                                                          ("WFStoredContentGlobalValue", .bool(true))])], storage: storage)
        #expect(stored.failure != nil)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("41"), "what it held is still there")
    }

    @Test func theClipboardIsEmulated() async {
        let storage = MemoryRunStorage()
        let ran = await run([Act("setclipboard", [("WFInput", P.plain("copied"))]), Act("getclipboard", [], uuid: "C"),
                             Act("showresult", [("Text", P.text(P.output("C")))])], storage: storage)
        #expect(ran.shown == ["copied"])
        #expect(storage.clipboard() == .text("copied"))
    }

    struct Library: ShortcutSource {
        let documents: [String: ShortcutDocument]
        func shortcut(named name: String) throws -> ShortcutDocument? { documents[name] }
    }

    @Test func runShortcutPassesInputAndTakesItsOutput() async {
        let double = shortcut([Act("math", [("WFInput", P.attachment(P.input)), ("WFMathOperation", .string("×")), ("WFMathOperand", P.number(2))], uuid: "M"),
                               Act("output", [("WFOutput", P.text(P.output("M")))])], name: "Double")
        let ran = await run([Act("runworkflow", [("WFWorkflowName", P.plain("Double")), ("WFInput", P.plain("21"))], uuid: "R"),
                             Act("showresult", [("Text", P.text(P.output("R")))])], shortcuts: Library(documents: ["Double": double]))
        #expect(ran.shown == ["42"])
        let missing = await run([Act("runworkflow", [("WFWorkflowName", P.plain("Nope"))])], shortcuts: Library(documents: [:]))
        #expect(missing.failure == .failed(action: 1, title: "runworkflow", message: "the library has no shortcut named Nope"))
        let itself = shortcut([Act("runworkflow", [("WFWorkflowName", P.plain("Loop"))])], name: "Loop")
        let looping = await run(itself.actions.map { _ in Act("runworkflow", [("WFWorkflowName", P.plain("Loop"))]) },
                                shortcuts: Library(documents: ["Loop": itself]))
        #expect(looping.failure?.description.contains("more than 16 deep") == true, "\(String(describing: looping.failure))")
    }
}

/// The system's clipboard is another program: one that never answers (xclip waiting on a display
/// that is gone) is stopped at the deadline, and nothing of it is left running.
@Suite(.offThePool) struct SystemClipboardDeadlineTests {
    @Test func aClipboardProgramThatHangsIsStoppedAndReaped() async throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("clip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid")
        let xclip = folder.appendingPathComponent("xclip")
        try TestScratch.writeExecutable("#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 600\n", to: xclip)
        let clipboard = try #require(SystemClipboard(storage: MemoryRunStorage(), path: folder.path, deadline: .seconds(1)))
        do {
            _ = try await clipboard.clipboard()
            Issue.record("a clipboard program that never answers gave an answer")
        } catch {
            #expect(String(describing: error).contains("xclip gave no answer within"), "\(error)")
        }
        // On a busy machine the program may be stopped before it wrote its pid: then no
        // process may be running it.
        if let text = try? String(contentsOf: pidFile, encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            #expect(kill(pid, 0) != 0, "the clipboard program \(pid) was left running")
        }
        let running = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { name in
            guard Int32(name) != nil, let line = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { return false }
            return String(decoding: line, as: UTF8.self).contains(xclip.path)
        }
        #expect(running.isEmpty, "processes still running the clipboard program: \(running)")
    }
}
