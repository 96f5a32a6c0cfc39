import Synchronization

/// The footer hints' texts of a keymap, mode by mode, made when first asked for. Shared by
/// the keymap's copies (a state copied per key keeps its keymap's), and behind a lock, as a
/// keymap is `Sendable`.
final class FooterTexts: Sendable {
    struct Hint: Sendable {
        var condition: FooterHint.Condition
        var text: String
    }

    private let made = Mutex<[KeyMode: [Hint]]>([:])

    func texts(for mode: KeyMode, making: () -> [Hint]) -> [Hint] {
        if let known = made.withLock({ $0[mode] }) { return known }
        let texts = making()
        made.withLock { $0[mode] = texts }
        return texts
    }
}
