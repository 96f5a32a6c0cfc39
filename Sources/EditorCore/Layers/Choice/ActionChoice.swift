/// A list of actions to choose one from and go to: `#`'s uses of a variable. Positions are the
/// document's at `revision`; an edit since (the list is open over the cards, so only an answer
/// arriving late could find one) makes them stale, and the list closes instead of going wrong.
public struct ActionChoice: Sendable, Equatable {
    /// What the list is of ("Uses of ‹Greeting›").
    public var title: String
    /// The actions, by position; empty while they are being found.
    public var actions: [Int] = []
    public internal(set) var selection = 0
    /// The document's revision the list is of.
    var revision: Int
    /// The request whose answer fills the list, while it is awaited.
    var pendingID: Int?
}
