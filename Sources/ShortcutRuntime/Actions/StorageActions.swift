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

/// Run Shortcut: another shortcut of the library, by name, with an input; its output is what
/// its Stop and Output gave.
enum ShortcutActions {
    static let handlers: [String: ActionHandler] = [
        "runworkflow": { call in
            var name = try await call.text("WFWorkflowName")
            if name == nil || name!.isEmpty, case .dictionary(let workflow)? = try await call.value("WFWorkflow") {
                name = workflow["workflowName"]?.text
            }
            guard let name, !name.isEmpty else { throw call.failure("it names no shortcut") }
            let environment = call.run.environment
            guard environment.depth < environment.limits.maximumDepth else {
                throw call.failure("shortcuts run each other more than \(environment.limits.maximumDepth) deep")
            }
            guard let document = try environment.shortcuts?.shortcut(named: name) else { throw call.failure("the library has no shortcut named \(name)") }
            var inner = environment
            inner.input = try await call.input()
            inner.shortcutName = name
            inner.depth += 1
            inner.gate = nil
            return try await ShortcutRun(document: document, environment: inner).run().output ?? .nothing
        },
    ]
}
