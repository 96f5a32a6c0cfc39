import Foundation

/// Lists: List, Count, Get Item from List.
enum ListActions {
    static let handlers: [String: ActionHandler] = [
        "list": { call in .list(try await call.value("WFItems")?.items ?? []) },
        "count": count,
        "getitemfromlist": item,
    ]

    private static let count: ActionHandler = { call in
        let input = try await call.input("Input")
        let counted: Int
        switch try await call.text("WFCountType") ?? "Items" {
        case "Characters": counted = input.text.count
        case "Words": counted = input.text.split { $0.isWhitespace || $0.isNewline }.count
        case "Sentences":
            counted = input.text.split { ".!?".contains($0) }.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.count
        case "Lines": counted = input.text.isEmpty ? 0 : input.text.split(separator: "\n", omittingEmptySubsequences: false).count
        default: counted = input.items.count
        }
        return .number(Double(counted))
    }

    /// Items are counted from 1; a negative index counts from the end.
    private static let item: ActionHandler = { call in
        let items = try await call.input().items
        func at(_ position: Double) throws -> Int {
            let whole = try call.whole(position, named: "the index", rounding: .towardZero)
            let index = whole < 0 ? items.count + whole : whole - 1
            guard items.indices.contains(index) else {
                throw call.failure("the list has \(items.count) item\(items.count == 1 ? "" : "s"); there is no item \(whole)")
            }
            return index
        }
        switch try await call.text("WFItemSpecifier") ?? "First Item" {
        case "Last Item": return items.last ?? .nothing
        case "Random Item": return items.randomElement() ?? .nothing
        case "Item At Index": return items[try at(try await call.number("WFItemIndex") ?? 1)]
        case "Items in Range":
            let start = try at(try await call.number("WFItemRangeStart") ?? 1)
            let end = try at(try await call.number("WFItemRangeEnd") ?? Double(items.count))
            guard start <= end else { throw call.failure("the range starts after it ends") }
            return .list(Array(items[start...end]))
        default: return items.first ?? .nothing
        }
    }
}

/// Dictionaries: Dictionary, Get Dictionary from Input, Get / Set Dictionary Value.
enum DictionaryActions {
    static let handlers: [String: ActionHandler] = [
        "dictionary": { call in try await call.value("WFItems") ?? .dictionary(RuntimeDictionary()) },
        "detect.dictionary": { call in
            let input = try await call.input()
            guard let dictionary = input.dictionary else { throw call.failure("the input is not a dictionary (JSON object): “\(input.text.prefix(60))”") }
            return .dictionary(dictionary)
        },
        "getvalueforkey": { call in
            let input = try await call.input()
            guard let dictionary = input.dictionary else { throw call.failure("the input is \(input.kindName), not a dictionary") }
            switch try await call.text("WFGetDictionaryValueType") ?? "Value" {
            case "All Keys": return .list(dictionary.keys.map(RuntimeValue.text))
            case "All Values": return .list(dictionary.values)
            default: return DictionaryPaths.value(in: .dictionary(dictionary), at: try await call.text("WFDictionaryKey") ?? "") ?? .nothing
            }
        },
        "setvalueforkey": { call in
            let input = try await call.input("WFDictionary")
            var dictionary = input.dictionary ?? RuntimeDictionary()
            dictionary[try await call.text("WFDictionaryKey") ?? ""] = try await call.value("WFDictionaryValue") ?? .nothing
            return .dictionary(dictionary)
        },
    ]
}

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
