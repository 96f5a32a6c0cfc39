// swift-version: 5
// Seed 003 (an App Intents guide): its samples about intents, parameters, summaries,
// entities, enums and queries, verbatim but for the import; `static var` metadata needs
// Swift 5 mode, as with Apple's framework. `perform()` bodies that call app services are
// kept, with those services in the scaffolding. Not included: SwiftUI views, Core Spotlight
// indexing, snippets, visual intelligence, confirmation and choice requests, foreground
// modes and `AppIntentsPackage`, which are runtime features of Apple's platforms.
import IntentKit
import Foundation

// MARK: Samples

struct OrderSoupIntent: AppIntent {
static var title: LocalizedStringResource = "Order Soup"
static var description: IntentDescription = "Orders soup from the restaurant"
@Parameter(title: "Soup")
var soup: SoupEntity
@Parameter(title: "Quantity")
var quantity: Int?
func perform() async throws -> some IntentResult {
guard let quantity = quantity, quantity < 10 else {
throw $quantity.needsValue("Please specify how many soups")
}
try await OrderService.shared.order(soup: soup, quantity: quantity)
return .result()
}
}

struct SoupEntity: AppEntity {
var id: String
var name: String
var price: Decimal
static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
var displayRepresentation: DisplayRepresentation {
DisplayRepresentation(title: "\(name)", subtitle: "$\(price)")
}
static var defaultQuery = SoupQuery()
}

enum SoupSize: String, AppEnum {
case small
case medium
case large
static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
.small: "Small (8 oz)",
.medium: "Medium (12 oz)",
.large: "Large (16 oz)"
]
}

struct SendMessageIntent: AppIntent {
// REQUIRED: Short verb-noun phrase
static var title: LocalizedStringResource = "Send Message"
// REQUIRED: Purpose explanation
static var description: IntentDescription = "Sends a message to a contact"
// OPTIONAL: Discovery in Shortcuts/Spotlight
static var isDiscoverable: Bool = true
// OPTIONAL: Launch app when run
static var openAppWhenRun: Bool = false
// OPTIONAL: Authentication requirement
static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
}

struct BookAppointmentIntent: AppIntent {
static var title: LocalizedStringResource = "Book Appointment"
// Required parameter (non-optional)
@Parameter(title: "Service")
var service: ServiceEntity
// Optional parameter
@Parameter(title: "Preferred Date")
var preferredDate: Date?
// Parameter with requestValueDialog for disambiguation
@Parameter(title: "Location",
requestValueDialog: "Which location would you like to visit?")
var location: LocationEntity
// Parameter with default value
@Parameter(title: "Duration")
var duration: Int = 60
}

struct OrderIntent: AppIntent {
static var title: LocalizedStringResource = "Order"
@Parameter(title: "Item")
var item: MenuItem
@Parameter(title: "Quantity")
var quantity: Int
static var parameterSummary: some ParameterSummary {
Summary("Order \(\.$quantity) \(\.$item)") {
\.$quantity
\.$item
}
}
}

enum OrderError: Error, CustomLocalizedStringResourceConvertible {
case outOfStock(itemName: String)
case paymentFailed
case networkError
var localizedStringResource: LocalizedStringResource {
switch self {
case .outOfStock(let name):
return "Sorry, \(name) is out of stock"
case .paymentFailed:
return "Payment failed. Please check your payment method"
case .networkError:
return "Network error. Please try again"
}
}
}

struct BookEntity: AppEntity {
// REQUIRED: Unique, persistent identifier
var id: UUID
// App data properties
var title: String
var author: String
var coverImageURL: URL?
// REQUIRED: Type display name
static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
// REQUIRED: Instance display
var displayRepresentation: DisplayRepresentation {
DisplayRepresentation(
title: "\(title)",
subtitle: "by \(author)",
image: coverImageURL.map { .init(url: $0) }
)
}
// REQUIRED: Query for resolution
static var defaultQuery = BookQuery()
}

struct TaskEntity: AppEntity {
var id: UUID
@Property(title: "Title")
var title: String
@Property(title: "Due Date")
var dueDate: Date?
@Property(title: "Priority")
var priority: TaskPriority
@Property(title: "Completed")
var isCompleted: Bool
// Properties exposed to system for filtering/sorting
}

struct BookQuery: EntityQuery {
func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
// Fetch entities by IDs
return try await BookService.shared.fetchBooks(ids: identifiers)
}
func suggestedEntities() async throws -> [BookEntity] {
// Provide suggestions (recent, favorites, etc.)
return try await BookService.shared.recentBooks(limit: 10)
}
}
// Optional: Enable string-based search
extension BookQuery: EntityStringQuery {
func entities(matching string: String) async throws -> [BookEntity] {
return try await BookService.shared.searchBooks(query: string)
}
}

struct ViewAccountIntent: AppIntent {
static var title: LocalizedStringResource = "View Account"
// No authentication required
static var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
}

struct QuickToggleIntent: AppIntent {
static var title: LocalizedStringResource = "Quick Toggle"
static var openAppWhenRun: Bool = false // Runs in background
func perform() async throws -> some IntentResult {
// Executes without opening app
await SettingsService.shared.toggle(setting: .darkMode)
return .result()
}
}

struct CreateEventIntent: AppIntent {
static var title: LocalizedStringResource = "Create Event"
@Parameter(title: "Title")
var title: String
@Parameter(title: "Start Date")
var startDate: Date
@Parameter(title: "End Date")
var endDate: Date
@Parameter(title: "Notes") // Required, no default
var notes: String
static var parameterSummary: some ParameterSummary {
Summary("Create '\(\.$title)' from \(\.$startDate) to \(\.$endDate)") {
\.$notes // All required params included
}
}
}

struct TimezoneQuery: EnumerableEntityQuery {
func allEntities() async throws -> [TimezoneEntity] {
// Small list - provide all
return TimezoneEntity.allTimezones
}
}

struct OrderCoffeeIntent: AppIntent, PredictableIntent {
static var title: LocalizedStringResource = "Order Coffee"
@Parameter(title: "Coffee Type")
var coffeeType: CoffeeType
@Parameter(title: "Size")
var size: CoffeeSize
func perform() async throws -> some IntentResult {
// Order logic
return .result()
}
}

struct StartWorkoutIntent: AppIntent {
static var title: LocalizedStringResource = "Start Workout"
static var description: IntentDescription = "Starts a new workout session"
static var openAppWhenRun: Bool = true
@Parameter(title: "Workout Type")
var workoutType: WorkoutType
@Parameter(title: "Duration (minutes)")
var duration: Int?
static var parameterSummary: some ParameterSummary {
Summary("Start \(\.$workoutType)") {
\.$duration
}
}
func perform() async throws -> some IntentResult {
let workout = Workout(
type: workoutType,
duration: duration.map { TimeInterval($0 * 60) }
)
await MainActor.run {
WorkoutCoordinator.shared.start(workout)
}
return .result(
dialog: "Starting \(workoutType.displayName) workout"
)
}
}
enum WorkoutType: String, AppEnum {
case running
case cycling
case swimming
case yoga
static var typeDisplayRepresentation: TypeDisplayRepresentation = "Workout Type"
static var caseDisplayRepresentations: [WorkoutType: DisplayRepresentation] = [
.running: "Running",
.cycling: "Cycling",
.swimming: "Swimming",
.yoga: "Yoga"
]
var displayName: String {
switch self {
case .running: return "running"
case .cycling: return "cycling"
case .swimming: return "swimming"
case .yoga: return "yoga"
}
}
}

struct AddTaskIntent: AppIntent {
static var title: LocalizedStringResource = "Add Task"
static var description: IntentDescription = "Creates a new task"
static var isDiscoverable: Bool = true
@Parameter(title: "Title")
var title: String
@Parameter(title: "List")
var list: TaskListEntity?
@Parameter(title: "Due Date")
var dueDate: Date?
static var parameterSummary: some ParameterSummary {
Summary("Add '\(\.$title)'") {
\.$list
\.$dueDate
}
}
func perform() async throws -> some IntentResult {
let task = try await TaskService.shared.createTask(
title: title,
list: list?.id,
dueDate: dueDate
)
return .result(
value: TaskEntity(from: task),
dialog: "Task '\(title)' added"
)
}
}
struct TaskListEntity: AppEntity {
var id: UUID
var name: String
var color: String
static var typeDisplayRepresentation: TypeDisplayRepresentation = "List"
var displayRepresentation: DisplayRepresentation {
DisplayRepresentation(
title: "\(name)",
image: .init(systemName: "list.bullet")
)
}
static var defaultQuery = TaskListQuery()
}
struct TaskListQuery: EntityQuery, EntityStringQuery {
func entities(for identifiers: [UUID]) async throws -> [TaskListEntity] {
return try await TaskService.shared.fetchLists(ids: identifiers)
}
func suggestedEntities() async throws -> [TaskListEntity] {
// Provide user's favorite lists
return try await TaskService.shared.favoriteLists(limit: 5)
}
func entities(matching string: String) async throws -> [TaskListEntity] {
return try await TaskService.shared.searchLists(query: string)
}
}

// MARK: Scaffolding: the app code the samples call

final class OrderService: Sendable {
    static let shared = OrderService()
    func order(soup: SoupEntity, quantity: Int) async throws {}
}

struct SoupQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SoupEntity] { [] }
}

struct ServiceEntity: AppEntity {
    var id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Service"
    static var defaultQuery = ServiceQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ServiceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ServiceEntity] { [] }
}

struct LocationEntity: AppEntity {
    var id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Location"
    static var defaultQuery = LocationQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct LocationQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LocationEntity] { [] }
}

enum MenuItem: String, AppEnum {
    case latte, espresso
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static var caseDisplayRepresentations: [MenuItem: DisplayRepresentation] = [.latte: "Latte", .espresso: "Espresso"]
}

final class BookService: Sendable {
    static let shared = BookService()
    func fetchBooks(ids: [UUID]) async throws -> [BookEntity] { [] }
    func recentBooks(limit: Int) async throws -> [BookEntity] { [] }
    func searchBooks(query: String) async throws -> [BookEntity] { [] }
}

enum TaskPriority: String, AppEnum {
    case low, high
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
    static var caseDisplayRepresentations: [TaskPriority: DisplayRepresentation] = [.low: "Low", .high: "High"]
}

extension TaskEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Task" }
    static var defaultQuery: TaskQuery { TaskQuery() }
    var displayRepresentation: DisplayRepresentation { "\(title)" }

    init(from task: AppTask) {
        id = task.id
        title = task.title
        priority = .low
        isCompleted = false
    }
}

struct TaskQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [TaskEntity] { [] }
}

struct AppTask: Sendable {
    var id = UUID()
    var title: String
}

final class TaskService: Sendable {
    static let shared = TaskService()
    func createTask(title: String, list: UUID?, dueDate: Date?) async throws -> AppTask { AppTask(title: title) }
    func fetchLists(ids: [UUID]) async throws -> [TaskListEntity] { [] }
    func favoriteLists(limit: Int) async throws -> [TaskListEntity] { [] }
    func searchLists(query: String) async throws -> [TaskListEntity] { [] }
}

final class SettingsService: Sendable {
    enum Setting { case darkMode }
    static let shared = SettingsService()
    func toggle(setting: Setting) async {}
}

struct TimezoneEntity: AppEntity {
    var id: String
    static let allTimezones = [TimezoneEntity(id: "UTC")]
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Time Zone"
    static var defaultQuery = TimezoneQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

extension TimezoneQuery {
    func entities(for identifiers: [String]) async throws -> [TimezoneEntity] { [] }
}

enum CoffeeType: String, AppEnum {
    case latte
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Coffee"
    static var caseDisplayRepresentations: [CoffeeType: DisplayRepresentation] = [.latte: "Latte"]
}

enum CoffeeSize: String, AppEnum {
    case small
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static var caseDisplayRepresentations: [CoffeeSize: DisplayRepresentation] = [.small: "Small"]
}

struct Workout {
    var type: WorkoutType
    var duration: TimeInterval?
}

@MainActor final class WorkoutCoordinator {
    static let shared = WorkoutCoordinator()
    func start(_ workout: Workout) {}
}
