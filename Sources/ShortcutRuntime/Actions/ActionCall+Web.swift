/// What the actions that reach the web share: the request checked, then made by the run's web
/// helper, and why there is no answer said as this action's failure.
extension ActionCall {
    /// The answer to `request`; `purpose` says what it was for in a failure ("get
    /// https://…", "ask the model at …"). A stopped run's cancellation stays one.
    func fetch(_ request: WebRequest, purpose: String) async throws -> WebResponse {
        guard let web = run.environment.web else {
            throw failure("\(title) needs \(HelperWeb.programName) beside shortcut-editor to \(purpose); `swift build` builds it")
        }
        if let problem = request.problem { throw failure(problem) }
        do {
            return try await web.fetch(request)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw failure("could not \(purpose): \(error)")
        }
    }
}
