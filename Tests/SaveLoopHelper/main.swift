import Foundation
import ShortcutStore

// Usage: store-save-loop LIBRARY DOCUMENT VERSION-A VERSION-B
// Opens DOCUMENT and saves the two versions (documents read from the given files) in turn,
// for ever, after printing "ready". The kill test SIGKILLs it at random moments and checks what is left on disk.
let arguments = CommandLine.arguments
guard arguments.count == 5 else {
    FileHandle.standardError.write(Data("usage: store-save-loop LIBRARY DOCUMENT VERSION-A VERSION-B\n".utf8))
    exit(2)
}
do {
    let store = ShortcutStore(library: Library(root: URL(fileURLWithPath: arguments[1])))
    let versions = try [arguments[3], arguments[4]].map { path in
        try ShortcutDocument.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).document
    }
    let session = try store.open(URL(fileURLWithPath: arguments[2]), ignoringLock: true).session
    // Tells the test the loop is about to start, so its kill lands among the saves.
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    var turn = 0
    while true {
        try store.save(versions[turn % 2], in: session, overwritingChanges: true)
        turn += 1
    }
} catch {
    FileHandle.standardError.write(Data("store-save-loop: \(error)\n".utf8))
    exit(1)
}
