import IntentKit

/// A signed shortcut opened: the workflow's property list inside the archive, and who signed
/// it — the common name of the signing certificate for an iCloud-signed file, or
/// "contact-signed" for one signed for the sender's contacts.
public struct SignedShortcut: Sendable {
    public var signer: String
    /// `Shortcut.wflow`: the shortcut as a (binary) property list.
    public var workflow: [UInt8]

    public static let workflowPath = "Shortcut.wflow"

    public static func open(_ bytes: [UInt8], file: String) throws(ShortcutFileError) -> SignedShortcut {
        let archive: AppleEncryptedArchive
        do {
            archive = try AppleEncryptedArchive(bytes)
        } catch {
            throw .signedArchive(file: file, offset: error.offset, reason: error.reason)
        }
        let workflow: [UInt8]?
        do {
            workflow = try AppleArchive.file(workflowPath, in: archive.payload)
        } catch {
            throw .signedArchive(file: file, offset: nil, reason: "the archive inside, at byte \(error.offset): \(error.reason)")
        }
        guard let workflow else {
            throw .signedArchive(file: file, offset: nil, reason: "the archive holds no \(workflowPath), so it is not a shortcut")
        }
        return SignedShortcut(signer: signer(of: archive.authData), workflow: workflow)
    }

    /// Who signed: the first certificate of an iCloud signature's chain, by its subject's
    /// common name; "contact-signed" when the file carries an Apple ID validation record instead.
    static func signer(of authData: ArraySlice<UInt8>) -> String {
        guard let (root, _) = try? PropertyListCoder.decode(Array(authData)) else { return "unknown signer" }
        if case .array(let chain)? = root["SigningCertificateChain"], case .data(let first)? = chain.first,
           let name = CertificateName.subjectCommonName(first[...]) {
            return name
        }
        if root["AppleIDValidationRecord"] != nil || root["AppleIDCertificateChain"] != nil { return "contact-signed" }
        return "unknown signer"
    }
}
