import Foundation
import IntentKit

// An app's intents that take their time and ask mid-run, for the end-to-end tests of
// progress, cancelling and choices (Tests/CommandLineTests/LongIntentsEndToEndTests.swift).

/// Uploads photos one at a time, saying how far it has got. The fourth never finishes on its
/// own: the run is there to be stopped, and the stop is heard (a line in the host's log).
struct UploadPhotos: LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Upload Photos"

    @Parameter(title: "Photos", default: 12)
    var count: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Upload \(\.$count) photos")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let count = count
        let uploaded = try await performBackgroundTask {
            progress.totalUnitCount = Int64(count)
            for photo in 0..<count {
                progress.completedUnitCount = Int64(photo)
                if photo == 3 { try await Task.sleep(for: .seconds(3600)) }
            }
            progress.completedUnitCount = Int64(count)
            return "Uploaded \(count) photos"
        } onCancel: { reason in
            FileHandle.standardError.write(Data("UploadPhotos cancelled: \(reason)\n".utf8))
        }
        return .result(value: uploaded)
    }
}

/// Asks which way to go on, mid-run.
struct ReplaceAlbum: AppIntent {
    static let title: LocalizedStringResource = "Replace Album"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let keep = IntentChoiceOption(title: "Keep Both")
        let replace = IntentChoiceOption(title: "Replace", style: .destructive)
        let chosen = try await requestChoice(between: [keep, replace, .cancel], dialog: "An album of that name exists.")
        return .result(value: "Chose \(chosen.title.text)")
    }
}

/// Asks for notes mid-run: unanswered, the run ends as an unanswered prompt does.
struct AddNotes: AppIntent {
    static let title: LocalizedStringResource = "Add Notes"
    @Parameter(title: "Notes") var notes: String?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let notes = try await $notes.requestValue("Notes?")
        return .result(value: notes)
    }
}

/// A summary with a branch no value reaches: cups has a default, so it always has a value.
struct BrewCoffee: AppIntent {
    static let title: LocalizedStringResource = "Brew Coffee"
    @Parameter(title: "Cups", default: 1) var cups: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$cups, .hasAnyValue) {
            Summary("Brew \(\.$cups) cups")
        } otherwise: {
            Summary("Brew some coffee")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

var registry = IntentRegistry()
do {
    try registry.register(UploadPhotos.self)
    try registry.register(ReplaceAlbum.self)
    try registry.register(AddNotes.self)
    try registry.register(BrewCoffee.self)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
IntentHost.main(registry: registry, name: "Workshop")
