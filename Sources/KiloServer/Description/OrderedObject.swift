import KiloCore

/// A JSON object whose keys keep the order they were added in (a `Dictionary` would shuffle them).
struct OrderedObject<Value: Encodable>: Encodable {
    var entries: [(key: String, value: Value)] = []

    subscript(key: String) -> Value? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in entries { try container.encode(value, forKey: AnyCodingKey(key)) }
    }
}
