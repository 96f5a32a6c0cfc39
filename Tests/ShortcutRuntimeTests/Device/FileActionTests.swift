import Foundation
import IntentKit
import ShortcutRuntime
import Testing

/// The file actions in the device's files folder — and never outside it: `..`, a `file:` URL,
/// an absolute path and a link that leads out are each refused or kept inside.
@Suite(.offThePool) struct FileActionTests {
    static func withDevice(_ body: (DeviceStore, URL) async throws -> Void) async throws {
        let (store, folder) = try TestDevice.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(store, folder)
    }

    @Test func saveGetAppendListAndDelete() async throws {
        try await Self.withDevice { store, folder in
            let ran = await run([
                Act("gettext", [("WFTextActionText", P.plain("first line"))], uuid: "T"),
                Act("documentpicker.save", [("WFInput", P.attachment(P.output("T"))), ("WFAskWhereToSave", .bool(false)),
                                            ("WFFileDestinationPath", P.plain("/Logs/today.txt"))], uuid: "S"),
                show("S", [P.property("File Path")]),
                Act("file.append", [("WFFilePath", P.plain("Logs/today.txt")), ("WFInput", P.plain("second line"))]),
                Act("documentpicker.open", [("WFGetFilePath", P.plain("Logs/today.txt"))], uuid: "G"), show("G"),
                Act("file.append", [("WFFilePath", P.plain("Logs/today.txt")), ("WFInput", P.plain("zeroth")), ("WFAppendFileWriteMode", .string("Prepend"))]),
                Act("file.getfoldercontents", [("Recursive", .bool(true))], uuid: "L"),
                Act("properties.files", [("WFInput", P.attachment(P.output("L"))), ("WFContentItemPropertyName", .string("File Path"))], uuid: "P"), show("P"),
                Act("file.delete", [("WFInput", P.attachment(P.output("S")))]),
                Act("documentpicker.open", [("WFGetFilePath", P.plain("Logs/today.txt")), ("WFFileErrorIfNotFound", .bool(false))], uuid: "N"),
                Act("count", [("Input", P.attachment(P.output("N")))], uuid: "C"), show("C"),
            ], device: store)
            #expect(ran.failure == nil, "\(String(describing: ran.failure))")
            #expect(ran.shown == ["Logs/today.txt", "first line\nsecond line", "Journal.txt\nLogs/today.txt\nNotes/Shopping.txt", "0"])
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("files/Logs/today.txt").path), "a fixture's files are a copy")
        }
    }

    @Test func savingOverAFileNeedsOverwriteElseTakesTheNextName() async throws {
        try await Self.withDevice { store, _ in
            let save = { (overwrite: Bool) in
                Act("documentpicker.save", [("WFInput", P.plain("new")), ("WFAskWhereToSave", .bool(false)), ("WFFileDestinationPath", P.plain("Journal.txt")),
                                            ("WFSaveFileOverwrite", .bool(overwrite))], uuid: "S")
            }
            let kept = await run([save(false), show("S", [P.property("Name")])], device: store)
            #expect(kept.shown == ["Journal 2.txt"])
            let replaced = await run([save(true), show("S", [P.property("Name")]),
                                      Act("documentpicker.open", [("WFGetFilePath", P.plain("Journal.txt"))], uuid: "G"), show("G")], device: store)
            #expect(replaced.shown == ["Journal.txt", "new"])
        }
    }

    @Test func aPathThatLeavesTheFolderIsRefused() async throws {
        try await Self.withDevice { store, folder in
            let outside = folder.appendingPathComponent("secret.txt")
            try Data("do not read".utf8).write(to: outside)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("files/out").path, withDestinationPath: folder.path)
            _ = try store.filesFolder()
            for path in ["../secret.txt", "Notes/../../secret.txt", "file://\(outside.path)", "out/secret.txt"] {
                let get = await run([Act("documentpicker.open", [("WFGetFilePath", P.plain(path))])], device: store)
                #expect(get.failure?.description.contains("the path “\(path)” is refused") == true, "\(path): \(String(describing: get.failure))")
                let save = await run([Act("documentpicker.save", [("WFInput", P.plain("x")), ("WFAskWhereToSave", .bool(false)),
                                                                  ("WFFileDestinationPath", P.plain(path))])], device: store)
                #expect(save.failure?.description.contains("is refused") == true, "\(path)")
            }
            // An absolute path is read from the files folder, as Shortcuts' Subpath is: it never reaches the machine's.
            let absolute = await run([Act("documentpicker.open", [("WFGetFilePath", P.plain(outside.path))])], device: store)
            #expect(absolute.failure?.description.contains("the device's files have no") == true, "\(String(describing: absolute.failure))")
            let written = await run([Act("documentpicker.save", [("WFInput", P.plain("inside")), ("WFAskWhereToSave", .bool(false)),
                                                                 ("WFFileDestinationPath", P.plain("/tmp/escape.txt"))], uuid: "S"),
                                     show("S", [P.property("File Path")])], device: store)
            #expect(written.shown == ["tmp/escape.txt"])
            #expect(!FileManager.default.fileExists(atPath: "/tmp/escape.txt"))
            let appended = await run([Act("file.append", [("WFFilePath", P.plain("out/secret.txt")), ("WFInput", P.plain("x"))])], device: store)
            #expect(appended.failure?.description.contains("is refused") == true)
            let listed = await run([Act("file.getfoldercontents", [("WFFolder", P.plain("out"))])], device: store)
            #expect(listed.failure?.description.contains("is refused") == true)
            #expect(try String(contentsOf: outside, encoding: .utf8) == "do not read")
        }
    }

    /// Get File from Folder with no path gave the files folder itself, and Delete Files on it
    /// removed the device's whole folder (the next action failed with a raw NSError).
    @Test func theFilesFolderItselfIsNeitherGotNorDeleted() async throws {
        try await Self.withDevice { store, _ in
            let got = await run([Act("documentpicker.open", [("WFGetFilePath", P.plain(""))], uuid: "G")], device: store)
            #expect(got.failure?.description == "action 1 (open) failed: no file path is given", "\(String(describing: got.failure))")
            // "/" is the folder, as a Subpath of Shortcuts: got as a folder, never deleted.
            let deleted = await run([Act("documentpicker.open", [("WFGetFilePath", P.plain("/"))], uuid: "G"),
                                     Act("file.delete", [("WFInput", P.attachment(P.output("G")))])], device: store)
            #expect(deleted.failure?.description.contains("is the device's files folder itself") == true, "\(String(describing: deleted.failure))")
            let root = try store.filesFolder()
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Journal.txt").path))
        }
    }

    /// Foundation's file errors are said in words, naming the file: they printed as
    /// `Error Domain=NSCocoaErrorDomain Code=…`.
    @Test func fileErrorsAreSaidInWords() async throws {
        try await Self.withDevice { store, _ in
            let long = String(repeating: "n", count: 300) + ".txt"
            let saved = await run([Act("documentpicker.save", [("WFInput", P.plain("x")), ("WFAskWhereToSave", .bool(false)),
                                                               ("WFFileDestinationPath", P.plain(long))])], device: store)
            #expect(saved.failure?.description.contains("…”: not a name a file can have") == true, "\(String(describing: saved.failure))")
            let listed = await run([Act("file.getfoldercontents", [("WFFolder", P.plain("Missing"))])], device: store)
            #expect(listed.failure?.description.contains("“Missing”: no such file or folder") == true, "\(String(describing: listed.failure))")
            for failure in [saved.failure, listed.failure] { #expect(failure?.description.contains("NSCocoaErrorDomain") == false) }
        }
    }

    @Test func filterFilesByTheirDetails() async throws {
        try await Self.withDevice { store, _ in
            let ran = await run([
                Filter.find("filter.files", [Filter.on("File Extension", 4, "String", .string("txt")), Filter.on("Name", 8, "String", .string("shop"))]),
                show("F", [P.property("File Size")]),
            ], device: store)
            #expect(ran.shown == ["22"])
        }
    }
}
