import Foundation

/// A regular expression's matches found within a time bound, and stopped when the run is.
/// A pattern like `(a+)+$` on sixty a's and a "!" backtracks for longer than the universe has
/// existed; matching happens inside ICU, which no task cancellation reaches. Asked to report
/// progress, the matcher calls back as it works, and each callback looks at the clock and at
/// the run's task.
enum BoundedMatches {
    /// Every match of `expression` in `text`; throws the action's failure past the run's time
    /// bound for a match (`RunLimits.matchTimeLimit`), and `CancellationError` once the run is
    /// stopped.
    static func matches(_ expression: NSRegularExpression, in text: String, call: ActionCall) throws -> [NSTextCheckingResult] {
        let limit = call.run.environment.limits.matchTimeLimit
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var found: [NSTextCheckingResult] = []
        var outcome: (timedOut: Bool, cancelled: Bool) = (false, false)
        expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) { result, _, stop in
            if let result { found.append(result) }
            if Task.isCancelled {
                outcome.cancelled = true
                stop.pointee = true
            } else if clock.now > deadline {
                outcome.timedOut = true
                stop.pointee = true
            }
        }
        if outcome.cancelled { throw CancellationError() }
        if outcome.timedOut {
            throw call.failure("the regular expression “\(expression.pattern.prefix(80))” took longer than \(limit) to match; it was stopped")
        }
        return found
    }

    /// `text` with each match replaced by `template` (`$1` and the like filled in), matched as
    /// `matches` does.
    static func replacing(_ expression: NSRegularExpression, in text: String, with template: String, call: ActionCall) throws -> String {
        let source = text as NSString
        var result = ""
        var last = 0
        for match in try matches(expression, in: text, call: call) {
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            result += expression.replacementString(for: match, in: text, offset: 0, template: template)
            last = match.range.location + match.range.length
        }
        return result + source.substring(from: last)
    }
}
