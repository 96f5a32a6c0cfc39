import IntentKit

/// Variables inside a text field. Each token is one character from Unicode's private use
/// plane 15 standing for its variable, so the cursor moves over it and Backspace deletes it
/// as one character, and everything that edits text edits tokens for free. Drawing expands
/// each into "‹Name›"; confirming turns the text back into Shortcuts' token string.
extension TextField {
    /// A variable in the text and the name it shows.
    public struct Token: Sendable, Equatable {
        public var variable: VariableReference
        public var name: String
    }

    static let firstTokenScalar: UInt32 = 0xF0000

    static func isTokenCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { $0.value >= firstTokenScalar && $0.value <= 0xFFFFD } ?? false
    }

    /// A field holding text with variables.
    public init(pieces: [TokenText.Piece], isMultiline: Bool = false, naming name: (VariableReference) -> String) {
        self.init("", isMultiline: isMultiline)
        for piece in pieces {
            switch piece {
            case .text(let text): insert(text)
            case .variable(let variable): insertToken(variable, name: name(variable))
            }
        }
    }

    /// Puts a variable at the cursor.
    public mutating func insertToken(_ variable: VariableReference, name: String) {
        let scalar = Unicode.Scalar(Self.firstTokenScalar + UInt32(tokens.count))!
        let character = Character(scalar)
        tokens[character] = Token(variable: variable, name: name)
        insertRaw(character)
    }

    /// Whether the text holds a variable now.
    public var hasTokens: Bool { characters.contains { tokens[$0] != nil } }

    /// The text and its variables, in order, for Shortcuts' token string.
    public var pieces: [TokenText.Piece] {
        var pieces: [TokenText.Piece] = []
        var text = ""
        for character in characters {
            if let token = tokens[character] {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.variable(token.variable))
            } else {
                text.append(character)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// Characters as drawn: each token as "‹Name›".
    public func displayed<C: Sequence>(_ characters: C) -> String where C.Element == Character {
        var out = ""
        for character in characters {
            if let token = tokens[character] { out += "‹" + token.name + "›" } else { out.append(character) }
        }
        return out
    }
}
