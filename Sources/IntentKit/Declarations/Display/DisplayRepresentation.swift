import Foundation

/// How one value (an enum case, an entity) is shown: a title, an optional subtitle, and the
/// synonyms a picker's filter also matches.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The value's name, as a placeholder and a picker show it ("Mist Trail").
    public var title: LocalizedStringResource
    /// A second line in a picker ("Yosemite · 5.4 mi").
    public var subtitle: LocalizedStringResource?
    /// An image Apple's editor shows beside the title; kept, not shown here.
    public var image: Image?
    /// Other names a picker's filter and typed text also match.
    public var synonyms: [LocalizedStringResource]

    /// `DisplayRepresentation(title: "\(name)", subtitle: "\(park)", synonyms: ["Mist"])`.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// `"Mist Trail"`: a title alone.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    /// `"\(name)"`: a title alone.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image reference. A terminal cannot show it; it is kept so declarations compile.
    public struct Image: Sendable, Hashable {
        /// Where the image comes from.
        public enum Source: Sendable, Hashable {
            /// An SF Symbol, by name.
            case systemName(String)
            /// An image in the app's assets, by name.
            case named(String)
            /// An image file.
            case url(URL)
            /// The image's bytes.
            case data(Data)
        }

        /// Where the image comes from.
        public var source: Source
        /// Whether the image is tinted like text (a template) rather than shown in its own colours.
        public var isTemplate: Bool

        /// `.init(systemName: "figure.hiking")`.
        public init(systemName: String, isTemplate: Bool = false) {
            self.source = .systemName(systemName)
            self.isTemplate = isTemplate
        }

        /// An image of the app's assets.
        public init(named name: String, isTemplate: Bool = false) {
            self.source = .named(name)
            self.isTemplate = isTemplate
        }

        /// An image file at `url`.
        public init(url: URL, isTemplate: Bool = false) {
            self.source = .url(url)
            self.isTemplate = isTemplate
        }

        /// An image from its bytes.
        public init(data: Data, isTemplate: Bool = false) {
            self.source = .data(data)
            self.isTemplate = isTemplate
        }
    }
}

/// The name of a type of value ("Trail", "Activity"), shown where a list of them is offered.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name ("Trail"): a picker's title, an unset placeholder's text.
    public var name: LocalizedStringResource
    /// How a count of them reads ("\(placeholder: .int) trails"); kept as data.
    public var numericFormat: LocalizedStringResource?

    /// `TypeDisplayRepresentation(name: "Trail", numericFormat: "\(placeholder: .int) trails")`.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// `"Trail"`: a name alone.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    /// A name with interpolations.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
