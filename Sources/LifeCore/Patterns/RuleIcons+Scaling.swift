/// The sizes a rule file did not give, made as Golly makes them when it
/// loads the rule (`ParseIcons` then `ScaleIconBitmaps` in Golly's
/// `gui-common`): a missing 7 × 7 sheet from the 15 × 15 one, else the
/// 31 × 31; a missing 15 × 15 from the 31 × 31; a missing 31 × 31 from the
/// 15 × 15, made twice as large plus one. Golly makes nothing from 7 × 7
/// icons alone (its `CreateBiggerIcon` scales only 15 up to 31); lifecam
/// then draws the 7 × 7 ones at every size (`RuleIcons.sheet(forCell:)`).
extension RuleIcons {
    /// The sheets given and those Golly makes from them, smallest first.
    public var gollySheets: [Sheet] {
        var bySide: [Int: Sheet] = [:]
        for sheet in sheets { bySide[sheet.side] = sheet }
        if bySide[7] == nil, let larger = bySide[15] ?? bySide[31] { bySide[7] = larger.smaller(side: 7) }
        if bySide[15] == nil, let larger = bySide[31] { bySide[15] = larger.smaller(side: 15) }
        if bySide[31] == nil, let smaller = bySide[15] { bySide[31] = smaller.doubled() }
        return bySide.keys.sorted().map { bySide[$0]! }
    }

    /// The sheet to draw a cell `cellSide` pixels across with: the largest of
    /// `gollySheets` no larger than the cell; nil below the smallest (Golly
    /// draws icons from its scale 1:8 up, a 7 × 7 icon and a pixel's gap).
    public func sheet(forCell cellSide: Double) -> Sheet? {
        gollySheets.last { Double($0.side) <= cellSide }
    }

    /// Whether the icons are drawn in their own colours (a pixel of any
    /// sheet is not a grey) rather than tinted with their state's colour.
    /// Golly looks at its 7 × 7 icons only; every sheet it has holds the
    /// same colours unless a file draws its sizes differently.
    public var isMultiColour: Bool { sheets.contains { $0.isMultiColour } }
}

extension RuleIcons.Sheet {
    /// Golly's `CreateSmallerIcon`: every `s`-th pixel across and down, from
    /// pixel `s / 2`, where `s` is this side over the new one (rounded down).
    func smaller(side new: Int) -> Self {
        let sample = side / new, offset = sample / 2
        var out: [RGB] = []
        out.reserveCapacity(count * new * new)
        for k in 0..<count {
            let icon = icon(state: k + 1), start = icon.startIndex
            for row in 0..<new {
                for col in 0..<new { out.append(icon[start + (offset + row * sample) * side + offset + col * sample]) }
            }
        }
        return Self(side: new, count: count, pixels: out)
    }

    /// Golly's `CreateBiggerIcon` for 15 × 15 icons: each pixel becomes 2 × 2,
    /// those past the middle row or column one further on, the middle row's
    /// and column's 2 × 3 or 3 × 2, the middle pixel 3 × 3, so that a
    /// symmetric icon stays symmetric at 31 × 31. Black pixels stay black.
    func doubled() -> Self {
        let new = 2 * side + 1, middle = side / 2
        var out = [RGB](repeating: .black, count: count * new * new)
        for k in 0..<count {
            let icon = icon(state: k + 1), start = icon.startIndex, base = k * new * new
            for row in 0..<side {
                for col in 0..<side {
                    let colour = icon[start + row * side + col]
                    guard colour != .black else { continue }
                    let x = col * 2 + (col > middle ? 1 : 0), y = row * 2 + (row > middle ? 1 : 0)
                    let wide = col == middle ? 3 : 2, tall = row == middle ? 3 : 2
                    for dy in 0..<tall {
                        for dx in 0..<wide { out[base + (y + dy) * new + x + dx] = colour }
                    }
                }
            }
        }
        return Self(side: new, count: count, pixels: out)
    }
}
