/// One colour per board cell, r, g, b in 0…1, computed once for a board size
/// and `ColourSettings`, and recomputed only when one of them changes (or
/// every frame, when the settings are time-dependent).
///
/// Two tables: `samples` holds three noise values per cell (the expensive
/// part), which depend only on size, seed and — when animated — time; `rgb`
/// maps them through the palette. So a hue change or an HSV pulse remaps the
/// cached samples without sampling noise again.
///
/// Layout of both: 3 Floats per cell, row-major, `(y * width + x) * 3`.
///
/// The `geometric` palette also gives each cell an opacity (how strongly its
/// colour is laid over the background) and a layer (its swatch, which orders
/// the drawing so overlaps blend the same way everywhere); other palettes
/// draw every cell at opacity 1 on layer 0.
public struct CellColours: Sendable {
    public private(set) var width = 0
    public private(set) var height = 0
    public private(set) var rgb: [Float] = []
    /// Per cell, row-major: 0…1.
    public private(set) var opacity: [Float] = []
    /// Per cell, row-major: the swatch index for `geometric`, else 0.
    public private(set) var layer: [UInt8] = []
    private var samples: [Float] = []
    /// Whether `opacity` and `layer` hold geometric swatches (else all 1 and 0).
    private var hasSwatches = false
    private var sampledFor: (seed: UInt64?, time: Double)?
    private var computedFor: (settings: ColourSettings, time: Double)?

    /// Noise coordinates move this many units per second of `time` when animated.
    static let drift = 10.0
    /// The original multiplied cell coordinates by 5 before the zoom of 50.
    static let cellSpread = 5.0
    /// 26 December 1937, as a number: the seed when none is given.
    static let conwaysBirthday: UInt64 = 1937_12_26

    public init() {}

    /// These colours, each times the colour of its cell's state, as a rule
    /// file's states are painted: `tints` one state a cell (row by row, the
    /// table's size), `colours` one a state (a state past them takes the last).
    public func tinted(by tints: [UInt8], colours: [RGB]) -> CellColours {
        var copy = self
        guard tints.count == width * height, !colours.isEmpty else { return copy }
        let scale = colours.map { SIMD3<Float>(Float($0.r), Float($0.g), Float($0.b)) / 255 }
        copy.rgb.withUnsafeMutableBufferPointer { rgb in
            for (i, tint) in tints.enumerated() {
                let c = scale[min(Int(tint), scale.count - 1)]
                rgb[i * 3] *= c.x
                rgb[i * 3 + 1] *= c.y
                rgb[i * 3 + 2] *= c.z
            }
        }
        return copy
    }

    /// Brings the table up to date; returns true if it was recomputed.
    @discardableResult
    public mutating func update(width: Int, height: Int, settings: ColourSettings, time: Double) -> Bool {
        let t = settings.isTimeDependent ? time : 0
        if width == self.width, height == self.height, let done = computedFor,
           done.settings == settings, done.time == t {
            return false
        }
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            sampledFor = nil
            rgb = [Float](repeating: 1, count: width * height * 3)
            samples = rgb
            opacity = [Float](repeating: 1, count: width * height)
            layer = [UInt8](repeating: 0, count: width * height)
        }
        computedFor = (settings, t)
        if settings.palette != .geometric, hasSwatches {
            for i in opacity.indices { opacity[i] = 1; layer[i] = 0 }
        }
        hasSwatches = settings.palette == .geometric
        switch settings.palette {
        case .mono:
            for i in rgb.indices { rgb[i] = 1 }
        case .geometric:
            var rng = Xoshiro256(seed: settings.seed ?? Self.conwaysBirthday)
            let swatches = GeometricSwatch.standard
            for i in 0..<(width * height) {
                let (index, alpha) = GeometricSwatch.draw(from: swatches, using: &rng)
                let c = swatches[index].colour
                rgb[i * 3] = Float(c.r) / 255; rgb[i * 3 + 1] = Float(c.g) / 255; rgb[i * 3 + 2] = Float(c.b) / 255
                opacity[i] = Float(alpha)
                layer[i] = UInt8(index)
            }
        case .perlin, .hsv, .birthday:
            sample(seed: settings.seed, time: settings.animated ? t * Self.drift : 0)
            paint(settings: settings, time: t)
        }
        return true
    }

    /// The colour of cell (x, y), r, g, b in 0…1.
    public subscript(x: Int, y: Int) -> (r: Float, g: Float, b: Float) {
        let o = (y * width + x) * 3
        return (rgb[o], rgb[o + 1], rgb[o + 2])
    }

    /// The original's three noise slices per cell, shifted by +0.5 and clamped:
    /// (x·5, y·5, 100, t), (x·5, y·5, 0, 100 + t), (x·5, y·5, 0, t).
    private mutating func sample(seed: UInt64?, time t: Double) {
        if let done = sampledFor, done.seed == seed, done.time == t { return }
        sampledFor = (seed, t)
        let field = NoiseField(noise: seed.map { PerlinNoise(seed: $0) } ?? .reference)
        let s = Self.cellSpread, w = width
        samples.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<w {
                    let fx = Double(x) * s, fy = Double(y) * s, o = (y * w + x) * 3
                    out[o] = Float(unit(field.value(fx, fy, 100, t)))
                    out[o + 1] = Float(unit(field.value(fx, fy, 0, 100 + t)))
                    out[o + 2] = Float(unit(field.value(fx, fy, 0, t)))
                }
            }
        }
    }

    /// Maps the samples through a noise palette.
    private mutating func paint(settings: ColourSettings, time: Double) {
        let count = width * height
        samples.withUnsafeBufferPointer { n in
            rgb.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    let o = i * 3
                    switch settings.palette {
                    case .hsv:
                        let c = settings.hsv.colour(n: Double(n[o + 2]), ns: Double(n[o]), nv: Double(n[o + 1]), time: time).rgb
                        out[o] = Float(c.r); out[o + 1] = Float(c.g); out[o + 2] = Float(c.b)
                    case .birthday:
                        let c = Self.confetti(Double(n[o + 2]))
                        out[o] = Float(c.0); out[o + 1] = Float(c.1); out[o + 2] = Float(c.2)
                    default:
                        out[o] = n[o]; out[o + 1] = n[o + 1]; out[o + 2] = n[o + 2]
                    }
                }
            }
        }
    }

    /// Party colours in bands of the noise: the birthday palette.
    private static func confetti(_ n: Double) -> (Double, Double, Double) {
        let bands: [(Double, Double, Double)] = [
            (1.0, 0.25, 0.3), (1.0, 0.6, 0.1), (1.0, 0.9, 0.2),
            (0.3, 0.9, 0.4), (0.3, 0.6, 1.0), (0.8, 0.4, 1.0),
        ]
        let i = min(bands.count - 1, max(0, Int(n * Double(bands.count))))
        return bands[i]
    }
}

/// Noise (about −1…1) shifted by +0.5 and clamped, as the original did.
private func unit(_ n: Double) -> Double { min(max(n + 0.5, 0), 1) }
