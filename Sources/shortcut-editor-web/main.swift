import Foundation

// Get Contents of URL's request, made in a program of its own beside the editor (ShortcutRuntime's
// `HelperWeb`; docs/RUNTIME.md, "The web helper"), so that the editor stays one static
// executable with no network stack of its own:
// - the request is one JSON line on standard input: method, url, headers, body (Base64), the
//   most bytes the body may have (`limit`) and the seconds the whole request may take
//   (`deadline`);
// - the answer is one JSON line on standard output — {"status", "headers", "length"} followed
//   by exactly `length` bytes of body, or {"error"};
// - standard input stays open while the request runs: when it ends — the editor stopped the
//   request, or died, even by SIGKILL — this program ends at once.

ParentWatch.start()
guard let line = ParentWatch.requestLine(), let request = try? JSONDecoder().decode(HelperRequest.self, from: line) else {
    Reply.error("the request is not one this program reads")
}
let deadline = min(max(request.deadline ?? 60, 0.1), 3600)
// Detached: this file's top level runs on the main actor, and the main thread only waits.
Task.detached {
    let outcome = await WebFetch.fetch(request, deadline: deadline)
    // Written here, on the task: the main thread only waits for it, or gives up at the deadline.
    switch outcome {
    case .success(let answer): Reply.answer(status: answer.status, headers: answer.headers, body: answer.body)
    case .failure(let failure): Reply.error(failure.message)
    }
}
// The client's deadline covers the whole exchange; this one is for a client that overruns it.
// `Reply` ends the program as soon as the task has its answer.
Thread.sleep(forTimeInterval: deadline + 1)
Reply.error("no whole answer within \(Int(deadline)) s; the request was stopped")
