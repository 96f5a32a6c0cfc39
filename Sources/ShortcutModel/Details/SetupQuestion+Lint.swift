import IntentKit

extension ShortcutDocument {
    /// What is wrong with the setup questions, each said with its key path: a question whose
    /// action is not in the shortcut, or whose action has no such parameter (when a catalog
    /// describes the action; an action none does cannot be checked). Shortcuts would ask the
    /// question and fill nothing.
    public func setupQuestionProblems(against registry: IntentRegistry) -> [String] {
        let questions = SetupQuestions(self)
        var problems: [String] = []
        for (offset, entry) in questions.entries.enumerated() {
            let path = "\(SetupQuestion.listKey)[\(offset)]"
            guard case .question(let question) = entry else {
                problems.append("\(path): expected a question (a dictionary), found something else; kept as it is")
                continue
            }
            guard let index = question.actionIndex else {
                problems.append("\(path).ActionIndex: expected the position of an action (a whole number from 0 to \(SetupQuestion.positions.upperBound)); the question fills nothing")
                continue
            }
            guard actions.indices.contains(index) else {
                problems.append("\(path).ActionIndex: the question fills action \(index + 1), but the shortcut has \(actions.count) actions")
                continue
            }
            guard !question.parameterKey.isEmpty else {
                problems.append("\(path).ParameterKey: expected the parameter the answer fills; there is none")
                continue
            }
            if let definition = registry.definition(for: actions[index]), definition.parameter(question.parameterKey) == nil {
                problems.append("\(path).ParameterKey: action \(index + 1) (\(definition.title)) has no parameter \"\(question.parameterKey)\"")
            }
        }
        return problems
    }
}
