/// A list of actions to choose one from and go to: `#`'s uses of a variable. Positions are the
/// document's when the list was made; the list closes before anything can edit it.
public struct ActionChoice: Sendable, Equatable {
    /// What the list is of ("Uses of ‹Greeting›").
    public var title: String
    /// The actions, by position.
    public var actions: [Int]
    public internal(set) var selection = 0
}
