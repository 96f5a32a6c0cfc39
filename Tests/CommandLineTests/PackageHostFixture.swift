import Foundation
import TestSupport

/// A developer's package as the library knows it (`catalogs/Brew.host.json` naming its folder
/// and product), built by a stand-in `swift` so that no test waits for a compiler: its "build"
/// writes `.build/debug/Brew`, a wrapper that runs the workshop fixture host — or the faulty
/// one when the source says `FAULTY` — and when the source says `BROKEN` it fails as Swift 6.3
/// prints an error: the message, the source lines in their gutter, the caret and a note.
/// While a file `hold` is in the package, a build waits (at most 120 s) before it begins, so a
/// test can see what the editor says while one is under way.
struct PackageHostFixture {
    let package: URL
    let library: URL
    let swift: URL
    var source: URL { package.appendingPathComponent("Sources/Brew/main.swift") }
    var executable: URL { package.appendingPathComponent(".build/debug/Brew") }
    var hold: URL { package.appendingPathComponent("hold") }

    init() throws {
        let root = TestScratch.path("package-host")
        package = root.appendingPathComponent("Brew")
        let bin = package.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Brew"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("import IntentKit\n".utf8).write(to: package.appendingPathComponent("Sources/Brew/main.swift"))
        let workshop = try IntentsCheckTests.builtProgram("workshop-intents-host")
        let faulty = try IntentsCheckTests.builtProgram("faulty-intents-host")
        let file = package.appendingPathComponent("Sources/Brew/main.swift").path
        swift = try TestScratch.script("""
            case "$*" in
              *--show-bin-path*) echo "\(bin.path)" ;;
              *build*)
                waited=0
                while [ -e "\(package.path)/hold" ] && [ $waited -lt 2400 ]; do sleep 0.05; waited=$((waited + 1)); done
                echo "Building for debugging..."
                echo "[1/2] Compiling Brew main.swift"
                if grep -q BROKEN "\(file)"; then
                  echo "\(file):3:34: error: cannot convert value of type 'String' to expected argument type 'Int' in the call of brew(cups:strength:)"
                  echo "1 | import IntentKit"
                  echo "2 | func brew(cups: Int, strength: Int) {}"
                  echo "  |      \\`- note: 'brew(cups:strength:)' declared here"
                  echo "3 | func morning() { brew(cups: 2, strength: \\"strong\\") }"
                  echo "  |                                  \\`- error: cannot convert value of type 'String' to expected argument type 'Int'"
                  echo "4 | "
                  echo ""
                  echo "error: emit-module command failed with exit code 1 (use -v to see invocation)"
                  exit 1
                fi
                program="\(workshop)"
                if grep -q FAULTY "\(file)"; then program="\(faulty)"; fi
                printf '#!/bin/sh\\nexec "%s" "$@"\\n' "$program" > "\(bin.path)/Brew.new"
                chmod +x "\(bin.path)/Brew.new"
                mv "\(bin.path)/Brew.new" "\(bin.path)/Brew" ;;
            esac
            """, name: "swift")
        library = try IntentsCheckTests.library(serving: workshop, as: "Brew")
        try TestScratch.writeExecutable("#!/bin/sh\nexec \"\(workshop)\" \"$@\"\n", to: executable)
        try Data(#"{"command": ["\#(executable.path)", "serve"], "package": "\#(package.path)", "product": "Brew"}"#.utf8)
            .write(to: library.appendingPathComponent("catalogs/Brew.host.json"))
    }

    /// Rewrites the source, dated `after` seconds after the last build, both in the past (a gap
    /// a test can say in words, whatever the machine's speed; a build made now is newer).
    func edit(_ text: String, after seconds: TimeInterval) throws {
        try Data(text.utf8).write(to: source)
        let built = Date().addingTimeInterval(-3600)
        try FileManager.default.setAttributes([.modificationDate: built], ofItemAtPath: executable.path)
        try FileManager.default.setAttributes([.modificationDate: built.addingTimeInterval(-60)],
                                              ofItemAtPath: package.appendingPathComponent("Package.swift").path)
        try FileManager.default.setAttributes([.modificationDate: built.addingTimeInterval(seconds)], ofItemAtPath: source.path)
    }
}
