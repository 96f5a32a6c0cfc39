import Foundation

// The `resolvers:` variants of `@Parameter`'s initializers, family by family, with Apple's
// labels. Resolvers convert values when an intent runs; the editor does not run intents, so
// they are accepted and not applied (see `Resolver`). Measurements have theirs beside their
// families in `Measurements/`.

extension IntentParameter {
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
    public convenience init<Provider: DynamicOptionsProvider, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Provider.DefaultValue == Value.UnwrappedType {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
                  optionsProvider: optionsProvider)
    }
}

extension IntentParameter where Value.UnwrappedType == Int {
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
