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
