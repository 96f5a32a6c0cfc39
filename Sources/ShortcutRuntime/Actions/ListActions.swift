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
