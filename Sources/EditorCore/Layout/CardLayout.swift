import IntentKit
import ShortcutModel

/// A piece of a laid-out line: text at a column, in a style, and the place it stands for
/// when it is a placeholder (for focus and mouse clicks).
struct Segment: Sendable, Equatable {
    var x: Int
    var text: String
    var style: Style
    var slot: Slot?
    /// The "Show More"/"Show Less" row, which a click toggles.
    var isShowMoreToggle = false

    var width: Int { DisplayWidth.of(SafeText.visible(text)) }
}

extension Segment {
    init(x: Int, placeholder: (text: String, style: Style), slot: Slot?) {
        self.init(x: x, text: placeholder.text, style: placeholder.style, slot: slot)
    }
}

struct CardLine: Sendable, Equatable {
    var segments: [Segment] = []
}

/// One action laid out for a width: its title line, its sentence wrapped, the Show More row
/// and, when open, the Show More list, then a blank line.
struct CardLayout: Sendable, Equatable {
    var lines: [CardLine]

    var height: Int { lines.count }

    /// The line a focusable place is on.
    func line(of slot: Slot) -> Int? {
        lines.firstIndex { $0.segments.contains { $0.slot == slot } }
    }
}

extension EditorState {
    /// The action numbers' column: as wide as the largest number (at least 3), so that the
    /// focus marker after it never covers a digit, however long the shortcut.
    var numberWidth: Int { max(3, String(document.actions.count).count) }

    /// Where the focus marker goes: after the number and a space ("  1 ▸").
    var focusMarkerColumn: Int { numberWidth + 1 }

    /// Where titles and sentences start: after "  1 ▸ ".
    var cardIndent: Int { numberWidth + 3 }

    /// Where an action's title and sentence start: one step in per enclosing block, as far
    /// as leaves 24 columns for the sentence.
    func cardIndent(of index: Int) -> Int {
        let depth = structure.entries.indices.contains(index) ? structure.entries[index].depth : 0
        return cardIndent + min(2 * depth, max(0, width - cardIndent - 24))
    }

    /// Lays out one action. Pure in the state; costs what the action's summary costs.
    func layoutCard(_ index: Int) -> CardLayout {
        let action = document.actions[index]
        var lines: [CardLine] = []
        let number = String(index + 1)
        let prefix = String(repeating: " ", count: max(0, numberWidth - number.count)) + number
        let cardIndent = cardIndent(of: index)
        if let part = blockPartTitle(index) {
            // A block's middle or end: one line, as Apple's editor shows "Otherwise" and "End If".
            lines.append(CardLine(segments: [Segment(x: 0, text: prefix, style: .dim),
                                             Segment(x: cardIndent, text: part, style: Style(.header, bold: true))]))
            lines.append(CardLine())
            return CardLayout(lines: lines)
        }
        guard let summary = summary(of: index) else { return CardLayout(lines: [CardLine()]) }
        let title = title(of: index)
        if summary.hasNoSentence {
            // No sentence (no catalog knows the action, or Apple gives it none): the title,
            // and every parameter as a row. A stand-in also says which identifier it is.
            lines.append(titleLine(index, number: prefix, indent: cardIndent, title: title))
            lines += parameterRows(summary.showMore, indent: cardIndent, asked: askedParameters(of: index))
            if summary.showMore.isEmpty { lines.append(CardLine(segments: [Segment(x: cardIndent, text: "no parameters", style: .dim)])) }
            lines.append(CardLine())
            return CardLayout(lines: lines)
        }
        lines.append(titleLine(index, number: prefix, indent: cardIndent, title: title))
        let available = max(1, width - cardIndent - 1)
        lines += wrap(summary.runs, width: available, asked: askedParameters(of: index)).map { line in
            CardLine(segments: line.map { var segment = $0; segment.x += cardIndent; return segment })
        }
        if let end = foldedEnd(of: index) {
            lines.append(CardLine(segments: [Segment(x: cardIndent, text: "⋯ \(end - index) actions folded (z unfolds)", style: .dim)]))
        }
        if !summary.showMore.isEmpty {
            let isOpen = expanded.contains(action.id)
            lines.append(CardLine(segments: [Segment(x: cardIndent, text: isOpen ? "▾ Show Less" : "▸ Show More", style: .dim,
                                                     isShowMoreToggle: true)]))
            if isOpen { lines += parameterRows(summary.showMore, indent: cardIndent + 2, asked: askedParameters(of: index)) }
        }
        lines.append(CardLine())
        return CardLayout(lines: lines)
    }

    /// A card's first line: its number, its title, then what the title alone does not say —
    /// the identifier of an action no catalog knows, a block part without its block, an action
    /// Shortcuts no longer has — and the name its output was given, as its variables read it.
    func titleLine(_ index: Int, number: String, indent: Int, title: String) -> CardLine {
        var segments = [Segment(x: 0, text: number, style: .dim), Segment(x: indent, text: title, style: Style(.header, bold: true))]
        var x = indent + DisplayWidth.of(title)
        func add(_ text: String, _ style: Style) {
            segments.append(Segment(x: x, text: text, style: style))
            x += DisplayWidth.of(SafeText.visible(text))
        }
        if isStandIn(index) {
            add("  " + document.actions[index].intent, .dim)
        } else if let problem = strayProblem(index) {
            add("  " + problem, .error)
        } else if let note = discontinuedNote(of: index) {
            add("  " + note, .dim)
        } else if let note = keptValuesNote(of: index) {
            add("  " + note, .error)
        } else if let note = buildNote(of: index) {
            add("  " + note, .error)
        } else if let note = summaryProblemNote(of: index) {
            add("  " + note, .accent)
        }
        if let name = document.actions[index].customOutputName {
            add("  → ", .dim)
            add("‹" + name + "›", Style(.variable))
        }
        return CardLine(segments: segments)
    }

    /// Parameters as labelled rows — "Title  [value]" — titles in one column.
    /// `asked`: parameters a setup question fills, marked as in a sentence.
    private func parameterRows(_ parameters: [ResolvedParameter], indent: Int, asked: Set<String>) -> [CardLine] {
        let titleWidth = min(24, parameters.map { DisplayWidth.of($0.title) }.max() ?? 0)
        return parameters.map { parameter in
            var appearance = rowAppearance(parameter, columns: width - indent - titleWidth - 2 - (asked.contains(parameter.id) ? 1 : 0))
            if asked.contains(parameter.id) { appearance.text += Self.askedMark }
            return CardLine(segments: [
                Segment(x: indent, text: TextFit.truncated(parameter.title, to: titleWidth), style: .dim),
                Segment(x: indent + titleWidth + 2, placeholder: appearance, slot: Slot(parameter: parameter.id, inShowMore: true)),
            ])
        }
    }

    /// A row's placeholder, cut to the row: only what is shown of a long value is measured.
    private func rowAppearance(_ parameter: ResolvedParameter, columns: Int) -> (text: String, style: Style) {
        var appearance = placeholderAppearance(parameter)
        appearance.text = TextFit.capped(appearance.text, to: max(3, columns))
        return appearance
    }

    /// A placeholder's text and style: its value in brackets; a variable alone as its token,
    /// text with variables with each token in ‹›, in the variable colour (the error colour when
    /// one reads an action that is gone). The value is read once for both.
    func placeholderAppearance(_ parameter: ResolvedParameter) -> (text: String, style: Style) {
        if let shown = variableText(parameter) { return (shown.text, shown.isMissing ? Style(.error) : Style(.variable)) }
        let style = if parameter.isSet {
            Style(.placeholderSet)
        } else {
            parameter.isRequired ? Style(.placeholderRequired, bold: true) : Style(.placeholderUnset)
        }
        return ("[" + parameter.shownText + "]", style)
    }

    func placeholderText(_ parameter: ResolvedParameter) -> String { placeholderAppearance(parameter).text }

    /// The text of a value holding variables, each named as it is named here now, and
    /// whether one points to an action no longer in the shortcut; nil for other values.
    func variableText(_ parameter: ResolvedParameter) -> (text: String, isMissing: Bool)? {
        guard case .opaque(let opaque)? = parameter.value, let stored = opaque.propertyList else { return nil }
        guard case .paused? = run?.status else { return structure.variableText(of: stored) }
        return structure.variableText(of: stored, valueOf: pausedValue(of:))
    }

    /// The one line a block's middle or end shows (with what is wrong, when it does not pair
    /// up); nil for every other action.
    func blockPartTitle(_ index: Int) -> String? {
        guard let title = structure.partTitle(of: index, in: document.actions) else { return nil }
        return structure.strayProblem(of: index).map { title + "  — " + $0 } ?? title
    }

    /// What is wrong with a block's start that does not pair up.
    func strayProblem(_ index: Int) -> String? {
        guard blockPartTitle(index) == nil else { return nil }
        return structure.strayProblem(of: index).map { "— " + $0 }
    }

    /// What follows a placeholder that a setup question fills: the answer given when the
    /// shortcut is added replaces the value.
    static let askedMark = "⁇"

    /// The parameters of an action that setup questions fill.
    func askedParameters(of index: Int) -> Set<String> {
        guard document.unknownMembers[SetupQuestion.listKey] != nil else { return [] }
        return Set(SetupQuestions(document).questions.filter { $0.question.actionIndex == index }.map(\.question.parameterKey))
    }

    /// Lines a placeholder may take in a sentence. A value of megabytes (a prompt pasted from a
    /// file) would otherwise make a card of thousands of lines, each measured at every layout;
    /// its start says what it is, and its control shows the whole.
    static let placeholderLines = 6

    /// Word-wraps a sentence. Placeholders are never split unless one alone is wider than
    /// the line; text breaks after spaces, or anywhere in a word too long for a line. Linear in
    /// the sentence's length, and a placeholder is measured only as far as it is shown.
    /// `asked`: parameters a setup question fills, marked "⁇" after their value.
    func wrap(_ runs: [SummaryRun], width: Int, asked: Set<String> = []) -> [[Segment]] {
        // nil: a line break, where a placeholder's text has one.
        var tokens: [Segment?] = []
        for run in runs {
            switch run {
            case .text(let text):
                for word in Self.words(of: text) { tokens.append(Segment(x: 0, text: word, style: .text)) }
            case .placeholder(let parameter):
                var appearance = placeholderAppearance(parameter)
                appearance.text = TextFit.capped(appearance.text, to: width * Self.placeholderLines)
                if asked.contains(parameter.id) { appearance.text += Self.askedMark }
                let slot = Slot(parameter: parameter.id)
                guard appearance.text.utf8.contains(UInt8(ascii: "\n")) else {
                    tokens.append(Segment(x: 0, placeholder: appearance, slot: slot))
                    break
                }
                // Text of several lines (a Text action's, a comment) shows as its lines, as many
                // as a placeholder may take; the control shows the rest.
                let textLines = appearance.text.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in textLines.prefix(Self.placeholderLines).enumerated() {
                    if number > 0 { tokens.append(nil) }
                    var piece = appearance
                    piece.text = String(line)
                    if number == Self.placeholderLines - 1, textLines.count > Self.placeholderLines { piece.text += "…]" }
                    tokens.append(Segment(x: 0, placeholder: piece, slot: slot))
                }
            }
        }
        var lines: [[Segment]] = [[]]
        var column = 0
        for token in tokens {
            guard var token else {
                lines.append([])
                column = 0
                continue
            }
            var tokenWidth = token.width
            let trimmedWidth = token.slot == nil ? Self.widthWithoutTrailingSpaces(token.text, width: tokenWidth) : tokenWidth
            if column > 0 && column + trimmedWidth > width {
                lines.append([])
                column = 0
                if token.slot == nil { token.text = String(token.text.drop { $0 == " " }) }
                if token.text.isEmpty { continue }
                tokenWidth = token.width
            }
            // A token wider than a whole line is cut into line-sized pieces, in one pass.
            if column == 0, tokenWidth > width {
                let pieces = Self.pieces(of: token.text, width: width)
                for piece in pieces.dropLast() {
                    var cut = token
                    cut.text = piece.text
                    cut.x = 0
                    lines[lines.count - 1].append(cut)
                    lines.append([])
                }
                token.text = pieces[pieces.count - 1].text
                tokenWidth = pieces[pieces.count - 1].width
            }
            token.x = column
            lines[lines.count - 1].append(token)
            column += tokenWidth
        }
        return lines.filter { !$0.isEmpty }.isEmpty ? [[]] : lines.filter { !$0.isEmpty }
    }

    /// The width of a word less the spaces after it (`width` is the whole word's): one column
    /// a space when the word is ASCII, else measured again.
    private static func widthWithoutTrailingSpaces(_ word: String, width: Int) -> Int {
        let bytes = word.utf8
        guard bytes.last == UInt8(ascii: " ") else { return width }
        if bytes.allSatisfy({ $0 < 0x80 }) { return width - bytes.reversed().prefix { $0 == UInt8(ascii: " ") }.count }
        var trimmed = Substring(word)
        while trimmed.last == " " { trimmed.removeLast() }
        return DisplayWidth.of(SafeText.visible(String(trimmed)))
    }

    /// A sentence's text in words, each with the spaces after it: where the wrap may break.
    /// Text of ASCII alone — nearly all — is cut at its space bytes, each byte a character;
    /// other text goes character by character, so that a mark after a space stays with it.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        let bytes = text.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var start = bytes.startIndex
            for index in bytes.indices where bytes[index] == UInt8(ascii: " ") {
                let end = bytes.index(after: index)
                words.append(String(text[start..<end]))
                start = end
            }
            if start < bytes.endIndex { words.append(String(text[start...])) }
            return words
        }
        var word = ""
        for character in text {
            word.append(character)
            if character == " " {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The text in pieces of at most `width` columns each (a piece holds one character at least),
    /// with their widths.
    static func pieces(of text: String, width: Int) -> [(text: String, width: Int)] {
        var pieces: [(text: String, width: Int)] = []
        var piece = ""
        var used = 0
        for character in text {
            let columns = SafeText.width(of: character)
            if used + columns > width && !piece.isEmpty {
                pieces.append((piece, used))
                piece = ""
                used = 0
            }
            piece.append(character)
            used += columns
        }
        pieces.append((piece, used))
        return pieces
    }
}
