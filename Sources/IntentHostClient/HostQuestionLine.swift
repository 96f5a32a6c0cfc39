import IntentKit

/// A line a host writes when a perform asks the person running the shortcut
/// (`{"ask": 7, "for": 3, "question": {…}}`, docs/INTENT-HOST.md): what is asked, and which
/// call it belongs to. Anything else is not one.
struct HostQuestionLine {
    /// The question's own id, which the answer carries back.
    var id: Int
    /// The id of the call whose perform asks.
    var call: Int
    var question: PersonQuestion

    init?(_ line: String) {
        guard line.contains("\"ask\""), let json = try? JSONValue.parse(Array(line.utf8)),
              case .int(let id)? = json["ask"], case .int(let call)? = json["for"], let raw = json["question"],
              let question = try? PersonQuestion(json: raw, at: JSONPath.root.appending("question")) else { return nil }
        self.id = id
        self.call = call
        self.question = question
    }
}
