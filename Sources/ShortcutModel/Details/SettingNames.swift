/// Apple's names for a shortcut's settings, as its editor shows them: facts from public
/// references (docs/SHORTCUT-DETAILS.md gives each source and licence).
public enum SettingNames {
    /// The icon colours, in the order of Shortcuts' picker: each stored value
    /// (`WFWorkflowIconStartColor`, from `../shared/reference/shortcutkit/encoding-table.json`'s
    /// `iconPalette`; older files store the same colour as a signed 32-bit number) and its name.
    public static let iconColors: [(name: String, value: Int, signed: Int)] = [
        ("Red", 4_282_601_983, -12_365_313),
        ("Dark Orange", 4_251_333_119, -43_634_177),
        ("Orange", 4_271_458_815, -23_508_481),
        ("Yellow", 4_274_264_319, -20_702_977),
        ("Green", 4_292_093_695, -2_873_601),
        ("Teal", 431_817_727, 431_817_727),
        ("Light Blue", 1_440_408_063, 1_440_408_063),
        ("Blue", 463_140_863, 463_140_863),
        ("Dark Blue", 946_986_751, 946_986_751),
        ("Violet", 2_071_128_575, 2_071_128_575),
        ("Purple", 3_679_049_983, -615_917_313),
        ("Pink", 3_980_825_855, -314_141_441),
        ("Dark Gray", 255, 255),
        ("Taupe", 3_031_607_807, -1_263_359_489),
        ("Gray", 2_846_468_607, -1_448_498_689),
    ]

    /// The glyph Shortcuts gives a new shortcut (`defaultGlyphCharacter`).
    public static let defaultGlyph = 61440

    /// The kinds of input a shortcut can take (`WFWorkflowInputContentItemClasses`), in the
    /// order of Shortcuts' list; all of them is what Shortcuts writes for "Any".
    public static let inputClasses: [(className: String, name: String)] = [
        ("WFAppStoreAppContentItem", "Apps"),
        ("WFArticleContentItem", "Articles"),
        ("WFContactContentItem", "Contacts"),
        ("WFDateContentItem", "Dates"),
        ("WFEmailAddressContentItem", "Email Addresses"),
        ("WFFolderContentItem", "Folders"),
        ("WFGenericFileContentItem", "Files"),
        ("WFImageContentItem", "Images"),
        ("WFiTunesProductContentItem", "iTunes Products"),
        ("WFLocationContentItem", "Locations"),
        ("WFDCMapsLinkContentItem", "Maps URLs"),
        ("WFAVAssetContentItem", "Media"),
        ("WFPDFContentItem", "PDFs"),
        ("WFPhoneNumberContentItem", "Phone Numbers"),
        ("WFRichTextContentItem", "Rich Text"),
        ("WFSafariWebPageContentItem", "Safari Web Pages"),
        ("WFStringContentItem", "Text"),
        ("WFURLContentItem", "URLs"),
    ]

    /// Where a shortcut shows (`WFWorkflowTypes`), with the names Shortcuts gives them.
    public static let surfaces: [(type: String, name: String)] = [
        ("ActionExtension", "Share Sheet"),
        ("Watch", "Apple Watch"),
        ("MenuBar", "Menu Bar"),
        ("QuickActions", "Quick Actions"),
        ("ReceivesOnScreenContent", "Receives What’s On Screen"),
        ("NCWidget", "Widget"),
        ("Sleep", "Sleep Focus"),
        ("WFWorkflowTypeShowInSearch", "Spotlight"),
    ]

    /// Where a Quick Action shows on a Mac (`WFQuickActionSurfaces`).
    public static let quickActionSurfaces: [(surface: String, name: String)] = [
        ("Finder", "Finder"),
        ("Services", "Services Menu"),
    ]

    /// The name of an input class: Shortcuts' own, else the class's name without its
    /// `WF…ContentItem` wrapping ("WFNumberContentItem" → "Number").
    public static func inputName(_ className: String) -> String {
        if let known = inputClasses.first(where: { $0.className == className }) { return known.name }
        var name = Substring(className)
        if name.hasPrefix("WF") { name = name.dropFirst(2) }
        if name.hasSuffix("ContentItem") { name = name.dropLast("ContentItem".count) }
        return name.isEmpty ? className : String(name)
    }
}
