import ArgumentParser
import Foundation
import IntentKit
import ShortcutStore

/// What a shell offers where a command takes a shortcut: the library's shortcuts by name (the
/// library `--library` names on the line, else the default one); files with the shortcut
/// extensions, and folders, once what is typed looks like a path (or names no shortcut). Called by the completion scripts ArgumentParser generates, through the
/// hidden `---completion` argument; it reads file names only, never a shortcut.
enum ShortcutCompletion {
    static let extensions = ["shortcut", "plist", "wflow", "json"]

    /// The completion of a shortcut argument.
    static let kind = CompletionKind.custom { words, _, prefix in candidates(words: words, prefix: prefix) }

    static func candidates(words: [String], prefix: String) -> [String] {
        var option: String?
        for (index, word) in words.enumerated() {
            if word == "--library", index + 1 < words.count { option = words[index + 1] }
            if word.hasPrefix("--library=") { option = String(word.dropFirst("--library=".count)) }
        }
        let library = Library(root: Library.defaultRoot(option: option, environment: ProcessEnvironment.current()))
        // A file whose name no command takes as a name (a line break in it) is offered as its path.
        let names = library.shortcutFiles().filter { $0.name.hasPrefix(prefix) }
            .map { Library.isValidName($0.name) ? $0.name : $0.file.fileSystemPath }
        let looksLikePath = prefix.contains("/") || prefix.hasPrefix(".") || prefix.hasPrefix("~")
        return names + (looksLikePath || names.isEmpty ? files(matching: prefix) : [])
    }

    /// Files (and folders, to go into) whose path starts with `prefix`, with a shortcut's extension.
    private static func files(matching prefix: String) -> [String] {
        let folder = prefix.contains("/") ? String(prefix[...prefix.lastIndex(of: "/")!]) : ""
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return listed.sorted().compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let path = folder + name
            guard path.hasPrefix(prefix) else { return nil }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return path + "/" }
            return extensions.contains(URL(localPath: name).pathExtension) ? path : nil
        }
    }
}
