import Synchronization

/// `@Parameter`: one input of an intent. A class, as in Apple's framework, so that a key path
/// to `$param` leads to an object the registry can recognise when it reads the summary.
///
/// The options given here become the parameter's `ParameterDefinition` when the registry
/// reads the intent; the type-specific initializers (numbers, text, dates, measurements,
/// arrays, options providers) live in extensions beside this file.
///
/// `@unchecked` only because its superclass must be (a class that is not final cannot be
/// checked); its own state is `let`s of sendable types and a `Mutex`.
@propertyWrapper
public final class IntentParameter<Value: IntentParameterValue>: DeclaredParameter, @unchecked Sendable {
    /// The parameter's name in the action and in the summary's unset placeholder ("Trail");
    /// nil when the declaration gives none (`title` is then empty).
    let declaredTitle: LocalizedStringResource?
    /// What the parameter is for, shown where the editor explains it.
    public let description: LocalizedStringResource?
    /// The value before anyone sets one: `default:`, `defaultValue:` or `= value`.
    public let defaultValue: Value.UnwrappedType?
    let options: ParameterOptions
    let optionsProvider: (@Sendable () async throws -> OptionsList)?
    private let value = Mutex<Value.UnwrappedType?>(nil)

    init(title: LocalizedStringResource?, description: LocalizedStringResource?, defaultValue: Value.UnwrappedType?,
         options: ParameterOptions, optionsProvider: (@Sendable () async throws -> OptionsList)? = nil) {
        self.declaredTitle = title
        self.description = description
        self.defaultValue = defaultValue
        self.options = options
        self.optionsProvider = optionsProvider
        super.init()
    }

    /// `@Parameter(title: "Trail") var trail: Trail`, for any parameter type; `default:` gives its
    /// initial value, `requestValueDialog:` what Siri asks when it is missing.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: ParameterOptions(requestValueDialog: requestValueDialog?.full.text,
                                            inputConnectionBehavior: inputConnectionBehavior))
    }

    /// `@Parameter(title: "Duration") var duration: Int = 60`: the initial value is the default.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource? = nil,
                            description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: wrappedValue.unwrapped,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// The value set, else the default. Reading a required parameter that has neither is a
    /// programming error, as it is in Apple's framework.
    public var wrappedValue: Value {
        get {
            let current = value.withLock { $0 } ?? defaultValue
            guard let wrapped = Value.wrapping(current) else {
                preconditionFailure("Required parameter \(declaredTitle?.text ?? String(describing: Value.self)) has no value")
            }
            return wrapped
        }
        set {
            let unwrapped = newValue.unwrapped
            value.withLock { $0 = unwrapped }
        }
    }

    /// `$trail`: the parameter itself, which summaries name with `\.$trail` and `perform()` asks
    /// for values through (`$trail.needsValueError()`).
    public var projectedValue: IntentParameter<Value> { self }

    /// The value explicitly set, without the default: what a document saves.
    var explicitValue: Value.UnwrappedType? { value.withLock { $0 } }

    func setExplicitValue(_ newValue: Value.UnwrappedType?) {
        value.withLock { $0 = newValue }
    }

    // What the registry reads and sets through `DeclaredParameter`, not knowing `Value`.

    override func definition(id: String) -> ParameterDefinition {
        var options = self.options
        let type = Value.UnwrappedType.intentValueType
        if optionsProvider != nil {
            options.optionsSource = .dynamicOptions(id)
        } else if case .entity(let entity) = type.elementType {
            options.optionsSource = .entityQuery(entity.identifier)
        }
        return ParameterDefinition(
            id: id,
            title: declaredTitle?.text ?? Self.title(fromPropertyName: id),
            description: description?.text ?? "",
            type: type,
            isOptional: Value.isOptionalParameter,
            defaultValue: defaultValue?.intentValue,
            options: options)
    }

    override var explicitIntentValue: IntentValue? { explicitValue?.intentValue }

    override var currentIntentValue: IntentValue? { (value.withLock { $0 } ?? defaultValue)?.intentValue }

    override func assign(_ value: IntentValue?) async throws {
        setExplicitValue(try await value.asyncMap { try await Value.UnwrappedType.fromIntentValue($0) })
    }

    override var dynamicOptions: (@Sendable () async throws -> OptionsList)? { optionsProvider }

    override var entitySource: (any EntitySource)? { Value.UnwrappedType.entitySource }

    override var entitySources: [any EntitySource] {
        if let union = Value.UnwrappedType.self as? any AppUnionValueMembers.Type { return union.memberEntitySources }
        return entitySource.map { [$0] } ?? []
    }
}

/// Errors `perform()` throws to ask for a value, as in Apple's framework.
public struct IntentParameterError: Error, CustomStringConvertible, Sendable {
    /// The title of the parameter that needs a value.
    public var parameterTitle: String
    /// What to ask for it, if the intent said.
    public var dialog: IntentDialog?

    /// "Trail: Which trail?", or "Trail needs a value".
    public var description: String {
        dialog.map { "\(parameterTitle): \($0.full.text)" } ?? "\(parameterTitle) needs a value"
    }
}

extension IntentParameter {
    private var errorTitle: String { declaredTitle?.text ?? String(describing: Value.self) }

    /// `throw $trail.needsValue`: this parameter needs a value.
    public var needsValue: IntentParameterError { IntentParameterError(parameterTitle: errorTitle) }

    /// `throw $trail.needsValue("Which trail?")`: this parameter needs a value, asked this way.
    public func needsValue(_ dialog: IntentDialog) -> IntentParameterError {
        IntentParameterError(parameterTitle: errorTitle, dialog: dialog)
    }

    /// `throw $trail.needsValueError("Which trail?")`: Apple's newer spelling of `needsValue`.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> IntentParameterError {
        IntentParameterError(parameterTitle: errorTitle, dialog: dialog)
    }

    /// Asks the person running the shortcut for a value (on a host, the editor asks); where
    /// nobody can be asked it throws `needsValueError`, naming the parameter.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType {
        let question = PersonQuestion.value(parameter: errorTitle, type: Value.UnwrappedType.intentValueType,
                                            prompt: dialog?.full.text ?? options.requestValueDialog)
        guard case .value(let value) = try await IntentRun.ask(question, unanswered: needsValueError(dialog)) else {
            throw needsValueError(dialog)
        }
        return try await Value.UnwrappedType.fromIntentValue(value)
    }

    /// Asks the person to pick one of several values; where nobody can be asked it throws,
    /// naming the parameter.
    public func requestDisambiguation(among values: [Value.UnwrappedType], dialog: IntentDialog? = nil) async throws
        -> Value.UnwrappedType {
        let type = Value.UnwrappedType.intentValueType
        let question = PersonQuestion.choice(parameter: errorTitle, options: values.map { $0.intentValue.displayText(as: type) },
                                             prompt: dialog?.full.text)
        guard case .choice(let index) = try await IntentRun.ask(question, unanswered: needsValueError(dialog)),
              values.indices.contains(index) else {
            throw needsValueError(dialog)
        }
        return values[index]
    }

    /// Asks the person to confirm a value: whether they said yes. Where nobody can be asked it
    /// throws, naming the parameter.
    public func requestConfirmation(for itemToConfirm: Value.UnwrappedType, dialog: IntentDialog? = nil) async throws -> Bool {
        let shown = itemToConfirm.intentValue.displayText(as: Value.UnwrappedType.intentValueType)
        let question = PersonQuestion.confirmation(prompt: dialog?.full.text ?? "\(errorTitle): \(shown)?")
        guard case .confirmed(let yes) = try await IntentRun.ask(question, unanswered: needsValueError(dialog)) else {
            throw needsValueError(dialog)
        }
        return yes
    }

    /// The error form, for `throw $param.requestValue("…")`.
    public func requestValue(_ dialog: IntentDialog) -> IntentParameterError {
        needsValueError(dialog)
    }
}
