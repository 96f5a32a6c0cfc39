import Foundation
import IntentKit

/// Where the config file lives: `--config PATH` when given, else
/// `$XDG_CONFIG_HOME/shortcut-editor/config.toml`, else `~/.config/shortcut-editor/config.toml`
/// (the XDG base directory rules: a relative `XDG_CONFIG_HOME` is ignored).
public enum ConfigLocation {
    public static func url(explicit: String?, environment: [String: String]) -> URL {
        if let explicit { return URL(localPath: explicit) }
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return URL(localPath: base, isDirectory: true).appendingPathComponent("shortcut-editor/config.toml", isDirectory: false)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(localPath: home, isDirectory: true).appendingPathComponent(".config/shortcut-editor/config.toml", isDirectory: false)
    }
}
