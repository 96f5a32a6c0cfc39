@testable import EditorCore
import Testing

/// Saves answer in the order they were asked, each taking its own revision once; a refused save
/// keeps save-and-quit for the save its answer leads to, a failed one drops it.
@Suite struct SavingStateTests {
    @Test func eachAnswerTakesItsOwnSavesRevisionOldestFirst() {
        var saving = Saving()
        #expect(!saving.isSaving)
        saving.begin(revision: 3)
        saving.begin(revision: 5)
        #expect(saving.isSaving)
        #expect(saving.succeed() == 3)
        #expect(saving.succeed() == 5)
        #expect(saving.succeed() == nil, "an answer no save here asked for")
        #expect(!saving.isSaving)
    }

    @Test func aQuestionKeepsSaveAndQuitAFailureDropsIt() {
        var saving = Saving()
        saving.quitsAfterSave = true
        saving.begin(revision: 1)
        saving.ask()
        #expect(saving.quitsAfterSave && !saving.isSaving)
        saving.begin(revision: 1)
        saving.fail()
        #expect(!saving.quitsAfterSave && !saving.isSaving)
        saving.ask()
        saving.fail()
        #expect(!saving.isSaving, "answers with no save in flight change nothing")
    }

    @Test func aSignedOriginalIsWrittenOnlyAsAnUnsignedCopy() {
        var saving = Saving()
        saving.markSigned(by: "Jane", copyPath: "~/x.shortcut")
        #expect(saving.signer == "Jane" && saving.unsignedCopyPath == "~/x.shortcut")
        saving.wroteUnsignedCopy()
        #expect(saving.signer == nil)
    }
}
