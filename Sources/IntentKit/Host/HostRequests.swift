import Synchronization

/// The requests a serving host is answering, by id: so that a cancel line
/// (`{"cancel": 3, "reason": "timeout"}`, docs/INTENT-HOST.md) finds the task answering request
/// 3, says why in its `IntentCancellation`, and cancels it. A cancel for a request already
/// answered, or not yet read, is nothing.
final class HostRequests: Sendable {
    private struct Entry {
        var cancellation = IntentCancellation()
        var task: Task<Void, Never>?
        var cancelled = false
    }

    private let entries = Mutex<[Int: Entry]>([:])

    /// Takes a cancel line, when `line` is one (it has a `cancel` member).
    func takeCancel(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        guard let kind = try? HostLines.decode(HostLines.Kind.self, from: bytes), let id = kind.cancel else { return false }
        let reason = (try? HostLines.decode(HostLines.Cancel.self, from: bytes)).flatMap { IntentCancellationReason(protocolName: $0.reason) }
        let task: Task<Void, Never>? = entries.withLock { entries in
            guard var entry = entries[id] else { return nil }
            entry.cancellation.cancel(because: reason ?? .userCancelled)
            entry.cancelled = true
            entries[id] = entry
            return entry.task
        }
        task?.cancel()
        return true
    }

    /// Notes a request about to be answered; its id, when the line has one.
    func register(_ line: String) -> Int? {
        guard let id = (try? HostLines.decode(HostLines.Kind.self, from: Array(line.utf8)))?.id else { return nil }
        entries.withLock { $0[id] = Entry() }
        return id
    }

    /// Where request `id`'s cancel reason is written.
    func cancellation(of id: Int) -> IntentCancellation {
        entries.withLock { $0[id]?.cancellation } ?? IntentCancellation()
    }

    /// The task answering request `id`; cancelled at once if its cancel came first.
    func attach(_ task: Task<Void, Never>, to id: Int) {
        let cancelled = entries.withLock { entries -> Bool in
            guard entries[id] != nil else { return false }
            entries[id]?.task = task
            return entries[id]?.cancelled == true
        }
        if cancelled { task.cancel() }
    }

    /// Request `id` is answered.
    func finished(_ id: Int) {
        entries.withLock { _ = $0.removeValue(forKey: id) }
    }
}
