import Foundation

/// How one value (an enum case, an entity) is shown: a title, an optional subtitle, and the
/// synonyms a picker's filter also matches.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image reference. A terminal cannot show it; it is kept so declarations compile.
    public struct Image: Sendable, Hashable {
        public enum Source: Sendable, Hashable {
            case systemName(String)
            case named(String)
            case url(URL)
            case data(Data)
        }

        public var source: Source
        public var isTemplate: Bool

        public init(systemName: String, isTemplate: Bool = false) {
            self.source = .systemName(systemName)
            self.isTemplate = isTemplate
        }

        public init(named name: String, isTemplate: Bool = false) {
            self.source = .named(name)
            self.isTemplate = isTemplate
        }

        public init(url: URL, isTemplate: Bool = false) {
            self.source = .url(url)
            self.isTemplate = isTemplate
        }

        public init(data: Data, isTemplate: Bool = false) {
            self.source = .data(data)
            self.isTemplate = isTemplate
        }
    }
}

/// The name of a type of value ("Trail", "Activity"), shown where a list of them is offered.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
