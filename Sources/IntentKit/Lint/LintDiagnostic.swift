/// A problem in an intent definition, with the place in its summary tree, so an app developer
/// can find it and a catalog with a bad action can still be used.
public struct LintDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// An error makes the intent unusable as declared; a warning is worth a look.
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    /// What is wrong.
    public enum Problem: Sendable, Hashable {
        /// No branch of the summary shows this required parameter, and it has no default: the
        /// user can never give it a value.
        case requiredParameterNeverShown(parameter: String)
        /// A placeholder, Show More entry, condition or Switch names a parameter the intent
        /// does not declare.
        case unknownParameter(parameter: String)
        /// A `Case` value the parameter's type cannot hold.
        case caseValueWrongType(parameter: String, value: IntentValue)
        /// A `Case` value an earlier `Case` of the same `Switch` already matches.
        case caseValueRepeated(parameter: String, value: IntentValue)
        /// A `When` value the parameter's type cannot hold, or an operator the type lacks.
        case conditionMismatch(parameter: String, comparison: ComparisonOperator, reason: String)
        /// A sentence with the same placeholder twice.
        case parameterShownTwice(parameter: String)
        /// More `Case`s than Apple's limit of 15.
        case tooManyCases(parameter: String, count: Int)
        /// The summary is a localization key no strings table translates; a fallback is shown.
        case untranslatedSummary(key: String)
        /// A branch no value of the parameter can select: its sentence is never shown.
        case branchNeverReached(parameter: String, reason: String)
    }

    /// The identifier of the intent it is in.
    public var intent: String
    /// Where in the summary tree: "Switch(activity) › Case(biking) › When(location hasAnyValue) › then".
    public var path: String
    /// What is wrong there.
    public var problem: Problem

    /// A problem of `intent`, at `path` in its summary tree.
    public init(intent: String, path: String, problem: Problem) {
        self.intent = intent
        self.path = path
        self.problem = problem
    }

    /// How much it matters: a repeated `Case`, a placeholder shown twice and an untranslated
    /// summary are warnings; the rest, errors.
    public var severity: Severity {
        switch problem {
        case .caseValueRepeated, .parameterShownTwice, .untranslatedSummary, .branchNeverReached: .warning
        default: .error
        }
    }

    /// The problem in a sentence, naming the parameter.
    public var message: String {
        switch problem {
        case .requiredParameterNeverShown(let p):
            "required parameter \"\(p)\" has no default and no summary branch shows it, so it can never be set"
        case .unknownParameter(let p):
            "names parameter \"\(p)\", which the intent does not declare"
        case let .caseValueWrongType(p, value):
            "Case value \(value.displayText()) (\(value.kindName)) is not a value of parameter \"\(p)\""
        case let .caseValueRepeated(p, value):
            "Case value \(value.displayText()) of \"\(p)\" is already matched by an earlier Case; this one never applies"
        case let .conditionMismatch(p, comparison, reason):
            "condition \(comparison.name) on \"\(p)\": \(reason)"
        case .parameterShownTwice(let p):
            "the sentence shows parameter \"\(p)\" more than once"
        case let .tooManyCases(p, count):
            "Switch on \"\(p)\" has \(count) cases; Apple allows at most 15"
        case let .branchNeverReached(_, reason):
            "no value reaches this branch: \(reason); its sentence is never shown"
        case .untranslatedSummary(let key):
            "the summary is the localization key \"\(key)\" and no strings table translates it; shown as the title and its placeholders (add the app's .strings or .xcstrings beside the catalog)"
        }
    }

    /// "Intent › path: message", for printing.
    public var description: String {
        "\(severity.rawValue): \(intent)" + (path.isEmpty ? "" : " [\(path)]") + ": \(message)"
    }
}
