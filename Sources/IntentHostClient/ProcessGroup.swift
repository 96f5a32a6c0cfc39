#if canImport(Glibc)
import Glibc
#endif

/// Ending what a child process left behind: the group it leads (its own, set when it was
/// started), once the child itself has ended or been stopped.
package enum ProcessGroup {
    /// Sends SIGKILL to every process still in the group `leader` leads, once the leader is done
    /// with: what it started — a wrapper's host, a launcher's children — has no one else to end
    /// it. Called before the leader is reaped, so its id still names this group and no other.
    /// A group that is empty is left alone (`ESRCH`).
    package static func end(_ leader: pid_t) {
        guard leader > 1 else { return }
        _ = killpg(leader, SIGKILL)
    }
}
