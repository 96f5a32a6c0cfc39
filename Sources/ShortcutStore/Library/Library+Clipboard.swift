import AppleShortcuts
import Foundation
import ShortcutModel

extension Library {
    /// Where copied actions wait to be pasted. One file in the library's state, so a copy made
    /// in one editor pastes in another shortcut, or in another editor running on the same
    /// library; written whole and atomically, so a paste never reads half a copy.
    public var clipboardFile: URL { stateFolder.appendingPathComponent("clipboard.plist", isDirectory: false) }

    /// Keeps `actions` as the clipboard, as Apple's XML workflow (a `WFWorkflow` with only its
    /// actions): the form Shortcuts' own files take, so the bytes returned are also what the
    /// terminal's clipboard is offered.
    @discardableResult
    public func writeClipboard(_ actions: [ShortcutAction]) throws(StoreError) -> [UInt8] {
        let label = clipboardFile.fileSystemPath
        let bytes: [UInt8]
        do {
            bytes = try ShortcutFileCodec.encode(ShortcutDocument(name: "Clipboard", actions: actions), as: .xml, file: label)
        } catch {
            throw .shortcutFile(error)
        }
        try prepareFolder(stateFolder)
        try AtomicFileWriter().write(Data(bytes), to: clipboardFile)
        return bytes
    }

    /// The actions on the clipboard, as they were copied (the paste gives them new identities);
    /// `notFound` before anything was copied, and a damaged file an error naming its place.
    public func readClipboard() throws(StoreError) -> [ShortcutAction] {
        let (decoded, _, _) = try DocumentFormat.read(clipboardFile)
        return decoded.document.actions
    }
}
