import IntentHostClient

/// Whether the library's intent hosts start and answer, as `lint` and `intents` say it.
enum HostCheck {
    /// Starts, asks and stops each host, printing one line each; how many did not answer.
    static func printAll() -> Int {
        var failures = 0
        for (host, result) in HostSupervisor.shared.checkAllAndWait() {
            switch result {
            case .success(let count): print("\(host): the host answers; \(count) intent\(count == 1 ? "" : "s") live".terminalSafe)
            case .failure(let error):
                print("error: \(host): \(error)".terminalSafe)
                failures += 1
            }
        }
        return failures
    }
}
