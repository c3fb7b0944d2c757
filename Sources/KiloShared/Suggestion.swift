/// Finds the known name nearest to a misspelt one, for "did you mean" notes: one rule for every message that names
/// what was meant, a markup document's attributes and an owner's outlets as a request's argument names.
package enum Suggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is near enough to be a typo.
    package static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // A third of the name may be wrong, at least one character, at most four.
        let limit = min(4, max(1, target.count / 3))
        return best.distance <= limit ? best.name : nil
    }

    /// "; did you mean 'x'?" or nothing.
    package static func note(for name: String, in candidates: some Sequence<String>) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Damerau–Levenshtein distance (optimal string alignment): a swap of two neighbours counts as one edit.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = value
            }
        }
        return d[a.count * width + b.count]
    }
}
