import Foundation

/// Dictionaries: Dictionary, Get Dictionary from Input, Get / Set Dictionary Value.
enum DictionaryActions {
    static let handlers: [String: ActionHandler] = [
        "dictionary": { call in try await call.value("WFItems") ?? .dictionary(RuntimeDictionary()) },
        "detect.dictionary": { call in
            let input = try await call.input()
            guard let dictionary = input.dictionary else { throw call.failure("the input is not a dictionary (JSON object): “\(input.text.prefix(60))”") }
            return .dictionary(dictionary)
        },
        "getvalueforkey": { call in
            let input = try await call.input()
            guard let dictionary = input.dictionary else { throw call.failure("the input is \(input.kindName), not a dictionary") }
            switch try await call.text("WFGetDictionaryValueType") ?? "Value" {
            case "All Keys": return .list(dictionary.keys.map(RuntimeValue.text))
            case "All Values": return .list(dictionary.values)
            default: return DictionaryPaths.value(in: .dictionary(dictionary), at: try await call.text("WFDictionaryKey") ?? "") ?? .nothing
            }
        },
        "setvalueforkey": { call in
            let input = try await call.input("WFDictionary")
            var dictionary = input.dictionary ?? RuntimeDictionary()
            dictionary[try await call.text("WFDictionaryKey") ?? ""] = try await call.value("WFDictionaryValue") ?? .nothing
            return .dictionary(dictionary)
        },
    ]
}
