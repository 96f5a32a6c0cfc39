import Crypto
import Foundation

/// Bytes: Base64 Encode (and decode) and Generate Hash (MD5, SHA-1, SHA-256, SHA-512 through
/// swift-crypto), of text as UTF-8 or a file's bytes.
enum EncodingActions {
    static let handlers: [String: ActionHandler] = [
        "base64encode": { call in
            let input = try await call.input()
            if try await call.text("WFEncodeMode") == "Decode" {
                let text = input.text.filter { !$0.isWhitespace }
                guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
                    throw call.failure("the input is not Base64")
                }
                if let decoded = String(data: data, encoding: .utf8) { return .text(decoded) }
                return .file(RuntimeFile(name: "Decoded", bytes: Array(data)))
            }
            let options: Data.Base64EncodingOptions = switch try await call.text("WFBase64LineBreakMode") ?? "Every 76 Characters" {
            case "None": []
            case "Every 64 Characters": .lineLength64Characters
            default: .lineLength76Characters
            }
            return .text(Data(bytes(of: input)).base64EncodedString(options: options))
        },
        "hash": { call in
            let data = bytes(of: try await call.input())
            let digest: [UInt8] = switch try await call.text("WFHashType") ?? "MD5" {
            case "SHA1": Array(Insecure.SHA1.hash(data: data))
            case "SHA256": Array(SHA256.hash(data: data))
            case "SHA512": Array(SHA512.hash(data: data))
            default: Array(Insecure.MD5.hash(data: data))
            }
            return .text(digest.map { String(format: "%02x", $0) }.joined())
        },
    ]

    /// What is encoded or hashed: a file's bytes, anything else's text as UTF-8.
    static func bytes(of value: RuntimeValue) -> [UInt8] {
        if case .file(let file) = value { return file.bytes }
        return Array(value.text.utf8)
    }
}
