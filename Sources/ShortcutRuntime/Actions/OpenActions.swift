/// Open URLs: printed as a line of what the shortcut shows ("Open https://…"), never opened —
/// a run off the device must not start a browser, or reach what a URL names.
enum OpenActions {
    static let handlers: [String: ActionHandler] = [
        "openurl": { call in
            let urls = try await call.input().items
            for url in urls { call.show("Open " + url.text) }
            return call.run.previous
        },
    ]
}
