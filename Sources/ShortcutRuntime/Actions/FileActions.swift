import Foundation

/// Files in the simulated device's files folder (`state/device/files/`): Save File, Get File
/// from Folder, Get Contents of Folder, Append to Text File, Delete Files, Filter Files and Get
/// Details of Files. Never outside the folder (`DeviceFiles`).
enum FileActions {
    static let handlers: [String: ActionHandler] = [
        "documentpicker.save": save,
        "documentpicker.open": open,
        "file.getfoldercontents": { call in
            let (root, folder) = try await folder(call, "WFFolder")
            let recursive = try await call.bool("Recursive", default: false)
            return .list(try DeviceFiles.list(folder, root: root, recursive: recursive, limit: call.run.environment.limits.maximumSize).map(RuntimeValue.file))
        },
        "file.append": append,
        "file.delete": { call in
            let root = try call.device().filesFolder()
            for value in try await call.input().items {
                guard case .file(let file) = value, let path = file.path else {
                    call.warn("“\(value.text.prefix(40))” is not a file of the device; it was not deleted")
                    continue
                }
                let url = try DeviceFiles.resolve(path, in: root)
                // Removing the folder itself would leave the device without one.
                guard url.standardizedFileURL.path != root.standardizedFileURL.path else {
                    throw call.failure("“\(path)” is the device's files folder itself; Delete Files removes what is in it, never the folder")
                }
                try FileManager.default.removeItem(at: url)
            }
            return .nothing
        },
        "filter.files": { call in
            let given = try await call.input().items.filter { if case .file = $0 { true } else { false } }
            let root = try call.device().filesFolder()
            let files = given.isEmpty
                ? try DeviceFiles.list(root, root: root, recursive: true, limit: call.run.environment.limits.maximumSize).map(RuntimeValue.file)
                : given
            return try await call.find(in: files)
        },
        "properties.files": ContentDetails.handler,
    ]

    /// A folder parameter (a picker's `{fileLocation: {relativeSubpath}}`, a file's path, or
    /// text), within the files folder; the folder itself when none is given.
    private static func folder(_ call: ActionCall, _ key: String) async throws -> (root: URL, folder: URL) {
        let root = try call.device().filesFolder()
        guard let value = try await call.value(key), value.hasValue else { return (root, root) }
        return (root, try DeviceFiles.resolve(pathText(value), in: root))
    }

    private static func pathText(_ value: RuntimeValue) -> String {
        if case .file(let file) = value, let path = file.path { return path }
        if let dictionary = value.dictionary {
            if let subpath = dictionary["fileLocation"]?.dictionary?["relativeSubpath"] { return subpath.text }
            for key in ["relativeSubpath", "filename", "displayName", "path"] { if let found = dictionary[key] { return found.text } }
        }
        return value.text
    }

    /// Save File: the input as a file, into the folder chosen (the files folder when the
    /// shortcut would ask where), at its subpath or under its own name; an existing file is
    /// replaced only with Overwrite on — else the new one is "Name 2.txt", as Files names it.
    private static let save: ActionHandler = { call in
        let input = try await call.input()
        let file: RuntimeFile = if case .file(let file) = input { file } else { RuntimeFile(name: "Text.txt", bytes: Array(input.text.utf8)) }
        let askWhere = try await call.bool("WFAskWhereToSave", default: true)
        let (root, folder) = askWhere ? (try call.device().filesFolder(), try call.device().filesFolder()) : try await folder(call, "WFFolder")
        var target = folder.appendingPathComponent(file.name.isEmpty ? "File" : file.name)
        if !askWhere, let subpath = try await call.text("WFFileDestinationPath"), !subpath.isEmpty {
            let resolved = try DeviceFiles.resolve(subpath, in: root, from: folder)
            target = subpath.hasSuffix("/") ? resolved.appendingPathComponent(file.name) : resolved
        }
        try DeviceFiles.checkInside(target, root: root, path: DeviceFiles.relativePath(target, root: root))
        let overwrite = try await call.bool("WFSaveFileOverwrite", default: false)
        let saved = try call.device().changingFiles { () throws -> URL in
            var target = target
            if !overwrite, FileManager.default.fileExists(atPath: target.path) { target = freeName(for: target) }
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: target, options: .atomic)
            return target
        }
        return .file(DeviceFiles.runtimeFile(saved, root: root, bytes: file.bytes))
    }

    /// "Notes 2.txt", "Notes 3.txt"…: the first name not taken.
    private static func freeName(for url: URL) -> URL {
        let base = url.deletingPathExtension().lastPathComponent
        let type = url.pathExtension
        for number in 2...10_000 {
            let candidate = url.deletingLastPathComponent().appendingPathComponent("\(base) \(number)" + (type.isEmpty ? "" : "." + type))
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return url
    }

    /// Get File from Folder: the file at the path in the folder; a folder's files with "If
    /// Folder, Fetch Contents" on. Not found fails the action unless "Error If Not Found" is off.
    private static let open: ActionHandler = { call in
        let (root, folder) = try await folder(call, "WFFile")
        let path = try await call.text("WFGetFilePath") ?? ""
        // No path names no file: the files folder itself is not one (deleting it emptied the device).
        if path.isEmpty && folder.standardizedFileURL.path == root.standardizedFileURL.path {
            throw call.failure("no file path is given")
        }
        let url = path.isEmpty ? folder : try DeviceFiles.resolve(path, in: root, from: folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            if try await call.bool("WFFileErrorIfNotFound", default: true) {
                throw call.failure("the device's files have no “\(DeviceFiles.relativePath(url, root: root))”")
            }
            return .nothing
        }
        let limit = call.run.environment.limits.maximumSize
        if isFolder.boolValue {
            guard try await call.bool("WFGetFolderContents", default: false) else {
                return .file(RuntimeFile(name: url.lastPathComponent, bytes: [], type: "folder", path: DeviceFiles.relativePath(url, root: root)))
            }
            return .list(try DeviceFiles.list(url, root: root, recursive: false, limit: limit).map(RuntimeValue.file))
        }
        return .file(try DeviceFiles.read(url, root: root, limit: limit))
    }

    /// Append to Text File: the text at the end (or the start, Prepend) of the file, on a new
    /// line unless "Make New Line" is off; a file that is not there is made.
    private static let append: ActionHandler = { call in
        let (root, folder) = try await folder(call, "WFFile")
        guard let path = try await call.text("WFFilePath"), !path.isEmpty else { throw call.failure("no file path is given") }
        let url = try DeviceFiles.resolve(path, in: root, from: folder)
        let text = try await call.input().text
        let limit = call.run.environment.limits.maximumSize
        let onNewLine = try await call.bool("WFAppendOnNewLine", default: true)
        let prepend = try await call.text("WFAppendFileWriteMode") == "Prepend"
        let added = Array(text.utf8)
        // Read, joined and written as one step under the device's lock: two runs appending at
        // once each keep their line.
        try call.device().changingFiles {
            let existing = FileManager.default.fileExists(atPath: url.path) ? try DeviceFiles.read(url, root: root, limit: limit).bytes : []
            let newLine = onNewLine && !existing.isEmpty
            let bytes = prepend ? added + (newLine ? [10] : []) + existing : existing + (newLine && existing.last != 10 ? [10] : []) + added
            guard bytes.count <= limit else { throw call.failure("the file would hold \(bytes.count) bytes, past the run's bound of \(limit)") }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        }
        return .file(try DeviceFiles.read(url, root: root, limit: limit))
    }
}
