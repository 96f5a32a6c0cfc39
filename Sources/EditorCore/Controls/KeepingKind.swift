import IntentKit
import ShortcutModel

extension IntentValue {
    /// A typed value stored the way the action stored the value it replaces. Apple's files
    /// keep many numbers as text (`"73.5"`) and whole numbers as integers; an edit checks the
    /// number but must not change how the file holds it, or the file would differ in more
    /// than the edit.
    func keepingKind(of old: IntentValue?, typed text: String) -> IntentValue {
        switch (old, self) {
        case let (.opaque?, .string(text)):
            // Text held as Shortcuts' token string stays one.
            SerializedText.text(text, keepingFormOf: old)
        case (.string?, .int), (.string?, .double):
            .string(text.trimmingCharacters(in: .whitespaces))
        case let (.int?, .double(number)) where number == number.rounded() && abs(number) < 1e15:
            .int(Int(number))
        default:
            self
        }
    }
}
