import FileAccess
import Foundation
import IntentHostClient
import IntentKit

/// How a library catalog names the intent host that runs its intents live: `catalogs/NAME.host.json`
/// beside `NAME.json` (docs/INTENT-HOST.md):
///
/// ```json
/// {"command": ["swift", "run", "--package-path", "../MyIntents", "MyIntents", "serve"]}
/// {"command": ["../MyIntents/.build/release/MyIntents", "serve"], "directory": "../MyIntents"}
/// {"command": ["/src/MyIntents/.build/debug/MyIntents", "serve"], "package": "/src/MyIntents", "product": "MyIntents"}
/// ```
///
/// The last form is what `intents add` writes: it names the package the host is built from,
/// which the editor rebuilds as its sources change, and `intents --watch` too.
///
/// Only the library's own catalogs name hosts — never a shortcut file — so the editor runs
/// nothing the user did not put there. A program named with a `/` is found from the catalog's
/// folder; a bare name beside the editor's own program (where `demo-intents-host` is built and
/// installed), then on `PATH`.
enum HostCatalog {
    static let suffix = ".host.json"

    /// The command a host file names; an error says what is wrong with it, and where.
    static func command(in url: URL, name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                        besideEditor: URL? = HostCatalog.editorFolder) throws -> HostCommand {
        let json: JSONValue
        do {
            json = try JSONValue.parse(try FileReader.read(url.fileSystemPath).get().data)
        } catch let error as JSONSyntaxError {
            throw HostProtocolError("\(error.line):\(error.column): not a host description: \(error.message)")
        } catch {
            throw HostProtocolError("cannot be read: \(error)")
        }
        guard case .array(let parts)? = json["command"], !parts.isEmpty else {
            throw HostProtocolError("$.command: expected a list of the program and its arguments")
        }
        let words = try parts.enumerated().map { index, part throws -> String in
            guard case .string(let word) = part else { throw HostProtocolError("$.command[\(index)]: expected a string") }
            return word
        }
        let folder = url.deletingLastPathComponent()
        let package = try package(in: json, from: folder)
        // A package's program may not be built yet: the editor builds it.
        let program = package != nil && words[0].hasPrefix("/") ? words[0]
            : try resolve(words[0], from: folder, path: ([besideEditor?.path].compactMap { $0 } + [environment["PATH"] ?? ""]).joined(separator: ":"))
        var directory: String?
        if case .string(let relative)? = json["directory"] {
            directory = URL(localPath: relative, relativeTo: folder).standardizedFileURL.path
        }
        var command = HostCommand(executable: program, arguments: Array(words.dropFirst()), directory: directory, name: name)
        command.package = package
        return command
    }

    /// The package a host file names, if it names one.
    private static func package(in json: JSONValue, from folder: URL) throws -> HostPackage? {
        switch (json["package"], json["product"]) {
        case (nil, nil):
            return nil
        case (.string(let path)?, .string(let product)?) where !path.isEmpty && !product.isEmpty:
            return HostPackage(folder: URL(localPath: path, relativeTo: folder).standardizedFileURL.path, product: product)
        case (.string?, _):
            throw HostProtocolError("$.product: expected the name of the package's executable product, beside $.package")
        default:
            throw HostProtocolError("$.package: expected the path of the Swift package the host is built from")
        }
    }

    /// The host file of a package's product, as `intents add` writes it.
    static func text(executable: String, package: HostPackage) -> Data {
        let json = JSONValue.object([
            (key: "command", value: .array([.string(executable), .string("serve")])),
            (key: "package", value: .string(package.folder)),
            (key: "product", value: .string(package.product)),
        ])
        return Data((json.canonicalText() + "\n").utf8)
    }

    /// The folder of the running program: the editor's, whose companions are found there first.
    static let editorFolder: URL? = {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(localPath: path).deletingLastPathComponent()
    }()

    /// The program's path: from the catalog's folder when it names a path, else on `path`.
    static func resolve(_ program: String, from folder: URL, path: String) throws -> String {
        if program.contains("/") {
            let resolved = URL(localPath: program, relativeTo: folder).standardizedFileURL.path
            guard FileManager.default.isExecutableFile(atPath: resolved) else {
                throw HostProtocolError("$.command[0]: \(resolved) is not a program that can be run")
            }
            return resolved
        }
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(localPath: String(directory)).appendingPathComponent(program).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw HostProtocolError("$.command[0]: no program \(program) on PATH")
    }

    /// Makes the registry ask the host `url` describes for the entities and options of
    /// `definitions`; nothing starts until a picker asks.
    /// Returns what is worth a warning about the host: a program others may change.
    /// A connection of `reusing` to the same command is used again (the registry read anew
    /// after a host was rebuilt keeps the hosts it had), else a new one is made.
    static func attachHost(describedIn url: URL, name: String, logs: URL, to definitions: [IntentDefinition],
                           in registry: inout IntentRegistry, reusing connections: [IntentHostConnection] = []) throws -> String? {
        var command = try command(in: url, name: name)
        command.logFile = logs.appendingPathComponent(name + ".log").path
        let connection = connections.first { $0.command == command } ?? IntentHostConnection(command: command)
        attach(connection, to: definitions, in: &registry)
        return HostProgramTrust.problem(executable: command.executable, arguments: command.arguments, directory: command.directory ?? url.deletingLastPathComponent().path)
            .map { "\($0): anyone who can write it runs code as you when a picker asks" }
    }

    /// Makes the registry ask `connection` for the entities and options of `definitions`, and
    /// to perform them.
    static func attach(_ connection: IntentHostConnection, to definitions: [IntentDefinition], in registry: inout IntentRegistry) {
        var types: [String: EntityTypeDefinition] = [:]
        for definition in definitions {
            let intent = definition.identifier
            let deadline = definition.execution?.longRunning == true ? IntentHostConnection.longPerformDeadline : IntentHostConnection.performDeadline
            registry.registerPerformer(intent: intent, host: connection.command.name) { values in
                try await connection.perform(intent: intent, values: values, deadline: deadline)
            }
            // What the action outputs is asked of the host too: a variable narrowed to one of
            // its properties reads the property there.
            if case .entity(let entity)? = definition.outputType?.elementType, types[entity.identifier] == nil { types[entity.identifier] = entity }
            for parameter in definition.parameters {
                if case .entity(let entity) = parameter.type.elementType { types[entity.identifier] = entity }
                if case .dynamicOptions(let key)? = parameter.options.optionsSource {
                    registry.registerOptions(intent: intent, parameter: key) { values in
                        try await connection.options(intent: intent, parameter: key, values: values)
                    }
                }
            }
        }
        for entity in types.values {
            registry.register(HostEntitySource(typeIdentifier: entity.identifier, capabilities: entity.query, connection: connection))
        }
    }
}
