import Foundation

/// Variables: Set Variable, Get Variable, Add to Variable. Set and Add give their input on.
enum VariableActions {
    static let handlers: [String: ActionHandler] = [
        "setvariable": { call in
            let input = try await call.input()
            try call.run.setVariable(try await call.text("WFVariableName") ?? "", to: input, at: call.index)
            return input
        },
        "getvariable": { call in try await call.value("WFVariable") ?? .nothing },
        "appendvariable": { call in
            let input = try await call.input()
            let name = try await call.text("WFVariableName") ?? ""
            // Taken out and put back, so the list grows in place: a loop that adds an item
            // each pass costs each pass the same.
            var items: RuntimeList
            var removed = call.run.variables.removeValue(forKey: name)
            switch removed {
            case .list(let existing)?: items = existing
            case let other?: items = RuntimeList(other.items)
            case nil: items = []
            }
            removed = nil
            items.append(contentsOf: input.items)
            try call.run.setVariable(name, to: .list(items), at: call.index)
            return input
        },
    ]
}
