import Foundation

/// Text with variables in it — Shortcuts' `WFTextTokenString`: a string in which each
/// variable is an object-replacement character (U+FFFC) and `attachmentsByRange` maps
/// "{location, length}" — counted in UTF-16 code units, as Foundation counts — to the variable.
/// Attachments are read by their ranges, so text before a token may hold any character
/// (emoji count two units) and the token is still found.
public struct TokenText: Sendable, Hashable {
    /// A piece of the text: words, or a variable.
    public enum Piece: Sendable, Hashable {
        case text(String)
        case variable(VariableReference)
    }

    /// The text and its variables, in reading order.
    public var pieces: [Piece]

    /// Text with variables from its pieces.
    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Reads a `WFTextTokenString` value (`{Value: {string, attachmentsByRange}, …}`) or its
    /// inner `Value` dictionary; nil when it is neither.
    public init?(_ value: PropertyListValue) {
        let inner: PropertyListValue
        if value["WFSerializationType"]?.stringValue == "WFTextTokenString", let wrapped = value["Value"] {
            inner = wrapped
        } else if value["string"] != nil {
            inner = value
        } else {
            return nil
        }
        guard let string = inner["string"]?.stringValue else { return nil }
        var attachments: [Int: VariableReference] = [:]
        for entry in inner["attachmentsByRange"]?.dictionaryValue?.entries ?? [] {
            guard let location = Self.location(of: entry.key), let dictionary = entry.value.dictionaryValue,
                  let variable = VariableReference(attachment: dictionary) else { continue }
            attachments[location] = variable
        }
        var pieces: [Piece] = []
        var text = ""
        var offset = 0
        for scalar in string.unicodeScalars {
            let width = scalar.utf16.count
            if scalar == "\u{FFFC}", let variable = attachments[offset] {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.variable(variable))
            } else {
                text.unicodeScalars.append(scalar)
            }
            offset += width
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// `"{12, 1}"` → 12.
    static func location(of key: String) -> Int? {
        let digits = key.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits)
    }

    /// The variables, in reading order.
    public var variables: [VariableReference] {
        pieces.compactMap { if case .variable(let variable) = $0 { variable } else { nil } }
    }

    /// The text as Shortcuts stores it, `WFTextTokenString` with its ranges in UTF-16 units.
    public var propertyList: PropertyListValue {
        var string = ""
        var attachments = PropertyListDictionary()
        var offset = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                string += text
                offset += text.utf16.count
            case .variable(let variable):
                string += "\u{FFFC}"
                attachments["{\(offset), 1}"] = .dictionary(variable.attachment)
                offset += 1
            }
        }
        return .dictionary([
            "Value": .dictionary(["attachmentsByRange": .dictionary(attachments), "string": .string(string)]),
            "WFSerializationType": .string("WFTextTokenString"),
        ])
    }

    /// The text with each variable named by `name`.
    public func text(naming name: (VariableReference) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .variable(let variable): name(variable)
            }
        }.joined()
    }
}
