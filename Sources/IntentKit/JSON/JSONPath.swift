/// Where in a JSON document something is: `$.actions[2].values.radius`.
///
/// Decoders make a path for every member they read, and nearly always nothing is wrong, so
/// a path is a link to its parent and one step: appending costs one small allocation, and the
/// text is written only when someone reads `description` — an error being reported. Where
/// even that allocation is too much (`untracked`), nothing is made at all.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    private enum Step: Sendable {
        case key(String)
        case index(Int)
        /// The whole of an untracked path: appending to it gives it back.
        case untracked
    }

    private final class Node: Sendable {
        let parent: Node?
        let step: Step

        init(parent: Node?, step: Step) {
            self.parent = parent
            self.step = step
        }
    }

    private let node: Node?

    /// `$`: the whole document.
    package static let root = JSONPath(node: nil)

    /// A path that records nothing, for a decode that throws its errors away or does the work
    /// again from `root` when one comes (`ShortcutDocument`'s actions): the members an action
    /// or a definition is made of cost an allocation and a release each otherwise, a third of
    /// decoding the definitions of the editor's first screen. Its `description` is "$…".
    package static let untracked = JSONPath(node: Node(parent: nil, step: .untracked))

    /// Whether this is `untracked` (or a path appended to it, which is the same).
    package var isUntracked: Bool {
        if let node, case .untracked = node.step { true } else { false }
    }

    /// The path of the member `key` of the object here: `$.actions`.
    package func appending(_ key: String) -> JSONPath {
        isUntracked ? self : JSONPath(node: Node(parent: node, step: .key(key)))
    }

    /// The path of element `index` of the array here: `$.actions[3]`.
    package func appending(_ index: Int) -> JSONPath {
        isUntracked ? self : JSONPath(node: Node(parent: node, step: .index(index)))
    }

    /// The path as text: a member whose name is an identifier after a dot, any other in
    /// brackets and quotes, an index in brackets.
    public var description: String {
        var steps: [Step] = []
        var link = node
        while let current = link {
            steps.append(current.step)
            link = current.parent
        }
        var text = "$"
        for step in steps.reversed() {
            switch step {
            case .untracked:
                text += "…"
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy {
                    ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) && $0.isASCII
                }
                if isIdentifier {
                    text += "." + key
                } else {
                    text += "["
                    JSONValue.writeString(key, to: &text)
                    text += "]"
                }
            }
        }
        return text
    }

    /// The same place, however the path was built.
    package static func == (lhs: JSONPath, rhs: JSONPath) -> Bool { lhs.description == rhs.description }

    /// Hashes the place, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
