/// An intent of a kind the system knows (opening, deleting): Shortcuts offers it as that kind
/// of action for the entity it acts on.
public protocol SystemIntent: AppIntent {}
