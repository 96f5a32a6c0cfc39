import EditorCore
import IntentKit

/// Runs a picker's query against the registry. Errors become a message for the picker, never a
/// crash: a query is app code, and app code fails.
enum QueryRunner {
    static func run(_ request: QueryRequest, in registry: IntentRegistry,
                    waiting: @Sendable (String) -> Void = { _ in }) async -> Result<QueryAnswer, QueryFailure> {
        // An entity query's dependencies read the action being edited, here or in its host.
        guard let editing = request.editing, request.kind.entityType != nil else { return await answer(request, in: registry, waiting: waiting) }
        return await registry.whileEditing(editing) { await answer(request, in: registry, waiting: waiting) }
    }

    private static func answer(_ request: QueryRequest, in registry: IntentRegistry,
                               waiting: @Sendable (String) -> Void) async -> Result<QueryAnswer, QueryFailure> {
        do {
            if let type = request.kind.entityType, let note = await registry.entitySource(for: type)?.waitingNote { waiting(note) }
            switch request.kind {
            case .suggestedEntities(let type):
                return .success(options(try await source(type, in: registry).suggestedEntities()))
            case .searchEntities(let type, let text):
                return .success(options(try await source(type, in: registry).entities(matching: text)))
            case .allEntities(let type):
                return .success(options(try await source(type, in: registry).allEntities()))
            case let .dynamicOptions(intent, parameter, values):
                return .success(QueryAnswer(try await registry.optionsList(intent: intent, parameter: parameter, values: values)))
            }
        } catch let failure as QueryFailure {
            return .failure(failure)
        } catch {
            return .failure(QueryFailure("The query failed: \(error)"))
        }
    }

    private static func source(_ type: String, in registry: IntentRegistry) throws(QueryFailure) -> any EntitySource {
        guard let source = registry.entitySource(for: type) else {
            throw QueryFailure("No query lists \(type) entities; type an identifier.")
        }
        return source
    }

    private static func options(_ references: [EntityReference]) -> QueryAnswer {
        QueryAnswer(options: references.map { reference in
            QueryOption(value: .entity(reference), title: reference.title.isEmpty ? reference.id.description : reference.title, subtitle: reference.subtitle)
        })
    }
}

extension QueryRequest.Kind {
    /// The entity type the query asks about; nil for a parameter's options.
    var entityType: String? {
        switch self {
        case .suggestedEntities(let type), .allEntities(let type), .searchEntities(let type, _): type
        case .dynamicOptions: nil
        }
    }
}
