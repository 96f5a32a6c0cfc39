import ArgumentParser
import Foundation

/// The shells' completion scripts: ArgumentParser's, with the completion of a shortcut
/// argument replaced by one that treats names as data.
///
/// ArgumentParser's bash script hands the program's candidates to `compgen -W`, which expands
/// each word: a library file named `$(touch X).shortcut` ran the command when Tab was pressed
/// (`import` names a file after a shared shortcut's own name, so a shared shortcut was a way
/// in), and `it's quoted` completed to `its\ quoted`. Its zsh and fish scripts split the
/// candidates at line ends and zsh's `_describe` reads a colon as the start of a description.
/// Here the program prints the candidates NUL-separated (`---shortcut-names`) and each shell
/// adds them as they are — bash to `COMPREPLY`, zsh with `compadd`, fish through `string
/// split0` — quoting them itself when it inserts one. The program has matched them to the word
/// typed already (zsh adds them with `-U`): a file whose name has a line break is offered as
/// its path, which matches no typed name.
enum CompletionScripts {
    /// The hidden argument the scripts call the program back with:
    /// `---shortcut-names SHELL CURRENT-WORD WORDS…`.
    static let namesArgument = "---shortcut-names"

    /// The script for `shell`, or nil for a shell ArgumentParser has none for.
    static func script(for shell: String) -> String? {
        guard let completionShell = CompletionShell(rawValue: shell) else { return nil }
        let generated = ShortcutEditorCommand.completionScript(for: completionShell)
        return patched(generated, shell: shell)
    }

    /// `script` with each call of ArgumentParser's custom completion replaced by ours, and our
    /// function added; the script as it is when it has no such call (then nothing to replace).
    static func patched(_ script: String, shell: String) -> String {
        let function = "__shortcut-editor_shortcut_names"
        switch shell {
        case "bash":
            let call = #"__shortcut-editor_add_completions -W "\$\(__shortcut-editor_custom_complete ---completion [^\n]*\)""#
            let replaced = script.replacingOccurrences(of: call, with: function, options: .regularExpression)
            let definition = """
                \(function)() {
                    local name
                    while IFS= read -r -d '' name; do
                        COMPREPLY+=("${name}")
                    done < <("${COMP_WORDS[0]}" \(namesArgument) bash "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[@]}" 2>/dev/null)
                }


                """
            return inserted(definition, before: "complete -o filenames -F", in: replaced)
        case "zsh":
            let call = #"\{__shortcut-editor_custom_complete ---completion [^\n]*?_cursor_index_in_current_word\)"\}"#
            let replaced = script.replacingOccurrences(of: call, with: "{\(function)}", options: .regularExpression)
            let definition = """
                \(function)() {
                    local -a names
                    names=("${(@0)$("${command_name}" \(namesArgument) zsh "${(Q)PREFIX}" "${(@Q)command_line}" 2>/dev/null)}")
                    names=("${(@)names:#}")
                    compadd -U -a names
                }


                """
            return inserted(definition, before: "if [[ \"${funcstack[1]}\"", in: replaced)
        case "fish":
            let call = #"\(__shortcut-editor_custom_completion ---completion [^\n']*\)"#
            let replaced = script.replacingOccurrences(of: call, with: "(\(function))", options: .regularExpression)
            let definition = """
                function \(function)
                    set -l tokens (__shortcut-editor_tokens -pc)
                    command $tokens[1] \(namesArgument) fish (commandline -ct) $tokens 2>/dev/null | string split0
                end


                """
            return inserted(definition, before: "complete -c 'shortcut-editor'", in: replaced)
        default:
            return script
        }
    }

    private static func inserted(_ text: String, before marker: String, in script: String) -> String {
        guard let place = script.range(of: marker) else { return script + "\n" + text }
        return script.replacingCharacters(in: place.lowerBound..<place.lowerBound, with: text)
    }

    /// Prints the candidates for `---shortcut-names SHELL CURRENT WORDS…`, each ended by NUL.
    static func printNames(_ arguments: [String]) {
        guard arguments.count >= 2 else { return }
        let current = ShellWord.unquoted(arguments[1])
        let words = arguments.dropFirst(2).map(ShellWord.unquoted)
        var bytes: [UInt8] = []
        for name in ShortcutCompletion.candidates(words: Array(words), prefix: current) where !name.contains("\0") {
            bytes += Array(name.utf8) + [0]
        }
        FileHandle.standardOutput.write(Data(bytes))
    }
}

/// A word as a shell's completion hands it over, still in its quotes (`Mist\ T`, `'it'\''s`):
/// its quoting removed, nothing expanded — `$(…)` stays the text it is.
enum ShellWord {
    static func unquoted(_ word: String) -> String {
        var out = ""
        var quote: Character?
        var escaped = false
        for character in word {
            if escaped {
                out.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"): escaped = true
            case (nil, "'"), (nil, "\""): quote = character
            case ("'", "'"), ("\"", "\""): quote = nil
            default: out.append(character)
            }
        }
        return out
    }
}
