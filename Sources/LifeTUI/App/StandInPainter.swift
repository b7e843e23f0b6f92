import LifeCore

/// Paints the board as a fading mask over white until the LifeCore pipeline
/// lands: intensity 1 for live cells, × (1 − decay) per generation for dead
/// ones, a hue per cell from its position, each cell k×k canvas pixels.
struct StandInPainter {
    private var intensity: [Float] = []
    private var width = 0, height = 0
    private var lastGeneration = 0

    mutating func paint(_ game: inout Game) -> RGBFrame {
        let g = game.geometry, board = game.board
        if board.width != width || board.height != height {
            width = board.width
            height = board.height
            intensity = Array(repeating: 0, count: width * height)
            lastGeneration = game.generation
        }
        let darkened = game.takeDarkened()
        if darkened.wiped {
            for i in intensity.indices { intensity[i] = 0 }
        }
        for c in darkened.killed where c.x >= 0 && c.y >= 0 && c.x < width && c.y < height {
            intensity[c.y * width + c.x] = 0
        }
        let generations = max(0, game.generation - lastGeneration)
        lastGeneration = game.generation
        let fade = Float(pow(1 - game.decay, Double(min(generations, 64))))
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                intensity[i] = board[x, y] ? 1 : intensity[i] * fade
            }
        }
        var frame = RGBFrame(width: g.pixelWidth, height: g.pixelHeight)
        let k = g.cellSize
        for y in 0..<min(height, g.pixelHeight / k) {
            for x in 0..<min(width, g.pixelWidth / k) {
                let level = intensity[y * width + x]
                guard level > 0.01 else { continue }
                let c = Self.colour(x: x, y: y, game: game, level: level)
                for py in y * k..<(y + 1) * k {
                    for px in x * k..<(x + 1) * k { frame[px, py] = c }
                }
            }
        }
        return frame
    }

    /// A hue inside the game's range, chosen by the cell's position.
    private static func colour(x: Int, y: Int, game: Game, level: Float) -> RGB {
        let t = Double((x * 7 + y * 13) % 64) / 63
        let h = game.hue + (t - 0.5) * game.hueRange
        let s = game.palette == "mono" ? 0 : game.purity
        let (r, g, b) = hsv(h, s, 1)
        let l = Double(level) * 255
        return RGB(UInt8(r * l), UInt8(g * l), UInt8(b * l))
    }

    private static func hsv(_ hue: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let c = v * s, x = c * (1 - abs((h / 60).truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h / 60) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}

private func pow(_ base: Double, _ n: Double) -> Double {
    var r = 1.0
    for _ in 0..<Int(n) { r *= base }
    return r
}
