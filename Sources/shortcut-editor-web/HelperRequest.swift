/// The request as the editor sends it (the top of main.swift says the whole exchange).
struct HelperRequest: Decodable {
    var method: String
    var url: String
    var headers: [[String]]
    var body: String?
    /// The most bytes the answer's body may have.
    var limit: Int?
    /// The seconds the whole request may take, first byte to last.
    var deadline: Double?
}
