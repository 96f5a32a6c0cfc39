import Foundation
import Synchronization

/// Tells the system an intent was used, so it can suggest it later (iOS 16). There is no
/// system here to suggest anything: donations are recorded, and can be listed and deleted, so
/// an app's code runs as it would.
public struct IntentDonationManager: Sendable {
    /// The one manager.
    public static var shared: IntentDonationManager { IntentDonationManager() }

    /// What was donated, oldest first.
    package struct Donation: Sendable {
        package var identifier: IntentDonationIdentifier
        package var intent: String
        package var entities: [String]
    }

    private static let recorded = Mutex<[Donation]>([])
    /// How many donations are kept: the oldest go first.
    static let keptDonations = 1_000

    /// Records that `intent` ran.
    @discardableResult
    public func donate(intent: some AppIntent) -> IntentDonationIdentifier {
        record(intent)
    }

    /// Records that `intent` ran.
    @discardableResult
    public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
        record(intent)
    }

    /// Records that `intent` ran and gave `result`.
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier {
        record(intent)
    }

    /// Records that `intent` ran and gave `result`.
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) async throws -> IntentDonationIdentifier {
        record(intent)
    }

    /// Deletes the donations `predicate` matches; returns their identifiers.
    @discardableResult
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws -> [IntentDonationIdentifier] {
        Self.recorded.withLock { donations in
            let deleted = donations.filter(predicate.matches)
            donations.removeAll(where: predicate.matches)
            return deleted.map(\.identifier)
        }
    }

    /// The donations kept, oldest first.
    package static var donations: [Donation] { recorded.withLock { $0 } }

    private func record(_ intent: some AppIntent) -> IntentDonationIdentifier {
        let identifier = IntentDonationIdentifier(id: UUID())
        let entities = IntentRegistry.values(of: intent).values.compactMap { value -> String? in
            if case .entity(let reference) = value { reference.id.description } else { nil }
        }
        let donation = Donation(identifier: identifier, intent: type(of: intent).persistentIdentifier, entities: entities)
        Self.recorded.withLock { donations in
            donations.append(donation)
            if donations.count > Self.keptDonations { donations.removeFirst(donations.count - Self.keptDonations) }
        }
        return identifier
    }
}

/// One donation, as its manager names it.
public struct IntentDonationIdentifier: Sendable, Hashable, Codable {
    let id: UUID
}

/// Which donations to delete: by identifier, by the entity they were about, or by intent type.
public struct IntentDonationMatchingPredicate: Sendable {
    let matches: @Sendable (IntentDonationManager.Donation) -> Bool

    /// The donation with this identifier.
    public static func donationIdentifier(_ identifier: IntentDonationIdentifier) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate { $0.identifier == identifier }
    }

    /// The donations with these identifiers.
    public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier]) -> IntentDonationMatchingPredicate {
        IntentDonationMatchingPredicate { identifiers.contains($0.identifier) }
    }

    /// The donations about the entity with this identifier.
    public static func entityIdentifier(_ identifier: EntityIdentifier) -> IntentDonationMatchingPredicate {
        let id = identifier.identifier
        return IntentDonationMatchingPredicate { $0.entities.contains(id) }
    }

    /// The donations about any of these entities.
    public static func entityIdentifiers(_ identifiers: [EntityIdentifier]) -> IntentDonationMatchingPredicate {
        let ids = Set(identifiers.map { $0.identifier })
        return IntentDonationMatchingPredicate { !ids.isDisjoint(with: $0.entities) }
    }

    /// The donations of an intent type, about one entity when given.
    public static func intentType(_ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil) -> IntentDonationMatchingPredicate {
        let intent = intentType.persistentIdentifier
        let entity = entityIdentifier?.identifier
        return IntentDonationMatchingPredicate { $0.intent == intent && (entity.map($0.entities.contains) ?? true) }
    }
}
