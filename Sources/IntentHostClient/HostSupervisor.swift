import Foundation
import IntentKit
import Synchronization

/// Every intent host this process has started, so that none outlives it: the editor stops them
/// all on its way out (`stopAll`). A host whose editor died anyway sees its input end, and ends.
public final class HostSupervisor: Sendable {
    /// The process's supervisor.
    public static let shared = HostSupervisor()

    private let known = Mutex<[IntentHostConnection]>([])

    /// Every host this process knows, started or not, in the order they were named.
    public var connections: [IntentHostConnection] { known.withLock { $0 } }

    /// Keeps `connection` to be stopped with the others.
    func adopt(_ connection: IntentHostConnection) {
        known.withLock { $0.append(connection) }
    }

    /// Stops every host, each ending as `IntentHostConnection.stop` ends it.
    public func stopAll() async {
        let all = connections
        await withTaskGroup(of: Void.self) { group in
            for connection in all { group.addTask { await connection.stop() } }
        }
    }

    /// `stopAll`, for code on its way out that cannot wait asynchronously.
    public func stopAllAndWait() {
        guard !connections.isEmpty else { return }
        let done = DispatchSemaphore(value: 0)
        Task {
            await stopAll()
            done.signal()
        }
        done.wait()
    }

    /// Starts every host, shakes hands and stops it again: for `lint`, which says which hosts
    /// answer and how many intents each serves live. Waits, for code that cannot.
    public func checkAllAndWait(deadline: Duration = .seconds(60)) -> [(host: String, result: Result<Int, HostCallError>)] {
        let all = connections
        guard !all.isEmpty else { return [] }
        let box = Mutex<[(host: String, result: Result<Int, HostCallError>)]>([])
        let done = DispatchSemaphore(value: 0)
        Task {
            for connection in all {
                let result: Result<Int, HostCallError>
                do throws(HostCallError) {
                    _ = try await connection.call(DefinitionsCall(), deadline: deadline)
                    result = .success(await connection.handshake?.intents.count ?? 0)
                } catch {
                    result = .failure(error)
                }
                box.withLock { $0.append((connection.command.name, result)) }
                await connection.stop()
            }
            done.signal()
        }
        done.wait()
        return box.withLock { $0 }
    }
}
