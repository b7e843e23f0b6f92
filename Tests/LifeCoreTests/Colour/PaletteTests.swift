import Testing
@testable import LifeCore

@Suite struct PaletteTests {
    @Test(arguments: [
        (CalendarDay(year: 2026, month: 12, day: 26), Palette.birthday),
        (CalendarDay(year: 1937, month: 12, day: 26), .birthday),
        (CalendarDay(year: 2026, month: 12, day: 25), .perlin),
        (CalendarDay(year: 2026, month: 11, day: 26), .perlin),
        (CalendarDay(year: 2027, month: 1, day: 1), .perlin),
    ])
    func birthdayOnlyOnTheTwentySixthOfDecember(day: CalendarDay, expected: Palette) {
        #expect(Palette.defaultPalette(on: day) == expected)
        #expect(PaintOptions.defaults(on: day).colours.palette == expected)
    }

    @Test func noDayMeansPerlin() {
        #expect(Palette.defaultPalette(on: nil) == .perlin)
    }

    @Test func cyclingVisitsEveryEverydayPaletteOnce() {
        var seen: [Palette] = []
        var p = Palette.perlin
        repeat { seen.append(p); p = p.next } while p != .perlin
        #expect(Set(seen) == [.perlin, .hsv, .geometric, .mono])
        #expect(Palette.birthday.next == .perlin)
    }

    @Test(arguments: [("perlin", Palette.perlin), ("HSV", .hsv), ("mono", .mono), ("geometric", .geometric)])
    func parsesNames(name: String, palette: Palette) {
        #expect(Palette(name: name) == palette)
    }

    @Test func rejectsUnknownNames() {
        #expect(Palette(name: "sepia") == nil)
    }
}

@Suite struct CellColoursTests {
    @Test func perlinColoursFollowTheOriginalFormula() {
        var table = CellColours()
        table.update(width: 20, height: 10, settings: ColourSettings(palette: .perlin), time: 0)
        let field = NoiseField()
        func unit(_ n: Double) -> Float { Float(min(max(n + 0.5, 0), 1)) }
        for (x, y) in [(0, 0), (3, 7), (19, 9), (11, 2)] {
            let fx = Double(x) * 5, fy = Double(y) * 5
            let c = table[x, y]
            #expect(c.r == unit(field.value(fx, fy, 100, 0)))
            #expect(c.g == unit(field.value(fx, fy, 0, 100)))
            #expect(c.b == unit(field.value(fx, fy, 0, 0)))
        }
    }

    @Test func recomputesOnlyWhenSomethingChanges() {
        var table = CellColours()
        let perlin = ColourSettings(palette: .perlin)
        var changed = table.update(width: 8, height: 8, settings: perlin, time: 0)
        #expect(changed)
        changed = table.update(width: 8, height: 8, settings: perlin, time: 5)
        #expect(!changed)
        changed = table.update(width: 9, height: 8, settings: perlin, time: 5)
        #expect(changed)
        changed = table.update(width: 9, height: 8, settings: ColourSettings(palette: .perlin, seed: 3), time: 5)
        #expect(changed)
        let animated = ColourSettings(palette: .perlin, animated: true)
        changed = table.update(width: 9, height: 8, settings: animated, time: 5)
        #expect(changed)
        changed = table.update(width: 9, height: 8, settings: animated, time: 6)
        #expect(changed)
        changed = table.update(width: 9, height: 8, settings: animated, time: 6)
        #expect(!changed)
    }

    @Test func animatedColoursDriftWithTime() {
        var a = CellColours(), b = CellColours()
        let s = ColourSettings(palette: .perlin, animated: true)
        a.update(width: 16, height: 16, settings: s, time: 0)
        b.update(width: 16, height: 16, settings: s, time: 1)
        #expect(a.rgb != b.rgb)
    }

    @Test func hsvPulseRecoloursEveryFrame() {
        var table = CellColours()
        let s = ColourSettings(palette: .hsv, hsv: HSVModel(hueCentre: 0, hueRange: 90, purity: 1, pulsePeriod: 2))
        table.update(width: 6, height: 6, settings: s, time: 0)
        let first = table.rgb
        let changed = table.update(width: 6, height: 6, settings: s, time: 0.5)
        #expect(changed && table.rgb != first)
        table.update(width: 6, height: 6, settings: s, time: 2)
        #expect(table.rgb.elementsEqual(first) { abs($0 - $1) < 1e-5 })
    }

    @Test func monoIsWhite() {
        var table = CellColours()
        table.update(width: 5, height: 4, settings: ColourSettings(palette: .mono), time: 0)
        #expect(table.rgb.allSatisfy { $0 == 1 })
    }

    @Test func geometricUsesTheFiveSwatchesByWeightWithTheirOpacities() {
        var table = CellColours()
        let w = 120, h = 100
        table.update(width: w, height: h, settings: ColourSettings(palette: .geometric, seed: 7), time: 0)
        var counts = [Int](repeating: 0, count: 5)
        for y in 0..<h {
            for x in 0..<w {
                // Each cell holds its swatch's own colour, its index as the layer, an opacity in the swatch's range.
                let i = y * w + x, layer = Int(table.layer[i])
                let s = GeometricSwatch.standard[layer]
                let c = table[x, y]
                #expect([c.r, c.g, c.b] == [s.colour.r, s.colour.g, s.colour.b].map { Float($0) / 255 })
                #expect(s.opacity.contains(Double(table.opacity[i])), "cell \(x),\(y): \(table.opacity[i])")
                counts[layer] += 1
            }
        }
        // Weights 3:2:1:2:1 over 12,000 cells: each count within 15% of its share.
        for (i, s) in GeometricSwatch.standard.enumerated() {
            let expected = Double(w * h * s.weight) / 9
            #expect(abs(Double(counts[i]) - expected) < expected * 0.15, "swatch \(i): \(counts[i]) vs \(expected)")
        }
        // Another palette afterwards draws every cell opaque on one layer.
        table.update(width: w, height: h, settings: ColourSettings(palette: .perlin, seed: 7), time: 0)
        #expect(table.opacity.allSatisfy { $0 == 1 } && table.layer.allSatisfy { $0 == 0 })
    }

    @Test func geometricDependsOnTheSeed() {
        var a = CellColours(), b = CellColours(), c = CellColours()
        a.update(width: 10, height: 10, settings: ColourSettings(palette: .geometric, seed: 1), time: 0)
        b.update(width: 10, height: 10, settings: ColourSettings(palette: .geometric, seed: 1), time: 0)
        c.update(width: 10, height: 10, settings: ColourSettings(palette: .geometric, seed: 2), time: 0)
        #expect(a.rgb == b.rgb && a.opacity == b.opacity)
        #expect(a.rgb != c.rgb)
    }

    @Test func hsvColoursStayInTheHueRange() {
        var table = CellColours()
        let model = HSVModel(hueCentre: 120, hueRange: 30, purity: 1)
        table.update(width: 30, height: 30, settings: ColourSettings(palette: .hsv, hsv: model), time: 0)
        for y in 0..<30 {
            for x in 0..<30 {
                let c = table[x, y]
                // Hues 105…135 at full saturation and value: green at 1, red and blue small.
                #expect(c.g == 1 && c.b <= 0.5 + 1e-6 && c.r <= 0.25 + 1e-6, "\(c)")
            }
        }
    }
}
