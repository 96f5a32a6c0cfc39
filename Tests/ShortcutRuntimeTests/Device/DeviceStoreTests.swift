import Foundation
import IntentKit
import ShortcutRuntime
import Testing
import TestSupport

/// The device file: made from the sample on first use, changed in place by runs (two at once
/// keep both changes), copied by a dry run, and refused with its place when it is damaged.
@Suite(.offThePool) struct DeviceStoreTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theLibrarysDeviceIsMadeOnFirstUseAndKeepsWhatARunChanges() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DeviceStore.library(folder: folder, now: { testNow })
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("device.json").path), "nothing before it is used")
        let ran = await run([Act("addnewreminder", [("WFCalendarItemTitle", P.plain("Kept"))])], device: store)
        #expect(ran.failure == nil)
        let again = try DeviceStore.library(folder: folder).snapshot()
        #expect(again.reminders.map(\.title).last == "Kept" && again.reminders.count == 7)
        _ = try store.filesFolder()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("files/Notes/Shopping.txt").path))
    }

    @Test func aDryRunChangesACopy() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try DeviceStore.library(folder: folder, now: { testNow }).change { _ in }
        let before = try Data(contentsOf: folder.appendingPathComponent("device.json"))
        let dry = DeviceStore.library(folder: folder, dryRun: true)
        let ran = await run([Act("addnewreminder", [("WFCalendarItemTitle", P.plain("Gone"))]),
                             Act("documentpicker.save", [("WFInput", P.plain("x")), ("WFAskWhereToSave", .bool(true))])], device: dry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(try dry.snapshot().reminders.last?.title == "Gone")
        #expect(try Data(contentsOf: folder.appendingPathComponent("device.json")) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("files/Text.txt").path))
    }

    @Test func twoRunsAtOnceKeepBothChanges() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = DeviceStore.library(folder: folder), second = DeviceStore.library(folder: folder)
        _ = try first.snapshot()
        _ = try second.snapshot()
        await withTaskGroup(of: Void.self) { group in
            for (store, name) in [(first, "A"), (second, "B")] {
                group.addTask {
                    for index in 0..<20 {
                        _ = await run([Act("addnewreminder", [("WFCalendarItemTitle", P.plain("\(name)\(index)"))])], device: store)
                    }
                }
            }
        }
        let titles = try DeviceStore.library(folder: folder).snapshot().reminders.map(\.title)
        #expect(titles.filter { $0.count <= 3 && ($0.hasPrefix("A") || $0.hasPrefix("B")) }.count == 40)
        #expect(Set(try DeviceStore.library(folder: folder).snapshot().reminders.map(\.id)).count == 46, "ids stay unique")
    }

    /// Save File and Append to Text File change the library's files under the device's lock:
    /// of 100 runs at once, a fifth of the saves and lines were lost, every run saying it had
    /// succeeded.
    @Test func runsSavingAndAppendingAtOnceKeepEveryFileAndLine() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try DeviceStore.library(folder: folder).filesFolder()
        let runs = 30
        let failures = await withTaskGroup(of: Int.self) { group in
            for index in 0..<runs {
                group.addTask {
                    let store = DeviceStore.library(folder: folder)
                    let saved = await run([Act("documentpicker.save", [("WFInput", P.plain("note \(index)")), ("WFAskWhereToSave", .bool(false)),
                                                                      ("WFFileDestinationPath", P.plain("Inbox/note.txt"))])], device: store)
                    let appended = await run([Act("file.append", [("WFFilePath", P.plain("log.txt")), ("WFInput", P.plain("line \(index)"))])], device: store)
                    return (saved.failure == nil ? 0 : 1) + (appended.failure == nil ? 0 : 1)
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        let files = folder.appendingPathComponent("files")
        let saved = try FileManager.default.contentsOfDirectory(atPath: files.appendingPathComponent("Inbox").path)
        #expect(saved.count == runs, "\(saved.sorted())")
        let lines = try String(contentsOf: files.appendingPathComponent("log.txt"), encoding: .utf8).split(separator: "\n")
        #expect(Set(lines).count == runs, "\(lines.count) lines")
    }

    /// A fixture's `files` that is a link was copied as the link: `files -> ../..` gave a test
    /// case the whole file system. It is refused; and a FIFO inside, which held the copy for
    /// ever, is refused by name.
    @Test(.timeLimit(.minutes(1))) func aFixturesFilesFolderThatIsALinkOrHoldsAFIFOIsRefused() async throws {
        let outside = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        let (_, linked) = try TestDevice.folder(files: [])
        defer { try? FileManager.default.removeItem(at: linked) }
        try FileManager.default.removeItem(at: linked.appendingPathComponent("files"))
        try FileManager.default.createSymbolicLink(at: linked.appendingPathComponent("files"), withDestinationURL: outside)
        let store = try DeviceStore.fixture(linked.appendingPathComponent("device.json"), now: { testNow })
        let read = await run([Act("documentpicker.open", [("WFGetFilePath", P.plain("secret.txt"))])], device: store)
        #expect(read.failure?.description.contains("is a symbolic link") == true, "\(String(describing: read.failure))")

        let (_, piped) = try TestDevice.folder()
        defer { try? FileManager.default.removeItem(at: piped) }
        #expect(mkfifo(piped.appendingPathComponent("files/Notes/pipe").path, 0o644) == 0)
        let fifoStore = try DeviceStore.fixture(piped.appendingPathComponent("device.json"), now: { testNow })
        let listed = await run([Act("file.getfoldercontents", [])], device: fifoStore)
        #expect(listed.failure?.description.contains("pipe: is neither a file, a folder nor a link") == true, "\(String(describing: listed.failure))")
    }

    /// A dry run on a library whose files folder is a link (its owner's choice) works on a copy
    /// of what the link leads to: deleting there deleted the real file.
    @Test func aDryRunOnALinkedFilesFolderChangesACopy() async throws {
        let folder = try Self.scratch(), real = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: real) }
        try Data("keep".utf8).write(to: real.appendingPathComponent("keep.txt"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("files"), withDestinationURL: real)
        let dry = DeviceStore.library(folder: folder, dryRun: true)
        let ran = await run([Act("documentpicker.open", [("WFGetFilePath", P.plain("keep.txt"))], uuid: "G"),
                             Act("file.delete", [("WFInput", P.attachment(P.output("G")))])], device: dry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("keep.txt").path))
    }

    /// Each reminder's list was looked for among the lists one by one: 80,000 reminders in as
    /// many lists took 8 s, and the 64 MiB a device file may hold over an hour.
    @Test(.timeLimit(.minutes(1))) func aDeviceOfManyListsReadsInLinearTime() throws {
        let reminders = (0..<200_000).map { #"{"id":"r\#($0)","title":"R","list":"L\#($0)"}"# }.joined(separator: ",")
        let device = try SimulatedDevice(json: try JSONValue.parse(Array(#"{"reminders":[\#(reminders)]}"#.utf8)))
        #expect(device.reminderLists.count == 200_000 && device.reminderLists.last == "L199999")
    }

    @Test(arguments: [
        ("{\"reminders\": [}", "device.json: 1:16: not JSON: expected a value"),
        ("{\"reminders\": [{\"titel\": \"x\"}]}", "device.json: $.reminders[0].titel: expected one of the keys id, title"),
        ("{\"reminders\": [{\"title\": 3}]}", "device.json: $.reminders[0].title: expected a string, found the number 3"),
        ("{\"events\": [{\"title\": \"x\", \"start\": \"tomorrow\"}]}", "device.json: $.events[0].start: expected a date as ISO 8601 text"),
        ("{\"battery\": {\"level\": 140}}", "device.json: $.battery.level: expected a level from 0 to 100"),
        ("{\"contacts\": [{\"id\": \"a\"}, {\"id\": \"a\"}]}", "device.json: $.contacts[1].id: expected an id no other record of contacts has"),
        ("[]", "device.json: $: expected an object"),
    ])
    func aDamagedFileIsRefusedNamingThePlace(_ text: String, _ expected: String) async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("device.json")
        try Data(text.utf8).write(to: file)
        do {
            _ = try DeviceStore.fixture(file)
            Issue.record("read: \(text)")
        } catch {
            #expect(error.description.hasPrefix(file.deletingLastPathComponent().path + "/" + expected), "\(error)")
        }
        // The library's own damaged file fails the action that needs it, and is not written over.
        let ran = await run([Act("addnewreminder", [("WFCalendarItemTitle", P.plain("x"))])], device: .library(folder: folder))
        #expect(ran.failure?.description.contains(expected) == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func aFixtureGivesOnlyWhatItNeeds() throws {
        let device = try SimulatedDevice(json: JSONValue.parse(Array(#"{"reminders": [{"title": "Milk", "list": "Shop"}], "battery": {"level": 5}}"#.utf8)))
        #expect(device.reminders.first?.id == "reminder-1" && device.reminderLists == ["Shop"] && device.battery.level == 5)
        #expect(device.location == SampleDevice.location)
        let written = try SimulatedDevice(json: device.json)
        #expect(written == device, "what is written reads back the same")
    }

    /// Device files are outside input: thousands of damaged versions of the sample each read
    /// as a device or are refused with a place — never a crash.
    @Test func thousandsOfDamagedDeviceFilesAreReadOrRefused() {
        var random = SeededGenerator(seed: 0xDE71CE)
        let bytes = SampleDevice.make(now: testNow).json.canonicalBytes()
        let alphabet = Array("{}[]\":,0123456789.-eE truefalsnl\\T:Z".utf8)
        for round in 0..<3_000 {
            var mutated = bytes
            if round % 4 == 0 {
                mutated = Array(mutated.prefix(Int(random.next() % UInt64(mutated.count))))
            } else {
                for _ in 0..<(1 + random.next() % 6) {
                    mutated[Int(random.next() % UInt64(mutated.count))] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                }
            }
            guard let json = try? JSONValue.parse(mutated) else { continue }
            do {
                let device = try SimulatedDevice(json: json)
                #expect(try SimulatedDevice(json: device.json) == device)
            } catch {
                #expect(error.description.hasPrefix("$"), "\(error)")
            }
        }
    }
}
