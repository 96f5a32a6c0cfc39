/// Why a call to an intent host has no answer; each says what the user can do.
public enum HostCallError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host did not answer within the call's deadline; a later call tries again.
    case timedOut(host: String, seconds: Double)
    /// The host answered with an error (its query threw, the request was refused).
    case refused(String)
    /// The host wrote a line that is not an answer: it prints on its standard output.
    case garbage(host: String, line: String)
    /// The host wrote one line longer than `limit` bytes: no answer is that large. It is
    /// dropped unread and the host stopped, rather than held in memory.
    case tooLarge(host: String, limit: Int)
    /// The caller stopped waiting (a run stopped mid-perform): nothing is wrong with the host.
    case cancelled(host: String)
    /// The host could not be started, or ended; `lastWords` are its standard error's last lines.
    case ended(host: String, status: String, lastWords: [String])

    public var description: String {
        switch self {
        case let .timedOut(host, seconds):
            "\(host) did not answer within \(seconds.formatted()) s; the next try asks again."
        case .refused(let message):
            message
        case let .garbage(host, line):
            "\(host) wrote something that is not an answer on its standard output (print to standard error instead): \(line.prefix(80))"
        case let .tooLarge(host, limit):
            "\(host) answered with more than \(limit >> 20) MiB on one line, past the most an answer may have; the answer was dropped and the host stopped."
        case .cancelled(let host):
            "the call to \(host) was stopped"
        case let .ended(host, status, lastWords):
            "\(host) \(status)" + (lastWords.isEmpty ? "." : ": " + lastWords.suffix(3).joined(separator: " · "))
        }
    }
}

extension Double {
    /// A short number for a message: "2" or "0.5".
    func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
