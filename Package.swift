// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "ShortcutEditor",
    platforms: [.macOS(.v15)],
    products: [
        // Apps depend on IntentKit to declare their intents; its public API is a promise. It is
        // the only product: SwiftPM fetches what a dependency's declared products need, so the
        // editor (an executable target, which `swift run shortcut-editor` and `--product` still
        // find in this package) declared as one made every app fetch its six packages
        // (docs/BENCHMARKS.md, "What an app pays for IntentKit").
        .library(name: "IntentKit", targets: ["IntentKit"]),
    ],
    traits: [
        // Apple's entity macros (@ComputedProperty, @DeferredProperty, @UnionValue) need a compiler
        // plugin built on swift-syntax. On by default, so code written from Apple's documentation
        // compiles unchanged; an app that uses none of them depends with `traits: []` and never
        // builds swift-syntax (docs/BENCHMARKS.md has what each costs).
        .trait(name: "Macros", description: "Apple's @ComputedProperty, @DeferredProperty and @UnionValue macros, built on swift-syntax"),
        .default(enabledTraits: ["Macros"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The compiler plugin of IntentKit's macros (only with the Macros trait).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // The config file is TOML; parsing it by hand would be the one part nobody maintains.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // Starting and talking to intent hosts: spawning, pipes and teardown, built on Swift
        // concurrency (issue 45 asks for it over hand-written fork/exec).
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
        // Generate Hash's MD5, SHA-1, SHA-256 and SHA-512, and the signed-file reader's digest.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Get Contents of URL's requests, in its helper: URLSession on Linux spins a core while
        // it waits for an answer (FoundationNetworking's libcurl loop) and cannot bound a body
        // as it streams; this client waits on epoll and hands the body over in pieces.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Get Contents of URL's tests answer from a real local server (test target only).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // MARK: The library apps depend on

        .target(name: "IntentKit", dependencies: [.target(name: "IntentKitMacros", condition: .when(traits: ["Macros"]))]),
        // What @ComputedProperty, @DeferredProperty and @UnionValue expand to: a compiler plugin.
        .macro(
            name: "IntentKitMacros",
            dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                           .product(name: "SwiftCompilerPlugin", package: "swift-syntax")]
        ),

        // MARK: The editor's modules, from the files up to the terminal

        // Reading files from outside, bounded and only regular ones; Linux system calls, so kept
        // out of IntentKit, which apps on any platform depend on.
        .target(name: "FileAccess"),
        // Shortcut documents as values (actions, values, what is kept verbatim) and their JSON;
        // the blocks and If's operators that the catalogs and the runtime share.
        .target(name: "ShortcutModel", dependencies: ["IntentKit"]),
        // Apple's compiled intent metadata (extract.actionsdata) read into the data model.
        .target(name: "IntentCatalogs", dependencies: ["IntentKit", "ShortcutModel", "FileAccess"], resources: [.copy("BuiltIn/builtin-actions.json")]),
        // Apple's .shortcut files: property lists (binary and XML) to and from the model.
        .target(name: "AppleShortcuts", dependencies: ["IntentKit", "ShortcutModel", "FileAccess", .product(name: "Crypto", package: "swift-crypto")]),
        // The editor's side of the intent host protocol: a host started, spoken to, survived.
        .target(
            name: "IntentHostClient",
            dependencies: ["IntentKit", .product(name: "Subprocess", package: "swift-subprocess"),
                           .product(name: "SystemPackage", package: "swift-system")]
        ),
        // The library folder: saving, locks, the journal, the registry's catalogs and hosts.
        .target(name: "ShortcutStore", dependencies: ["IntentKit", "IntentCatalogs", "ShortcutModel", "AppleShortcuts", "FileAccess", "IntentHostClient"]),
        // The editor as a value: state, update, render to a canvas; no terminal, no I/O.
        .target(name: "EditorCore", dependencies: ["IntentKit", "ShortcutModel"]),
        // Running shortcuts on Linux: values, coercions, the interpreter and its action families.
        .target(name: "ShortcutRuntime", dependencies: ["IntentKit", "ShortcutModel", "FileAccess", .product(name: "Crypto", package: "swift-crypto"),
                                                  .product(name: "Subprocess", package: "swift-subprocess"),
                                                  .product(name: "SystemPackage", package: "swift-system")]),
        // The demo's intents, declared with IntentKit as an app developer would.
        .target(name: "DemoIntents", dependencies: ["IntentKit"]),
        // The running program above any particular terminal: screens, effects, queries, timers.
        .target(name: "AppShell", dependencies: ["EditorCore", "ShortcutStore", "ShortcutModel", "IntentKit", "ShortcutRuntime", "AppleShortcuts",
                                                 "IntentHostClient"]),
        // The user's config file (keys, colours) read into settings for the editor.
        .target(name: "ShortcutCases", dependencies: ["ShortcutRuntime", "ShortcutStore", "ShortcutModel", "IntentKit", "UserConfig",
                                                .product(name: "TOMLKit", package: "TOMLKit")]),
        .target(name: "UserConfig", dependencies: ["EditorCore", "ShortcutStore", "FileAccess", "IntentKit", .product(name: "TOMLKit", package: "TOMLKit")]),
        // The ncurses backend: terminal setup, input decoding, presenting a canvas.
        .target(name: "TerminalUI", dependencies: ["CNcurses", "AppShell", "EditorCore"]),
        // Found through its module map alone: ncursesw.pc only adds the -D flags SwiftPM drops
        // (with a warning on every build), and the shim switches the wide API on itself.
        .systemLibrary(
            name: "CNcurses",
            path: "Modules/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),

        // MARK: Executables

        // The release binary as it ships is built by Scripts/build-release: its flags live there,
        // since flags given here would stop apps from depending on IntentKit by version.
        .executableTarget(
            name: "shortcut-editor",
            dependencies: [
                "IntentKit",
                "ShortcutStore", "ShortcutModel",
                "DemoIntents",
                // Built beside the editor: the sample library's demo intents run in it, live,
                // as an app developer's run in theirs.
                "demo-intents-host",
                "EditorCore",
                "AppShell",
                "TerminalUI",
                "UserConfig",
                "IntentHostClient",
                "ShortcutRuntime",
                "ShortcutCases",
                "FileAccess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Get Contents of URL's requests, made beside the static editor (ShortcutRuntime's
        // HelperWeb says why), with AsyncHTTPClient.
        .executableTarget(name: "shortcut-editor-web", dependencies: [.product(name: "AsyncHTTPClient", package: "async-http-client")]),
        // The demo's intents as an intent host (docs/INTENT-HOST.md): a developer's own, in miniature.
        .executableTarget(
            name: "demo-intents-host",
            dependencies: ["IntentKit", "DemoIntents"]
        ),
        // Measures the editor and prints the figures of docs/BENCHMARKS.md:
        // `Scripts/build-release && .build-release/release/shortcut-bench`. Depends on the editor's executable so that the
        // terminal-output probe can run the real binary under a pseudo-terminal.
        .executableTarget(
            name: "shortcut-bench",
            dependencies: [
                "IntentKit", "IntentCatalogs",
                "AppleShortcuts",
                "ShortcutStore", "ShortcutModel",
                "EditorCore",
                "AppShell",
                "DemoIntents",
                "ShortcutRuntime",
                "IntentHostClient",
                "shortcut-editor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Every decoder of outside bytes as one libFuzzer target (`Scripts/fuzz`); built
        // normally, it replays saved inputs through the same code.
        .executableTarget(
            name: "fuzz-decoders",
            dependencies: ["IntentKit", "IntentCatalogs", "ShortcutStore", "ShortcutModel", "AppleShortcuts", "DemoIntents", "UserConfig"],
            path: "Fuzz/Harness"
        ),

        // MARK: Tests

        // What several test targets share (a seeded random generator, hostile servers, tmux);
        // not part of any product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Saves two versions of a document in turn until it is killed: the kill test's victim.
        .executableTarget(
            name: "store-save-loop",
            dependencies: ["ShortcutStore", "ShortcutModel"],
            path: "Tests/SaveLoopHelper"
        ),
        // An app's intents with the mistakes `intents --check` looks for, planted: its fixture.
        .executableTarget(
            name: "faulty-intents-host",
            dependencies: ["IntentKit"],
            path: "Tests/FaultyIntentsHost"
        ),
        // An app's intents that take their time, report progress, are cancelled and ask
        // mid-run: the fixture of the end-to-end tests of issue 64's runtime.
        .executableTarget(
            name: "workshop-intents-host",
            dependencies: ["IntentKit"],
            path: "Tests/WorkshopIntentsHost"
        ),
        .testTarget(
            name: "ShortcutStoreTests",
            dependencies: ["TestSupport", "ShortcutStore", "ShortcutModel", "AppleShortcuts", "IntentCatalogs", "IntentKit", "DemoIntents", "FileAccess",
                           "IntentHostClient", "store-save-loop", "demo-intents-host"]
        ),
        .testTarget(
            name: "EditorCoreTests",
            dependencies: ["EditorCore", "IntentKit", "ShortcutStore", "ShortcutModel", "AppleShortcuts", "IntentCatalogs", "DemoIntents",
                           "TestSupport", "ShortcutRuntime"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "ShortcutRuntimeTests",
            dependencies: ["ShortcutRuntime", "IntentKit", "ShortcutModel", "AppleShortcuts", "IntentCatalogs", "DemoIntents", "TestSupport",
                           "shortcut-editor-web", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .testTarget(
            name: "ShortcutCasesTests",
            dependencies: ["ShortcutCases", "ShortcutRuntime", "ShortcutModel", "AppleShortcuts", "IntentKit", "TestSupport"]
        ),
        .testTarget(
            name: "IntentCatalogsTests",
            dependencies: ["IntentCatalogs", "IntentKit", "DemoIntents", "TestSupport"]
        ),
        .testTarget(
            name: "AppShellTests",
            dependencies: ["AppShell", "EditorCore", "ShortcutStore", "ShortcutModel", "IntentKit", "DemoIntents", "IntentCatalogs",
                           "IntentHostClient", "TestSupport"]
        ),
        .testTarget(
            name: "IntentHostClientTests",
            dependencies: ["IntentHostClient", "IntentKit", "TestSupport", "demo-intents-host"]
        ),
        .testTarget(
            name: "ShortcutModelTests",
            dependencies: ["ShortcutModel", "IntentKit"]
        ),
        .testTarget(
            name: "AppleShortcutsTests",
            dependencies: ["TestSupport", "AppleShortcuts", "ShortcutModel", "IntentKit"],
            // LZFSE vectors made once with Apple's reference implementation (Scripts/generate-lzfse-vectors.py).
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "UserConfigTests",
            dependencies: ["TestSupport", "UserConfig", "EditorCore"]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "AppShell", "EditorCore", "TestSupport"]
        ),
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["TestSupport", "IntentKit", "IntentCatalogs", "DemoIntents", "shortcut-editor", "shortcut-bench", "demo-intents-host",
                           "shortcut-editor-web", "faulty-intents-host", "workshop-intents-host", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .testTarget(
            name: "IntentKitTests",
            dependencies: ["TestSupport", "IntentKit", "DemoIntents"],
            // Source files the tests hand to the compiler themselves, not part of the target.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
