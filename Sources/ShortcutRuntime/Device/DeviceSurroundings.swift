import Foundation
import IntentKit

/// Where the simulated device is: what Get Current Location gives.
public struct DeviceLocation: Sendable, Equatable {
    public var name: String
    public var street: String
    public var city: String
    public var state: String
    public var postalCode: String
    public var country: String
    public var latitude: Double
    public var longitude: Double
    public var altitude: Double

    static let keys = ["name", "street", "city", "state", "postalCode", "country", "latitude", "longitude", "altitude"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        name = try fields.text("name")
        street = try fields.text("street")
        city = try fields.text("city")
        state = try fields.text("state")
        postalCode = try fields.text("postalCode")
        country = try fields.text("country")
        latitude = try fields.number("latitude")
        longitude = try fields.number("longitude")
        altitude = try fields.number("altitude")
    }

    public init(name: String, street: String, city: String, state: String, postalCode: String, country: String,
                latitude: Double, longitude: Double, altitude: Double = 0) {
        self.name = name
        self.street = street
        self.city = city
        self.state = state
        self.postalCode = postalCode
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("name", name)
        out.add("street", street)
        out.add("city", city)
        out.add("state", state)
        out.add("postalCode", postalCode)
        out.add("country", country)
        out.add("latitude", latitude)
        out.add("longitude", longitude)
        out.add("altitude", altitude)
        return out.json
    }

    /// With the properties Get Details of Locations offers.
    public var item: ContentItem {
        ContentItem(kind: .location, id: "", properties: RuntimeDictionary(distinct: [
            ("Name", .text(name)), ("Street", .text(street)), ("City", .text(city)), ("State", .text(state)),
            ("ZIP Code", .text(postalCode)), ("Country", .text(country)), ("Latitude", .number(latitude)),
            ("Longitude", .number(longitude)), ("Altitude", .number(altitude)),
        ]))
    }
}

/// The battery: Get Battery Status's level (0–100) and whether it charges.
public struct DeviceBattery: Sendable, Equatable {
    public var level: Double
    public var charging: Bool
    public var connected: Bool
    /// The charge limit, in percent ("Charge Limit").
    public var limit: Double

    static let keys = ["level", "charging", "connected", "limit"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        level = try fields.number("level", default: 100)
        guard (0...100).contains(level) else { throw JSONShapeError(at: path.appending("level"), expected: "a level from 0 to 100", found: .double(level)) }
        charging = try fields.bool("charging")
        connected = try fields.bool("connected", default: charging)
        limit = try fields.number("limit", default: 100)
    }

    public init(level: Double, charging: Bool) {
        self.level = level
        self.charging = charging
        connected = charging
        limit = 100
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("level", level)
        out.add("charging", charging)
        out.add("connected", connected)
        out.add("limit", limit)
        return out.json
    }
}

/// Weather at one time: now, or one step of a forecast.
public struct DeviceWeatherConditions: Sendable, Equatable {
    public var date: Date?
    public var condition: String
    /// In °C, as the sample is written.
    public var temperature: Double
    public var high: Double
    public var low: Double
    public var feelsLike: Double
    /// In percent.
    public var humidity: Double
    public var precipitationChance: Double
    /// In km/h.
    public var windSpeed: Double
    public var uvIndex: Double
    public var sunrise: Date?
    public var sunset: Date?

    static let keys = ["date", "condition", "temperature", "high", "low", "feelsLike", "humidity", "precipitationChance",
                       "windSpeed", "uvIndex", "sunrise", "sunset"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        date = try fields.date("date")
        condition = try fields.text("condition")
        temperature = try fields.number("temperature")
        high = try fields.number("high", default: temperature)
        low = try fields.number("low", default: temperature)
        feelsLike = try fields.number("feelsLike", default: temperature)
        humidity = try fields.number("humidity")
        precipitationChance = try fields.number("precipitationChance")
        windSpeed = try fields.number("windSpeed")
        uvIndex = try fields.number("uvIndex")
        sunrise = try fields.date("sunrise")
        sunset = try fields.date("sunset")
    }

    public init(date: Date?, condition: String, temperature: Double, high: Double, low: Double, humidity: Double,
                precipitationChance: Double, windSpeed: Double, uvIndex: Double, sunrise: Date? = nil, sunset: Date? = nil) {
        self.date = date
        self.condition = condition
        self.temperature = temperature
        self.high = high
        self.low = low
        feelsLike = temperature
        self.humidity = humidity
        self.precipitationChance = precipitationChance
        self.windSpeed = windSpeed
        self.uvIndex = uvIndex
        self.sunrise = sunrise
        self.sunset = sunset
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("date", date)
        out.add("condition", condition)
        out.add("temperature", temperature)
        out.add("high", high)
        out.add("low", low)
        out.add("feelsLike", feelsLike)
        out.add("humidity", humidity)
        out.add("precipitationChance", precipitationChance)
        out.add("windSpeed", windSpeed)
        out.add("uvIndex", uvIndex)
        out.add("sunrise", sunrise)
        out.add("sunset", sunset)
        return out.json
    }

    /// With the properties Get Details of Weather Conditions offers; `place` is its Location.
    func item(at place: String) -> ContentItem {
        ContentItem(kind: .weather, id: "", properties: RuntimeDictionary(distinct: [
            ("Condition", .text(condition)), ("Temperature", .number(temperature)), ("High", .number(high)), ("Low", .number(low)),
            ("Feels Like", .number(feelsLike)), ("Humidity", .number(humidity)), ("Precipitation Chance", .number(precipitationChance)),
            ("Wind Speed", .number(windSpeed)), ("UV Index", .number(uvIndex)), ("Date", date.map(RuntimeValue.date) ?? .nothing),
            ("Sunrise Time", sunrise.map(RuntimeValue.date) ?? .nothing), ("Sunset Time", sunset.map(RuntimeValue.date) ?? .nothing),
            ("Location", .text(place)),
        ]))
    }
}

/// The weather where the device is: now, and a forecast by day and by hour.
public struct DeviceWeather: Sendable, Equatable {
    public var now: DeviceWeatherConditions
    public var daily: [DeviceWeatherConditions]
    public var hourly: [DeviceWeatherConditions]

    static let keys = ["now", "daily", "hourly"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        now = try fields.object("now", default: DeviceWeatherConditions(date: nil, condition: "Clear", temperature: 20, high: 20, low: 20,
                                                                         humidity: 50, precipitationChance: 0, windSpeed: 0, uvIndex: 0),
                                DeviceWeatherConditions.init(json:at:))
        daily = try fields.objects("daily", DeviceWeatherConditions.init(json:at:))
        hourly = try fields.objects("hourly", DeviceWeatherConditions.init(json:at:))
    }

    public init(now: DeviceWeatherConditions, daily: [DeviceWeatherConditions], hourly: [DeviceWeatherConditions]) {
        self.now = now
        self.daily = daily
        self.hourly = hourly
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("now", now.json)
        out.add("daily", .array(daily.map(\.json)))
        out.add("hourly", .array(hourly.map(\.json)))
        return out.json
    }
}

/// What Get Device Details tells: the device's name, model, system and screen.
public struct DeviceDetails: Sendable, Equatable {
    public var name: String
    public var hostname: String
    public var model: String
    public var systemVersion: String
    public var systemBuild: String
    public var screenWidth: Double
    public var screenHeight: Double
    /// 0 to 1, as Shortcuts gives them.
    public var volume: Double
    public var brightness: Double
    /// "Light" or "Dark".
    public var appearance: String
    public var isWatch: Bool
    public var isLocked: Bool

    static let keys = ["name", "hostname", "model", "systemVersion", "systemBuild", "screenWidth", "screenHeight", "volume",
                       "brightness", "appearance", "isWatch", "isLocked"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        name = try fields.text("name", default: "iPhone")
        hostname = try fields.text("hostname", default: "iPhone.local")
        model = try fields.text("model", default: "iPhone")
        systemVersion = try fields.text("systemVersion", default: "27.0")
        systemBuild = try fields.text("systemBuild", default: "")
        screenWidth = try fields.number("screenWidth", default: 1206)
        screenHeight = try fields.number("screenHeight", default: 2622)
        volume = try fields.number("volume", default: 0.5)
        brightness = try fields.number("brightness", default: 0.5)
        appearance = try fields.text("appearance", default: "Light")
        isWatch = try fields.bool("isWatch")
        isLocked = try fields.bool("isLocked")
    }

    public static let standard = try! DeviceDetails(json: .object([]), at: .root)

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("name", name)
        out.add("hostname", hostname)
        out.add("model", model)
        out.add("systemVersion", systemVersion)
        out.add("systemBuild", systemBuild)
        out.add("screenWidth", screenWidth)
        out.add("screenHeight", screenHeight)
        out.add("volume", volume)
        out.add("brightness", brightness)
        out.add("appearance", appearance)
        out.add("isWatch", isWatch)
        out.add("isLocked", isLocked)
        return out.json
    }

    /// One detail by the name Get Device Details offers; nil for a name it does not.
    func detail(_ name: String) -> RuntimeValue? {
        switch name {
        case "Device Name": .text(self.name)
        case "Device Hostname": .text(hostname)
        case "Device Model": .text(model)
        case "Device Is Watch": .bool(isWatch)
        case "System Version": .text(systemVersion)
        case "System Build Number": .text(systemBuild)
        case "Screen Width": .number(screenWidth)
        case "Screen Height": .number(screenHeight)
        case "Current Volume": .number(volume)
        case "Current Brightness": .number(brightness)
        case "Current Appearance": .text(appearance)
        case "Device Is Locked": .bool(isLocked)
        default: nil
        }
    }
}
