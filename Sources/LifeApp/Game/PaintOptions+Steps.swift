import LifeCore

/// The steps the look's keys take: the palette cycle, the floors, tenths.
extension PaintOptions {
    /// The palette `delta` steps along the `p` cycle (birthday leads back into it).
    static func palette(after palette: Palette, _ delta: Int) -> Palette {
        let cycle: [Palette] = [.perlin, .hsv, .geometric, .mono]
        let i = cycle.firstIndex(of: palette) ?? (delta > 0 ? -1 : 0)
        return cycle[((i + delta) % cycle.count + cycle.count) % cycle.count]
    }

    /// The floor `delta` steps along `floors` from `floor` (a value between
    /// two, from `--floor`, goes to the next one up or down), round from the end.
    static func floor(after floor: Double, _ delta: Int) -> Double {
        let n = floors.count
        if delta > 0 { return floors.first { $0 > floor + 1e-6 } ?? floors[0] }
        if delta < 0 { return floors.last { $0 < floor - 1e-6 } ?? floors[n - 1] }
        return floor
    }

    /// `value + delta` clamped to 0…1 and rounded to tenths, so steps come back exactly.
    static func step(_ value: Double, by delta: Double) -> Double {
        (min(1, max(0, value + delta)) * 10).rounded() / 10
    }

    /// `pure`, `dark 0.4`, `pale 0.25`.
    static func toneName(_ tone: Double) -> String {
        let amount = NumberText.short((abs(tone) * 100).rounded() / 100)
        return amount == "0" ? "pure" : tone < 0 ? "dark \(amount)" : "pale \(amount)"
    }
}
