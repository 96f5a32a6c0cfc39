import IntentKit

/// An option list in sections (`IntentItemCollection`): the gear to pack, grouped, each with a
/// subtitle, under a prompt. The picker shows the sections' headings and searches subtitles too.
public struct PackGearIntent: AppIntent {
    public static let title: LocalizedStringResource = "Pack Gear"
    public static let description = IntentDescription("Adds gear to the packing list.", categoryName: "Plan")

    @Parameter(title: "Gear", optionsProvider: GearOptionsProvider())
    public var gear: String

    public static var parameterSummary: some ParameterSummary {
        Summary("Pack \(\.$gear) for the trip")
    }

    public init() {}

    public func perform() async throws -> some ReturnsValue<String> & ProvidesDialog {
        .result(value: gear, dialog: "Packed the \(gear).")
    }
}

/// The gear, by what it is for.
public struct GearOptionsProvider: DynamicOptionsProvider {
    public init() {}

    public func results() async throws -> ItemCollection<String> {
        ItemCollection(promptLabel: "What goes in the pack?") {
            ItemSection("Shelter") {
                Item("Tent", title: "Tent", subtitle: "Two people, 1.8 kg")
                Item("Tarp", title: "Tarp", subtitle: "Ultralight, 320 g")
            }
            ItemSection("Cooking") {
                Item("Stove", title: "Stove", subtitle: "Canister, 85 g")
                Item("Pot", title: "Pot", subtitle: "Titanium, 750 ml")
            }
            ItemSection("Water") {
                Item("Filter", title: "Filter", subtitle: "Squeeze, 1 l a minute")
            }
        }
    }
}
