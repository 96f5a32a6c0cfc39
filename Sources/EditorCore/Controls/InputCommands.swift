/// The commands of the inputs every control, prompt and filter is made of.

/// Moving and deleting in typed text: the `text` table, which every typing mode falls back to.
enum TextCommand: String, LayerCommand {
    case cursorLeft = "cursor-left"
    case cursorRight = "cursor-right"
    case lineStart = "line-start"
    case lineEnd = "line-end"
    case lineUp = "line-up"
    case lineDown = "line-down"
    case wordLeft = "word-left"
    case wordRight = "word-right"
    case deleteBackward = "delete-backward"
    case deleteForward = "delete-forward"
    case deleteWord = "delete-word"
    case deleteToLineStart = "delete-to-line-start"
    case deleteToLineEnd = "delete-to-line-end"
}

/// A list of options to choose from: a picker, a text's variables, an array's items to pick.
enum PickerCommand: String, LayerCommand {
    case next, previous
    case pageDown = "page-down"
    case pageUp = "page-up"
    case choose, cancel
}

/// A text, number or date control.
enum FieldCommand: String, LayerCommand {
    case confirm, finish, cancel
    case insertVariable = "insert-variable"
    case stepUp = "step-up"
    case stepDown = "step-down"
}

/// A list of items being edited.
enum ItemsCommand: String, LayerCommand {
    case next, previous
    case moveItemUp = "move-item-up"
    case moveItemDown = "move-item-down"
    case removeItem = "remove-item"
    case confirm, finish, pick, cancel
    case insertVariable = "insert-variable"
}
