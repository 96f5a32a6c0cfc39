/// The common name of an X.509 certificate's subject, read with the few DER rules it takes
/// (tag, length, nested sequences): who signed a shortcut, for the editor's header. Anything
/// unexpected gives nil, never a crash.
enum CertificateName {
    static func subjectCommonName(_ der: ArraySlice<UInt8>) -> String? {
        // Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version?, serial, signature,
        //                            issuer, validity, subject, … }, … }
        guard let certificate = element(der, at: der.startIndex), certificate.tag == 0x30,
              let tbs = element(der, at: certificate.content.lowerBound), tbs.tag == 0x30 else { return nil }
        var fields: [Element] = []
        var position = tbs.content.lowerBound
        while position < tbs.content.upperBound, fields.count < 7, let field = element(der, at: position) {
            fields.append(field)
            position = field.end
        }
        let fieldsAfterVersion = fields.first?.tag == 0xA0 ? Array(fields.dropFirst()) : fields
        guard fieldsAfterVersion.count >= 5 else { return nil }
        return commonName(in: der, name: fieldsAfterVersion[4])
    }

    struct Element {
        var tag: UInt8
        var content: Range<Int>
        var end: Int { content.upperBound }
    }

    /// The DER element at `position`: its tag and the range of its content.
    static func element(_ der: ArraySlice<UInt8>, at position: Int) -> Element? {
        guard position + 1 < der.endIndex else { return nil }
        let tag = der[position]
        var length = Int(der[position + 1])
        var start = position + 2
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard count >= 1, count <= 4, start + count <= der.endIndex else { return nil }
            length = 0
            for index in 0..<count { length = length << 8 | Int(der[start + index]) }
            start += count
        }
        guard length >= 0, start + length <= der.endIndex else { return nil }
        return Element(tag: tag, content: start..<(start + length))
    }

    /// Name ::= SEQUENCE OF SET OF SEQUENCE { type OID, value }: the value of 2.5.4.3.
    private static func commonName(in der: ArraySlice<UInt8>, name: Element) -> String? {
        let commonNameOID: [UInt8] = [0x55, 0x04, 0x03]
        var position = name.content.lowerBound
        while position < name.end, let set = element(der, at: position) {
            var inner = set.content.lowerBound
            while inner < set.end, let attribute = element(der, at: inner) {
                if let type = element(der, at: attribute.content.lowerBound), type.tag == 0x06,
                   Array(der[type.content]) == commonNameOID, let value = element(der, at: type.end) {
                    return String(decoding: der[value.content], as: UTF8.self)
                }
                inner = attribute.end
            }
            position = set.end
        }
        return nil
    }
}
