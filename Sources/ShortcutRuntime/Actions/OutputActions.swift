import Foundation

/// What a shortcut shows and how it stops: Show Result, Show Alert, Show Notification, Speak
/// Text (each printed as a line), Comment, Nothing, Wait, Stop This Shortcut, Stop and Output.
enum OutputActions {
    static let handlers: [String: ActionHandler] = [
        "comment": { call in call.run.previous },
        "nothing": { _ in .nothing },
        "showresult": { call in
            let shown = try await call.input("Text")
            call.show(shown.text)
            return shown
        },
        "alert": { call in
            let title = try await call.text("WFAlertActionTitle") ?? ""
            let message = try await call.text("WFAlertActionMessage") ?? "Do you want to continue?"
            call.show(title.isEmpty ? message : "\(title): \(message)")
            if try await call.bool("WFAlertActionCancelButtonShown", default: true) {
                let answer = try await call.run.environment.prompter.answer(.confirmation(prompt: title.isEmpty ? message : title))
                // Cancel stops the shortcut, as the alert's Cancel button does.
                if answer == .confirmed(false) { throw RunStop(output: nil) }
            }
            return call.run.previous
        },
        "notification": { call in
            let title = try await call.text("WFNotificationActionTitle") ?? ""
            let body = try await call.text("WFNotificationActionBody") ?? ""
            call.show(title.isEmpty ? body : "\(title): \(body)")
            return call.run.previous
        },
        "speaktext": { call in
            let text = try await call.input("WFText").text
            call.show(text)
            return call.run.previous
        },
        "delay": { call in
            let seconds = try await call.number("WFDelayTime") ?? 1
            guard seconds.isFinite, RunNumbers.waitSeconds.contains(max(0, seconds)) else {
                throw call.failure("WFDelayTime is \(RuntimeValue.format(seconds)); expected seconds from 0 to \(RuntimeValue.format(RunNumbers.waitSeconds.upperBound))")
            }
            try await Task.sleep(for: .milliseconds(Int(max(0, seconds) * 1000)))
            return call.run.previous
        },
        "exit": { call in throw RunStop(output: try await call.value("WFResult")) },
        "output": { call in
            let output = try await call.value("WFOutput") ?? call.run.previous
            throw RunStop(output: output)
        },
    ]
}

extension ActionCall {
    /// Something the shortcut shows the person: a line of `run`'s output, a note in the editor.
    func show(_ text: String) {
        run.environment.events(.shown(text, by: title))
    }
}
