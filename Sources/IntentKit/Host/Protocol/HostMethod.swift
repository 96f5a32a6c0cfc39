/// The requests a host answers (docs/INTENT-HOST.md): one name for each, on both sides of the
/// pipe. The raw value is the `method` the line carries.
package enum HostMethod: String, Sendable, Codable, CaseIterable {
    case handshake, definitions, appShortcuts, entities, entitiesByID, find, entityProperties, options, perform
}

