import Foundation
import IntentKit
import Testing

/// Apple's measurement initializers reach the definitions the editor works from: dimension,
/// default with its unit, the unit offered (fixed or not), negative numbers.
@Suite struct MeasurementParameterTests {
    struct Trip: AppIntent {
        static let title: LocalizedStringResource = "Trip"

        @Parameter(title: "Search Radius", defaultValue: 5, defaultUnit: .miles)
        var searchRadius: Measurement<UnitLength>

        @Parameter(title: "Storage", unit: .gigabytes, supportsNegativeNumbers: false)
        var storage: Measurement<UnitInformationStorage>?

        @Parameter(title: "Charge", defaultUnit: .milliampereHours)
        var charge: Measurement<UnitElectricCharge>?

        @Parameter(title: "Rate", defaultValue: 24, defaultUnit: .framesPerSecond)
        var rate: Measurement<UnitFrequency>?

        func perform() async throws -> some IntentResult { .result() }
    }

    private func definition() throws -> IntentDefinition {
        var registry = IntentRegistry()
        try registry.register(Trip.self)
        return try #require(registry.definition(for: "Trip"))
    }

    @Test func aDefaultUnitIsOfferedAndTheDefaultValueCarriesIt() throws {
        let radius = try #require(try definition().parameter("searchRadius"))
        #expect(radius.type == .measurement(.length))
        #expect(radius.defaultValue == .measurement(IntentMeasurement(value: 5, unit: "mi", dimension: .length)))
        #expect(radius.options.unit == UnitOption(symbol: "mi", isFixed: false))
        #expect(radius.options.supportsNegativeNumbers == true, "Apple's default")
    }

    @Test func applesNestedUnitNamesAreTheEnums() {
        let miles: IntentParameter<Measurement<UnitLength>>.Length = .miles
        let minutes: IntentParameter<Duration>.DurationUnit = .minutes
        #expect(miles.unit.symbol == UnitLength.miles.symbol)
        #expect(minutes.unit.symbol == UnitDuration.minutes.symbol)
        #expect(IntentParameter<Measurement<UnitLength>>.Length.allCases.count == 22)
    }

    @Test func aFixedUnitIsFixedInEveryDimension() throws {
        let storage = try #require(try definition().parameter("storage"))
        #expect(storage.type == .measurement(.informationStorage))
        #expect(storage.options.unit == UnitOption(symbol: "GB", isFixed: true))
        #expect(storage.options.supportsNegativeNumbers == false)
        #expect(storage.defaultValue == nil)
        let charge = try #require(try definition().parameter("charge"))
        #expect(charge.options.unit == UnitOption(symbol: "mAh", isFixed: false))
    }

    @Test func framesPerSecondExistsOnLinuxToo() throws {
        let rate = try #require(try definition().parameter("rate"))
        #expect(rate.defaultValue == .measurement(IntentMeasurement(value: 24, unit: "FPS", dimension: .frequency)))
        let value = try #require(rate.defaultValue)
        let back = try Measurement<UnitFrequency>.fromIntentValue(value)
        #expect(back.converted(to: .hertz).value == 24)
    }

    @Test func everyDimensionsUnitsRoundTripBySymbolWhereFoundationKeepsThemApart() {
        let dimensions: [MeasurementDimension] = [.acceleration, .angle, .area, .concentrationMass, .dispersion, .duration,
            .electricCharge, .electricCurrent, .electricPotentialDifference, .electricResistance, .energy, .frequency,
            .fuelEfficiency, .illuminance, .informationStorage, .length, .mass, .power, .pressure, .speed, .temperature, .volume]
        for dimension in dimensions {
            let units = MeasurementUnits.units(in: dimension)
            #expect(!units.isEmpty, "\(dimension) has units")
            // Units are saved by symbol: reading one back must give the same unit (the same
            // conversion), except where Foundation gives two units one symbol.
            let distinct = units.filter { unit in units.filter { $0.symbol == unit.symbol }.count == 1 }
            for unit in distinct {
                let back = MeasurementUnits.unit(symbol: unit.symbol, in: dimension)
                #expect(back?.converter.baseUnitValue(fromValue: 7) == unit.converter.baseUnitValue(fromValue: 7),
                        "\(dimension): \(unit.symbol)")
            }
        }
    }
}
