// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ShortcutEditor",
    platforms: [.macOS(.v15)],
    products: [
        // Apps depend on IntentKit to declare their intents; its public API is a promise.
        .library(name: "IntentKit", targets: ["IntentKit"]),
        .executable(name: "shortcut-editor", targets: ["shortcut-editor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The config file is TOML; parsing it by hand would be the one part nobody maintains.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .target(name: "IntentKit"),
        // Apple's compiled intent metadata (extract.actionsdata) read into the data model.
        .target(name: "IntentCatalogs", dependencies: ["IntentKit"], resources: [.copy("BuiltIn/builtin-actions.json")]),
        // Shortcut documents as values (actions, values, what is kept verbatim) and their JSON.
        .target(name: "ShortcutModel", dependencies: ["IntentKit"]),
        // Apple's .shortcut files: property lists (binary and XML) to and from the model.
        .target(name: "AppleShortcuts", dependencies: ["IntentKit", "ShortcutModel"]),
        .target(name: "ShortcutStore", dependencies: ["IntentKit", "IntentCatalogs", "ShortcutModel", "AppleShortcuts"]),
        .target(name: "EditorCore", dependencies: ["IntentKit", "ShortcutModel", "ShortcutStore"]),
        .target(name: "DemoIntents", dependencies: ["IntentKit"]),
        // The running program above any particular terminal: screens, effects, queries, timers.
        .target(name: "AppShell", dependencies: ["EditorCore", "ShortcutStore", "ShortcutModel", "IntentKit"]),
        // The user's config file (keys, colours) read into settings for the editor.
        .target(name: "UserConfig", dependencies: ["IntentKit", "EditorCore", .product(name: "TOMLKit", package: "TOMLKit")]),
        // The ncurses backend: terminal setup, input decoding, presenting a canvas.
        .target(name: "TerminalUI", dependencies: ["CNcurses", "AppShell", "EditorCore"]),
        .executableTarget(
            name: "shortcut-editor",
            dependencies: [
                "IntentKit",
                "ShortcutStore", "ShortcutModel",
                "DemoIntents",
                "EditorCore",
                "AppShell",
                "TerminalUI",
                "UserConfig",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A release build is one static position-independent executable: Swift's runtime,
            // Foundation, curses and the C library linked in, relocated by the program itself at
            // start with nothing to look up. The dynamic loader otherwise bound thousands of
            // symbols across the shared libraries at every start, a third of the instructions
            // before the first screen (docs/BENCHMARKS.md, round 10). Still a PIE, so still
            // loaded at a random address. The toolchain's lld links it (gold cannot), through
            // Scripts/ld-static-pie, which drops the run path SwiftPM adds and a static PIE must
            // not have; packed relative relocations shrink the table the start walks. The C
            // libraries under Foundation are named: the modules were compiled against the
            // shared Foundation, whose own dependencies the loader would have brought.
            // Scripts/startup-order.txt (written by Scripts/generate-startup-order.py) lists what
            // the start touches, so lld lays it out together: the first screen faults in a few
            // runs of pages, not one page from each of a hundred places in the binary (round 11).
            linkerSettings: [.unsafeFlags(["-static-executable", "-Xclang-linker", "-static-pie",
                                           "-use-ld=\(Context.packageDirectory)/Scripts/ld-static-pie",
                                           "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                                           "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Scripts/startup-order.txt",
                                           "-Xlinker", "--no-warn-symbol-ordering",
                                           "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims",
                                           "-l_FoundationCollections"], .when(configuration: .release))]
        ),
        // Measures the editor and prints the figures of docs/BENCHMARKS.md:
        // `swift run -c release shortcut-bench`. Depends on the editor's executable so that the
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
        .systemLibrary(
            name: "CNcurses",
            path: "Modules/CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // What several test targets share (a seeded random generator); not part of any product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "ShortcutStoreTests",
            dependencies: ["TestSupport", "ShortcutStore", "ShortcutModel", "AppleShortcuts", "IntentCatalogs", "IntentKit", "DemoIntents", "store-save-loop"]
        ),
        // Saves two versions of a document in turn until it is killed: the kill test's victim.
        .executableTarget(
            name: "store-save-loop",
            dependencies: ["ShortcutStore", "ShortcutModel"],
            path: "Tests/SaveLoopHelper"
        ),
        .testTarget(
            name: "EditorCoreTests",
            dependencies: ["EditorCore", "IntentKit", "ShortcutStore", "ShortcutModel", "AppleShortcuts", "IntentCatalogs", "DemoIntents",
                           "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "IntentCatalogsTests",
            dependencies: ["IntentCatalogs", "IntentKit", "DemoIntents"]
        ),
        .testTarget(
            name: "AppShellTests",
            dependencies: ["AppShell", "EditorCore", "ShortcutStore", "ShortcutModel", "IntentKit", "DemoIntents", "IntentCatalogs"]
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
            dependencies: ["TestSupport", "IntentKit", "IntentCatalogs", "DemoIntents", "shortcut-editor", "shortcut-bench"]
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

// In a release build, generic types are made by calling their metadata accessors with the
// conformances the compiler already knows, not from mangled names: the runtime would check
// each requirement of each new `IntentParameter<Value>` (and the like) by searching every
// conformance record in the program — a tenth of the instructions before the first screen
// (docs/BENCHMARKS.md, start-up). Costs some code size; changes no behaviour.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
    ]
}
