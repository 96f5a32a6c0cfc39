/// A list's items, with what they hold in all kept beside them: the run's memory bound must
/// count what a value really holds — 2,000 texts of 8 MB each are one list of 2,000 items,
/// and a list nested in itself 26 times has 67 million leaves behind two items — and
/// counting it at every step would cost a walk of the whole value each time. So each list
/// knows its weight and depth when it is made, from its items' own, and keeps them as it grows.
public struct RuntimeList: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
    public private(set) var items: [RuntimeValue]
    /// Every item's weight, summed (at least 1: an empty list still takes room).
    public private(set) var weight: Int
    /// How deeply lists and dictionaries nest inside it, this one counted.
    public private(set) var depth: Int

    public init(_ items: [RuntimeValue] = []) {
        self.items = items
        weight = 0
        depth = 1
        for item in items { account(item) }
    }

    public init(arrayLiteral elements: RuntimeValue...) {
        self.init(elements)
    }

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(position: Int) -> RuntimeValue { items[position] }
    public subscript(bounds: Range<Int>) -> ArraySlice<RuntimeValue> { items[bounds] }

    /// Adds `newItems` at the end, in time for them alone.
    public mutating func append(contentsOf newItems: some Sequence<RuntimeValue>) {
        for item in newItems {
            items.append(item)
            account(item)
        }
    }

    public mutating func append(_ item: RuntimeValue) {
        items.append(item)
        account(item)
    }

    private mutating func account(_ item: RuntimeValue) {
        weight = RuntimeWeight.sum(weight, item.weight)
        depth = Swift.max(depth, item.depth + 1)
    }

    public static func == (lhs: RuntimeList, rhs: RuntimeList) -> Bool { lhs.items == rhs.items }
}

/// Weights add up without overflowing: a value past Int's range is past every bound anyway.
enum RuntimeWeight {
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : total
    }
}

extension RuntimeValue {
    /// A list of `items`.
    public static func list(_ items: [RuntimeValue]) -> RuntimeValue { .list(RuntimeList(items)) }

    /// What the value holds in all — a text's or a file's bytes, every item of every list and
    /// dictionary inside it, each at least 1 — as the run's memory bound counts it; known
    /// without walking the value.
    public var weight: Int {
        switch self {
        case .text(let text): Swift.max(1, text.utf8.count)
        case .url(let url): Swift.max(1, url.utf8.count)
        case .list(let list): Swift.max(1, list.weight)
        case .dictionary(let dictionary): Swift.max(1, dictionary.weight)
        case .file(let file): Swift.max(1, file.bytes.count)
        case .item(let item): Swift.max(1, item.properties.weight)
        case .entity(let entity): Swift.max(1, entity.title.utf8.count)
        case .nothing, .number, .bool, .date: 1
        }
    }

    /// How deeply lists and dictionaries nest in the value (0 for anything else).
    public var depth: Int {
        switch self {
        case .list(let list): list.depth
        case .dictionary(let dictionary): dictionary.depth
        case .item(let item): item.properties.depth
        default: 0
        }
    }
}
