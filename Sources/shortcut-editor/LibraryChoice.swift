import DemoIntents
import Foundation
import IntentHostClient
import IntentKit
import ShortcutStore
import UserConfig

/// The library, extra catalogs and config file a command works with — what `LibraryOptions`
/// parsed, or what the quick start read without ArgumentParser — and the environment that
/// fills in what was not given, read once: building it is a copy of every variable.
struct LibraryChoice: Equatable {
    var library: String?
    var catalogs: [String] = []
    var config: String?
    var environment: [String: String] = ProcessEnvironment.current()

    /// The user's keys and colours, and what was wrong in the file (the defaults stand in).
    func settings() -> ConfigReader.Result {
        let url = ConfigLocation.url(explicit: config, environment: environment)
        return ConfigReader.read(url, required: config != nil)
    }

    var resolved: Library { Library(root: Library.defaultRoot(option: library, environment: environment)) }

    /// The registry every command works on: the demo intents declared in Swift, plus what
    /// the library's catalogs and entity records hold, with every file that could not be read
    /// (or only in part).
    ///
    /// A library whose catalogs hold the demo's intents (the sample's, run live by
    /// `demo-intents-host`) takes them from there and not from this process: one way for
    /// every app's intents, and no identifier defined twice.
    func registryAndIssues(reusing connections: [IntentHostConnection] = []) throws -> (IntentRegistry, [LibraryIssue]) {
        let library = resolved
        let demoIsLive = FileManager.default.fileExists(atPath: library.catalogsFolder.appendingPathComponent("DemoIntents.json").path)
        return library.assembleRegistry(base: demoIsLive ? IntentRegistry() : try DemoIntents.makeRegistry(),
                                        extraCatalogs: catalogs.map { URL(localPath: $0) }, reusing: connections)
    }

    /// The registry with everything that could be read, and what could not: a problem in a file
    /// the user named with `--catalog` is an error (the command was asked to use it), one in the
    /// library's own folders a warning. Apple's metadata changes with every Xcode, so one entry
    /// a file gets wrong never costs the others: each line names the file, the entry and the
    /// place, and what was expected.
    func registryReport(reusing connections: [IntentHostConnection] = []) throws -> (registry: IntentRegistry, errors: [LibraryIssue], warnings: [String]) {
        let (registry, issues) = try registryAndIssues(reusing: connections)
        let named = Set(catalogs.map { URL(localPath: $0).fileSystemPath })
        return (registry, issues.filter { named.contains($0.file) }, issues.filter { !named.contains($0.file) }.map { "warning: \($0)" })
    }

    /// The registry, its problems kept in `deferWarnings` to be said on standard error after
    /// the full screen (so they are not drawn over); `errors` counts entries a named catalog
    /// could not give. A named file of which nothing could be used (not there, not a catalog)
    /// stops the command: the path is more likely wrong than the file.
    func registry(deferWarnings: inout [String], errors: inout Int, reusing connections: [IntentHostConnection] = []) throws -> IntentRegistry {
        let report = try registryReport(reusing: connections)
        deferWarnings += report.warnings
        let unusable = report.errors.filter { !$0.isEntry }
        if !unusable.isEmpty { throw CommandFailure(unusable.map(\.description).joined(separator: "\n")) }
        deferWarnings += report.errors.map { "error: \($0)" }
        errors += report.errors.count
        return report.registry
    }

    /// Gives the registry the definitions of its Swift intents that an earlier run of this
    /// program kept (`DeclarationCache`), so the first screen draws them without reflection.
    /// Returns the cache to write when it was missing or stale, for `rememberDeclarations`.
    func adoptRememberedDeclarations(into registry: inout IntentRegistry) -> DeclarationCache? {
        guard let cache = DeclarationCache.forThisProgram(environment: environment) else { return nil }
        // Indexed, each definition decoded when an intent is first shown. One that no longer
        // decodes is read from its declaration instead; the file, which only this program
        // writes, is then not rewritten — that costs a later start time, never a wrong screen.
        guard let remembered = cache.loadIndexed() else { return cache }
        let complete = registry.adoptSwiftDefinitions(identifiers: remembered.identifiers, definedBy: remembered.definition(at:))
        return complete ? nil : cache
    }

    /// Writes what `adoptRememberedDeclarations` found missing: every Swift intent's definition,
    /// read now. After the command's work, so its cost is not the first screen's; a cache that
    /// cannot be written only leaves the next start as slow as this one, so it is not an error.
    func rememberDeclarations(of registry: IntentRegistry, in cache: DeclarationCache?) {
        try? cache?.store(registry.swiftDefinitions)
    }

    /// The registry for a command without a full screen: its problems go out at once.
    func registry() throws -> IntentRegistry {
        var said: [String] = []
        var errors = 0
        defer { printWarnings(said) }
        return try registry(deferWarnings: &said, errors: &errors)
    }
}
