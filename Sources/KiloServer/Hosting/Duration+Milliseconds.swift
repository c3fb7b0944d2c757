extension Duration {
    /// The duration in milliseconds, for log lines and health reports.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
