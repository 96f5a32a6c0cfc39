@testable import EditorCore
import Testing

/// The keymap is the one place keys are decided: its tables must be complete and
/// unambiguous, and everything said about keys must come from them.
@Suite struct KeymapTests {
    @Test func everyBindingHasKeysAndADescription() {
        for mode in KeyMode.allCases {
            for binding in Keymap.standard.bindings(in: mode) {
                #expect(!binding.keys.isEmpty, "\(mode.rawValue).\(binding.command.rawValue) has no key")
                #expect(binding.description.count >= 4, "\(mode.rawValue).\(binding.command.rawValue) has no description")
            }
        }
    }

    /// A command bound with nothing to run it once compiled and did nothing. Every table's
    /// commands are a layer's enum, switched over with no `default`.
    @Test func everyBoundCommandIsHandledInEveryMode() {
        let unhandled = Keymap.standard.commandsWithoutHandler.map { "\($0.mode.rawValue).\($0.command.rawValue)" }
        #expect(unhandled.isEmpty, "bound with no handler: \(unhandled)")
    }

    /// The check above can fail: a list's command bound in the editor's table is found, and
    /// so is the editor's `quit` bound in the details panel's.
    @Test func aCommandBoundWhereNothingHandlesItIsFound() {
        var tables = Keymap.standard.tables
        tables[.editor, default: []].append(KeyBinding(.removeItem, [.character("~")], "a list's command, misplaced"))
        tables[.details, default: []].append(KeyBinding(.quit, [.character("Q")], "the editor's command, misplaced"))
        let keymap = Keymap(tables: tables, footers: Keymap.standard.footers)
        let unhandled = keymap.commandsWithoutHandler.map { "\($0.mode.rawValue).\($0.command.rawValue)" }
        #expect(unhandled == ["editor.remove-item", "details.quit"])
    }

    /// Each layer's commands name commands by their names: a misspelt one would never run.
    @Test func everyLayerCommandNamesACommand() {
        let misspelt = [CardCommand.unknownNames, PageCommand.unknownNames, LibraryCommand.unknownNames, FieldCommand.unknownNames,
                        PickerCommand.unknownNames, ItemsCommand.unknownNames, TextCommand.unknownNames, BrowserCommand.unknownNames,
                        ConfirmDeleteCommand.unknownNames, QuitAnswer.unknownNames, RenameAnswer.unknownNames, ConflictAnswer.unknownNames,
                        ReadOnlyAnswer.unknownNames, LockAnswer.unknownNames, RecoveryAnswer.unknownNames, DeleteAnswer.unknownNames,
                        AnswerCommand.unknownNames, ChoiceCommand.unknownNames, DetailsCommand.unknownNames,
                        GlobalCommand.unknownNames].flatMap { $0 }
        #expect(misspelt.isEmpty, "\(misspelt)")
    }

    /// Every command is some table's, and read by what reads that table.
    @Test func everyCommandIsHandledSomewhere() {
        let handled = KeyMode.allCases.reduce(into: Set<Command>()) { $0.formUnion($1.handledCommands) }
        #expect(Set(Command.allCases).subtracting(handled).isEmpty, "\(Set(Command.allCases).subtracting(handled))")
    }

    @Test func noKeyIsBoundTwiceInAMode() {
        let conflicts = Keymap.standard.conflicts.map { "\($0.mode.rawValue): \(KeyName.display($0.key)) → \($0.commands)" }
        #expect(conflicts.isEmpty, "\(conflicts)")
    }

    @Test func noCommandIsListedTwiceInAMode() {
        for mode in KeyMode.allCases {
            let commands = Keymap.standard.bindings(in: mode).map(\.command)
            #expect(Set(commands).count == commands.count, "\(mode.rawValue) lists a command twice")
        }
    }

    @Test func everyFooterHintNamesACommandOfItsModeOrItsFallback() {
        for (mode, hints) in Keymap.standard.footers {
            for hint in hints {
                for command in hint.commands {
                    #expect(!Keymap.standard.keys(for: command, in: mode).isEmpty, "\(mode.rawValue) footer names \(command.rawValue)")
                }
            }
        }
    }

    @Test func everyKeyNameRoundTripsInBothSpellings() {
        let keys = KeyMode.allCases.flatMap { Keymap.standard.bindings(in: $0) }.flatMap(\.keys)
        for key in keys {
            #expect(KeyName.parse(KeyName.config(key)) == key, "config name \(KeyName.config(key))")
            #expect(KeyName.parse(KeyName.display(key)) == key, "display name \(KeyName.display(key))")
        }
    }

    @Test func keyNamesAcceptTheUsualSpellings() {
        #expect(KeyName.parse("C-s") == .control("s"))
        #expect(KeyName.parse("Ctrl-S") == .control("s"))
        #expect(KeyName.parse("ctrl+x") == .control("x"))
        #expect(KeyName.parse("^R") == .control("r"))
        #expect(KeyName.parse("A-b") == .alt("b"))
        #expect(KeyName.parse("Alt-Backspace") == .alt("\u{7F}"))
        #expect(KeyName.parse("PageDown") == .pageDown)
        #expect(KeyName.parse("ret") == .enter)
        #expect(KeyName.parse("S-Tab") == .backTab)
        #expect(KeyName.parse("J") == .character("J"))
        #expect(KeyName.parse("é") == .character("é"))
        #expect(KeyName.parse("hyper-x") == nil)
        #expect(KeyName.parse("C-1") == nil)
        #expect(KeyName.parse("") == nil)
        #expect(KeyName.parse(" ") == nil)
    }

    @Test func rebindingTakesTheKeyFromTheCommandThatHadIt() throws {
        var keymap = Keymap.standard
        try keymap.rebind(.nextAction, in: .editor, to: [.character("n"), .character("d")])
        #expect(keymap.command(for: .character("n"), in: .editor) == .nextAction)
        #expect(keymap.command(for: .character("d"), in: .editor) == .nextAction)
        #expect(keymap.command(for: .character("j"), in: .editor) == nil, "the old keys are unbound")
        #expect(keymap.keys(for: .deleteAction, in: .editor).isEmpty, "d moved to next-action")
        #expect(keymap.conflicts.isEmpty)
        // The footer leaves out a command that has no key left, and shows the new keys.
        let footer = keymap.footer(for: .editor) { _ in false }
        #expect(!footer.contains("delete"))
    }

    @Test func aCommandOfAnotherModeIsRefusedWithTheCommandsItHas() {
        #expect(throws: KeymapError.commandNotInMode("edit", .browser)) {
            var keymap = Keymap.standard
            try keymap.rebind(.edit, in: .browser, to: [.character("e")])
        }
        let message = KeymapError.commandNotInMode("edit", .browser).description
        #expect(message.contains("[keys.browser]") && message.contains("open, new"))
    }

    @Test func theFooterShowsTheFirstKeyOfEachCommand() throws {
        var keymap = Keymap.standard
        #expect(keymap.footer(for: .quitPrompt) { _ in true } == "s save and quit · d discard and quit · Esc stay")
        try keymap.rebind(.saveAndQuit, in: .quitPrompt, to: [.character("y")])
        #expect(keymap.footer(for: .quitPrompt) { _ in true } == "y save and quit · d discard and quit · Esc stay")
        #expect(keymap.footer(for: .editor) { _ in false }.hasPrefix("Tab next · Enter edit · a add · ? keys · d delete"))
        // The texts are made once and shared by copies: a copy's rebinding leaves the others'.
        #expect(Keymap.standard.footer(for: .quitPrompt) { _ in true } == "s save and quit · d discard and quit · Esc stay")
        #expect(keymap.footer(for: .quitPrompt) { _ in true } == "y save and quit · d discard and quit · Esc stay")
    }

    /// The conditions are asked every time, though the texts are made once.
    @Test func theFooterAsksItsConditionsEachTime() {
        let keymap = Keymap.standard
        let closed = keymap.footer(for: .editor) { $0 == .showMoreClosed }
        let open = keymap.footer(for: .editor) { $0 == .showMoreOpen }
        #expect(closed != open)
        #expect(keymap.footer(for: .editor) { $0 == .showMoreClosed } == closed)
    }

    @Test func theConfigListingReadsBackToTheSameKeymap() throws {
        // `shortcut-editor keys` prints this; each line must parse to the binding it shows.
        for line in Keymap.standard.configText.split(separator: "\n") where line.contains("=") {
            let keys = line.split(separator: "[")[1].split(separator: "]")[0].split(separator: ",")
            for name in keys {
                let unquoted = name.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
                    .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
                #expect(KeyName.parse(unquoted) != nil, "\(line)")
            }
        }
    }
}

/// A remapped key does what the command does, everywhere the key is read.
@Suite struct RemappedKeyTests {
    @Test func aRemappedKeyMovesAndTheOldOneDoesNothing() throws {
        var scenario = Scenario([.trails(["activity": .hiking]), .trails(["activity": .biking])])
        try scenario.state.keymap.rebind(.nextAction, in: .editor, to: [.character("n")])
        scenario.press(.character("j"))
        #expect(scenario.state.focus.action == 0)
        scenario.press(.character("n"))
        #expect(scenario.state.focus.action == 1)
    }

    @Test func aRemappedTextKeyWorksInEveryField() throws {
        var keymap = Keymap.standard
        try keymap.rebind(.deleteWord, in: .text, to: [.control("y")])
        var field = TextField("two words")
        let handled = field.handle(.control("y"), keymap: keymap)
        #expect(handled && field.text == "two ")
        let oldKey = field.handle(.control("w"), keymap: keymap)
        #expect(!oldKey && field.text == "two ", "^W is no longer bound")
    }

    @Test func aRemappedPromptAnswerAnswersIt() throws {
        var scenario = Scenario([.trails(["activity": .hiking])])
        try scenario.state.keymap.rebind(.discardAndQuit, in: .quitPrompt, to: [.character("x")])
        scenario.press(.character("d"))
        scenario.press(.character("q"))
        #expect(scenario.state.prompt == .quitWithChanges)
        #expect(scenario.screen.contains("x discard and quit"))
        scenario.press(.character("x"))
        #expect(scenario.effects.contains(.quit))
    }
}
