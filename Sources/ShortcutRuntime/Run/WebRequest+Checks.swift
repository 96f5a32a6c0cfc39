import Foundation

/// What a shortcut may put on the wire. Its address is the web's: http or https with a host —
/// AsyncHTTPClient also speaks `http+unix://` and `unix://`, and an iCloud record's
/// `downloadURL` of that kind made the helper send a GET to a local socket (a container
/// daemon's, say). Its method and headers are text someone else wrote:
/// a CR LF inside one would end the header and start another — or a whole second request to
/// another host (request splitting). So the method is one of the five Get Contents of URL
/// offers, a header's name is an HTTP token (RFC 9110, 5.6.2), and a value holds no control
/// character but a tab.
extension WebRequest {
    /// The methods Get Contents of URL offers.
    public static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// Why the request must not be sent, naming the part; nil when it may.
    public var problem: String? {
        guard let address = URL(string: url), ["http", "https"].contains(address.scheme?.lowercased() ?? ""), !(address.host ?? "").isEmpty else {
            return "the address “\(String(url.prefix(200)).terminalVisible)” is not an http or https address"
        }
        guard Self.methods.contains(method) else {
            return "the method “\(method.terminalVisible)” is not one of GET, POST, PUT, PATCH and DELETE"
        }
        for (name, value) in headers {
            guard !name.isEmpty, name.utf8.allSatisfy(Self.isTokenByte) else {
                return "the header name “\(name.terminalVisible)” is not an HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)"
            }
            guard value.unicodeScalars.allSatisfy({ $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }) else {
                return "the value of the header “\(name)” holds a control character (a line break, say), which would end the header"
            }
        }
        return nil
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

extension String {
    /// The text with control characters shown as escapes (`\r`, `\n`, `\u{1B}`), for a message.
    var terminalVisible: String {
        var shown = ""
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F { shown += scalar.escaped(asASCII: true) } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }
}
