import Foundation
import ShortcutModel
import ShortcutStore

// The victim of the kill tests, in two modes:
//   store-save-loop save LIBRARY DOCUMENT VERSION-A VERSION-B
//     opens DOCUMENT, prints "ready", then saves the two versions in turn, for ever
//     (printing "saved" once the first save is on disk);
//   store-save-loop journal LIBRARY DOCUMENT VERSION
//     opens DOCUMENT, journals VERSION as unsaved edits, prints "ready", then waits.
// The tests SIGKILL it and check what is left on disk.
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("store-save-loop: \(message)\n".utf8))
    exit(2)
}

func readDocument(_ path: String) throws -> ShortcutDocument {
    try ShortcutDocument.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).document
}

do {
    guard arguments.count >= 4 else { fail("usage: store-save-loop save|journal LIBRARY DOCUMENT VERSION…") }
    let store = ShortcutStore(library: Library(root: URL(fileURLWithPath: arguments[1])))
    let session = try store.open(URL(fileURLWithPath: arguments[2]), ignoringLock: true).session
    switch arguments[0] {
    case "save" where arguments.count == 5:
        let versions = try [arguments[3], arguments[4]].map(readDocument)
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        var turn = 0
        while true {
            try store.save(versions[turn % 2], in: session, overwritingChanges: true)
            // Said once, so the test can be sure a save finished however slow the machine.
            if turn == 0 { FileHandle.standardOutput.write(Data("saved\n".utf8)) }
            turn += 1
        }
    case "journal" where arguments.count == 4:
        try store.writeJournal(try readDocument(arguments[3]), for: session)
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        while true { sleep(60) }
    default:
        fail("unknown mode or wrong arguments: \(arguments)")
    }
} catch {
    fail("\(error)")
}
