import Testing
import TestSupport
@testable import shortcut_bench

/// The races with vim and nano turn their order round each iteration: in a fixed order a
/// program's place in it was worth as much as what separates the editor from vim.
@Suite(.offThePool) struct PeerRaceOrderTests {
    @Test func everyProgramTakesEveryPlaceOnceInAsManyRoundsAsThereArePrograms() {
        let programs = ["editor", "no cache", "vim", "nano"]
        let rounds = (0..<programs.count).map { PeerWorkloads.rotated(programs, round: $0) }
        for round in rounds { #expect(round.sorted() == programs.sorted()) }
        for place in programs.indices {
            #expect(Set(rounds.map { $0[place] }) == Set(programs))
        }
        #expect(rounds[1] == ["no cache", "vim", "nano", "editor"])
        #expect(PeerWorkloads.rotated(programs, round: programs.count) == programs)
        #expect(PeerWorkloads.rotated([String](), round: 3).isEmpty)
    }

    @Test func smallFilesAreRacedMoreOftenThanLargeOnes() {
        #expect(PeerWorkloads.repeats(actions: 100) > PeerWorkloads.repeats(actions: 10_000))
        #expect(PeerWorkloads.repeats(actions: 10_000) >= PeerWorkloads.repeats(actions: 100_000))
        #expect(PeerWorkloads.repeats(actions: 100_000) >= 3)
    }
}
