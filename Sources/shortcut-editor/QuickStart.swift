/// The editor's own start — `shortcut-editor`, `shortcut-editor PATH`, with at most the global
/// options — read without ArgumentParser. Its parse reflects over every command's declared
/// options before it looks at one argument, and that was a fifth of the instructions between
/// exec and the first screen. Anything else (a subcommand, a flag, help, a value that looks
/// like an option, an option given twice) is nil here and goes the ordinary way; a test holds
/// this reading equal to ArgumentParser's wherever it gives one.
enum QuickStart {
    struct Invocation: Equatable {
        var choice: LibraryChoice
        var path: String?
    }

    /// Reads arguments already `routed`: none (the browser), or starting with `browse` or `edit`.
    static func invocation(_ arguments: [String]) -> Invocation? {
        let command = arguments.first ?? "browse"
        guard command == "browse" || command == "edit" else { return nil }
        var choice = LibraryChoice()
        var library: String?, config: String?, path: String?
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if argument.hasPrefix("-") {
                guard let (name, value) = option(argument, from: &rest) else { return nil }
                switch name {
                case "--library" where library == nil: library = value
                case "--config" where config == nil: config = value
                case "--catalog": choice.catalogs.append(value)
                default: return nil
                }
            } else {
                guard command == "edit", path == nil else { return nil }
                path = argument
            }
        }
        guard command == "browse" || path != nil else { return nil }
        choice.library = library
        choice.config = config
        return Invocation(choice: choice, path: path)
    }

    /// `--name value` or `--name=value`, for the options that take a value; nil for anything
    /// else, or a value that is empty after `=` or itself starts with `-` (ArgumentParser's call).
    private static func option(_ argument: String, from rest: inout ArraySlice<String>) -> (String, String)? {
        let name: String, value: String
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            value = String(argument[argument.index(after: equals)...])
            guard !value.isEmpty else { return nil }
        } else {
            guard let next = rest.popFirst() else { return nil }
            name = argument
            value = next
        }
        guard ShortcutEditorCommand.globalOptionsWithValues.contains(name), !value.hasPrefix("-") else { return nil }
        return (name, value)
    }
}
