import EditorCore
import Foundation
import ShortcutRuntime
import ShortcutStore

/// A link pasted into the browser: its shortcut fetched off the loop's thread (through the web
/// helper, as `import URL` does), then the list read again and the outcome said.
extension EditorApp {
    func importLink(_ link: String) {
        let inbox = self.inbox
        let library = store.library
        guard let web = HelperWeb.find() else {
            inbox.post(.browser(.failed("\(HelperWeb.programName) is not beside the editor or on PATH; it fetches links.")))
            return
        }
        let writer = self.writer
        Task.detached {
            do throws(ICloudImportError) {
                let imported = try await ICloudImport(web: web).importShortcut(link: link, into: library)
                writer.changeLibrary(library) { _ throws(StoreError) in nil }
                inbox.post(.browser(.note("Added \(imported.shortcut.name) from iCloud\(imported.record.isSigned ? " (signed)" : "").")))
            } catch {
                inbox.post(.browser(.failed("Not added: \(error.description)")))
            }
        }
    }
}
