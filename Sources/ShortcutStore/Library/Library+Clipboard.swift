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
    ///
    /// Text holding control characters (an ESC, a NUL) has no well-formed XML: written raw, an
    /// XML reader refuses it, and offered to the terminal, its `ESC [201~` would end a
    /// bracketed paste early and run what follows as keys. Such a copy is kept as a binary
    /// property list, which holds any text, and nil is returned: nothing is offered.
    @discardableResult
    public func writeClipboard(_ actions: [ShortcutAction]) throws(StoreError) -> [UInt8]? {
        let label = clipboardFile.fileSystemPath
        let document = ShortcutDocument(name: "Clipboard", actions: actions)
        var bytes: [UInt8]
        var offered = true
        do {
            bytes = try ShortcutFileCodec.encode(document, as: .xml, file: label)
            if bytes.contains(where: Self.isOutsideXML) {
                bytes = try ShortcutFileCodec.encode(document, as: .binary, file: label)
                offered = false
            }
        } catch {
            throw .shortcutFile(error)
        }
        try prepareFolder(stateFolder)
        try AtomicFileWriter().write(Data(bytes), to: clipboardFile)
        return offered ? bytes : nil
    }

    /// A control character XML 1.0 has no place for (all but tab, line feed and return).
    static func isOutsideXML(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    /// The actions on the clipboard, as they were copied (the paste gives them new identities);
    /// `notFound` before anything was copied, and a damaged file an error naming its place.
    public func readClipboard() throws(StoreError) -> [ShortcutAction] {
        let (decoded, _, _) = try DocumentFormat.read(clipboardFile)
        return decoded.document.actions
    }
}
