import IntentKit

/// A parameter whose options follow another's value (`IntentParameterDependency`): the
/// campsites offered are the chosen park's; before a park is chosen, the provider says so.
public struct BookCampsiteIntent: AppIntent {
    public static let title: LocalizedStringResource = "Book Campsite"
    public static let description = IntentDescription("Books a campsite in a park.", categoryName: "Plan")

    @Parameter(title: "Park")
    public var park: Park?

    @Parameter(title: "Campsite", optionsProvider: CampsiteOptionsProvider())
    public var campsite: String

    public static var parameterSummary: some ParameterSummary {
        Summary("Book \(\.$campsite) in \(\.$park)")
    }

    public init() {}

    public func perform() async throws -> some ReturnsValue<String> & ProvidesDialog {
        .result(value: campsite, dialog: "Booked \(campsite).")
    }
}

/// The parks with campsites.
public enum Park: String, AppEnum {
    case yosemite, zion, arches

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Park"
    public static let caseDisplayRepresentations: [Park: DisplayRepresentation] = [
        .yosemite: "Yosemite", .zion: "Zion", .arches: "Arches",
    ]

    /// Each park's campgrounds.
    var campsites: [String] {
        switch self {
        case .yosemite: ["Upper Pines", "North Pines", "Camp 4"]
        case .zion: ["Watchman", "South"]
        case .arches: ["Devils Garden"]
        }
    }
}

/// The chosen park's campsites, read from the intent being edited.
public struct CampsiteOptionsProvider: DynamicOptionsProvider {
    @IntentParameterDependency<BookCampsiteIntent>(\.$park)
    var booking

    public init() {}

    public func results() async throws -> ItemCollection<String> {
        guard let booking else {
            return ItemCollection(promptLabel: "Choose a park first: every campsite is listed", sections: Park.allCases.map { park in
                ItemSection(LocalizedStringResource(stringLiteral: park.localizedStringResource.text), items: park.campsites)
            })
        }
        return ItemCollection(promptLabel: "Campsites in \(booking.park.localizedStringResource.text)", items: booking.park.campsites)
    }
}
