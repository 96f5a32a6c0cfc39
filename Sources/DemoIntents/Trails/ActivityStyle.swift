import IntentKit

/// The activities a trail supports; the `Switch` of `SuggestedTrails` turns on it.
public enum ActivityStyle: String, AppEnum {
    case walking, hiking, biking, snowshoeing

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"

    public static let caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
        .walking: DisplayRepresentation(title: "Walking", synonyms: ["stroll"]),
        .hiking: DisplayRepresentation(title: "Hiking", synonyms: ["trekking", "hike"]),
        .biking: DisplayRepresentation(title: "Biking", synonyms: ["cycling", "bike ride"]),
        .snowshoeing: "Snowshoeing",
    ]
}
