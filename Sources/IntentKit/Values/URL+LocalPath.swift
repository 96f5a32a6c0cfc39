import Foundation

extension URL {
    /// A file URL for a path as a person, a file or a server gave it, taken literally.
    ///
    /// Foundation reads a leading `~name` as that user's home and asks the system's user
    /// database for it; in the statically linked program that lookup crashes (`getpwnam_r`
    /// without its shared libraries) — `run '~x.plist'` ended in SIGSEGV, as did an iCloud
    /// record named `~a`. A shell has already expanded every `~` it could, so what reaches the
    /// program beginning with `~` names a file of that name: it is read relative to `base`
    /// (the working folder when nil). `FileLabel.expand` is where a typed `~/` means home.
    package init(localPath path: String, isDirectory: Bool? = nil, relativeTo base: URL? = nil) {
        let literal = path.hasPrefix("~") ? "./" + path : path
        switch isDirectory {
        case let isDirectory?: self.init(fileURLWithPath: literal, isDirectory: isDirectory, relativeTo: base)
        case nil: self.init(fileURLWithPath: literal, relativeTo: base)
        }
    }
}
