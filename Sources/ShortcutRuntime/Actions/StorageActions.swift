/// Kept between runs: Get / Store / Delete Stored Content (this shortcut's, or global) and
/// Get / Copy to Clipboard — the run's storage, an emulated clipboard by default.
enum StorageActions {
    static let handlers: [String: ActionHandler] = [
        "getstoredcontent": { call in
            let (key, global) = try await slot(call)
            return try call.run.environment.storage.storedContent(key: key, global: global, shortcut: call.run.environment.shortcutName) ?? .nothing
        },
        "setstoredcontent": { call in
            let (key, global) = try await slot(call)
            let value = try await call.input()
            try call.run.environment.storage.store(value, key: key, global: global, shortcut: call.run.environment.shortcutName)
            return value
        },
        "deletestoredcontent": { call in
            let (key, global) = try await slot(call)
            try call.run.environment.storage.store(nil, key: key, global: global, shortcut: call.run.environment.shortcutName)
            return call.run.previous
        },
        "getclipboard": { call in try await call.run.environment.storage.clipboard() },
        "setclipboard": { call in
            let value = try await call.input()
            try await call.run.environment.storage.setClipboard(value)
            return value
        },
    ]

    private static func slot(_ call: ActionCall) async throws -> (String, Bool) {
        guard let key = try await call.text("WFStoredContentKey"), !key.isEmpty else { throw call.failure("no key names the content") }
        return (key, try await call.bool("WFStoredContentGlobalValue", default: false))
    }
}
