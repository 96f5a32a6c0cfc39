import Foundation

// The `resolvers:` variants of `@Parameter`'s initializers, family by family, with Apple's
// labels. Resolvers convert values when an intent runs; the editor does not run intents, so
// they are accepted and not applied (see `Resolver`). Measurements have theirs beside their
// families in `Measurements/`.

extension IntentParameter {
    /// The initializer for any parameter, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter {
    /// The initializer for a parameter with an options provider, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Provider: DynamicOptionsProvider, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Provider.Result.Result == Value.UnwrappedType {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
                  optionsProvider: optionsProvider)
    }
}

extension IntentParameter where Value.UnwrappedType == Int {
    /// The initializer for a whole number, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Int? = nil, controlStyle: IntControlStyle = .stepper,
        inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, controlStyle: controlStyle, inclusiveRange: inclusiveRange,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Double {
    /// The initializer for a number, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil, controlStyle: DoubleControlStyle = .field,
        inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, controlStyle: controlStyle, inclusiveRange: inclusiveRange,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == String {
    /// The initializer for text with input options, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: String? = nil, inputOptions: String.IntentInputOptions,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, inputOptions: inputOptions, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Date {
    /// The initializer for a date, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Date? = nil, kind: DateKind, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, kind: kind, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Bool {
    /// The initializer for a Boolean with display names, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Bool? = nil, displayName: Bool.IntentDisplayName?,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, displayName: displayName, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Swift.Duration {
    /// The initializer for a duration, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Swift.Duration? = nil, defaultUnit: DurationUnit? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, defaultUnit: defaultUnit, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType: IntentArrayValue {
    /// The initializer for a list, with Apple's `resolvers:` builder: the resolvers are
    /// accepted and not applied (the editor does not run intents; see `Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: IntentCollectionSize,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, default: defaultValue, size: size, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}
