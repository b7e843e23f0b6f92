/// Heckbert's median cut over a picture's 15-bit buckets (`SixelPalette`):
/// the box with the most pixels × its longest side² (in 5-bit steps) is cut
/// across that side where half its pixels lie on each side, until there are
/// as many boxes as registers or none can be cut. Since a frame is one
/// picture with one palette, cutting the box with the longest side first
/// (as before) lost 1–1.8 dB on Life over video against a palette per band;
/// cutting the most populous first wins it back, for 7–12 % more bytes than
/// the longest side (docs/BENCHMARKS.md, "Pixels at the terminal's pace").
enum SixelMedianCut {
    /// A bucket's pixels: how many, and their colour sums.
    struct Item: Sendable {
        var bucket: Int
        var weight: Int
        var sum: (Int, Int, Int)

        /// The pixels' mean colour, rounded.
        var mean: (UInt8, UInt8, UInt8) { SixelMedianCut.mean(of: [self]) }

        /// The bucket's place along `axis` (0 red, 1 green, 2 blue), 0…31.
        func coordinate(_ axis: Int) -> Int { bucket >> (10 - 5 * axis) & 31 }
    }

    /// A run of items and how it would be cut.
    private struct Box {
        var range: Range<Int>
        var weight = 0
        var axis = 0
        var score = 0

        init(_ items: ArraySlice<Item>) {
            range = items.indices
            var low = [31, 31, 31], high = [0, 0, 0]
            for item in items {
                weight += item.weight
                for a in 0..<3 {
                    low[a] = min(low[a], item.coordinate(a))
                    high[a] = max(high[a], item.coordinate(a))
                }
            }
            let sides = (0..<3).map { high[$0] - low[$0] }
            axis = sides.firstIndex(of: sides.max() ?? 0) ?? 0
            score = sides[axis] == 0 ? 0 : weight * sides[axis] * sides[axis]
        }
    }

    /// Cuts `items` (reordered) into at most `count` boxes, as ranges of `items`.
    static func boxes(_ items: inout [Item], count: Int) -> [Range<Int>] {
        guard !items.isEmpty else { return [] }
        var boxes = [Box(items[...])]
        while boxes.count < count, let i = boxes.indices.max(by: { boxes[$0].score < boxes[$1].score }), boxes[i].score > 0 {
            let box = boxes[i], axis = box.axis
            items[box.range].sort { $0.coordinate(axis) < $1.coordinate(axis) }
            var cut = box.range.lowerBound + 1, seen = 0
            for j in box.range {
                seen += items[j].weight
                if 2 * seen >= box.weight {
                    cut = j + 1
                    break
                }
            }
            // Both halves keep an item, and no bucket is split from its equals along the axis.
            cut = min(max(cut, box.range.lowerBound + 1), box.range.upperBound - 1)
            boxes[i] = Box(items[box.range.lowerBound..<cut])
            boxes.append(Box(items[cut..<box.range.upperBound]))
        }
        return boxes.map(\.range)
    }

    /// The mean colour of the pixels of `items`, rounded.
    static func mean(of items: some Collection<Item>) -> (UInt8, UInt8, UInt8) {
        var w = 0, r = 0, g = 0, b = 0
        for item in items {
            w += item.weight
            r += item.sum.0
            g += item.sum.1
            b += item.sum.2
        }
        guard w > 0 else { return (0, 0, 0) }
        return (UInt8((r + w / 2) / w), UInt8((g + w / 2) / w), UInt8((b + w / 2) / w))
    }
}
