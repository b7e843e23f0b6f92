import LifeCore

extension Game {
    /// Carries out one action.
    public mutating func apply(_ action: Action) {
        switch action {
        case .togglePause:
            paused.toggle()
            message = paused ? "paused" : "running"
        case .step:
            paused = true
            advance(1)
            message = "step"
        case let .speed(direction):
            speed = Self.nextSpeed(from: speed, direction: direction)
            message = "speed \(Self.format(speed))/s"
        case let .cellSize(delta):
            let size = min(Self.cellSizes.upperBound, max(Self.cellSizes.lowerBound, geometry.cellSize + delta))
            resize(to: CanvasGeometry(columns: geometry.columns, rows: geometry.rows, cellSize: size))
            message = "cell size \(size)"
        case .randomFill:
            randomFill(density: 0.3)
            message = "random fill"
        case .clear:
            clearBoard()
            message = "cleared"
        case let .palette(delta):
            let all = Self.palettes
            let i = (all.firstIndex(of: palette) ?? 0) + delta
            palette = all[((i % all.count) + all.count) % all.count]
            changedLook("palette \(palette)")
        case let .hue(delta):
            hue = (hue + Double(delta) * 15).truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            changedLook("hue \(Int(hue))°")
        case let .hueRange(delta):
            hueRange = min(360, max(0, hueRange + Double(delta) * 15))
            changedLook("hue range \(Int(hueRange))°")
        case let .purity(delta):
            purity = Self.step(purity, by: Double(delta) * 0.1)
            changedLook("purity \(Self.format(purity))")
        case let .decay(delta):
            decay = Self.step(decay, by: Double(delta) * 0.1)
            message = "decay \(Self.format(decay))"
        case .toggleVideo:
            videoOn.toggle()
            message = videoOn ? "video on" : "video off"
        case .toggleMirror:
            mirror.toggle()
            message = mirror ? "mirrored" : "not mirrored"
        case .nextHeading:
            heading = heading.next
            message = "gliders head \(heading.arrow)"
        case .snapshot:
            requests.append(.snapshot)
        case .toggleRecording:
            requests.append(.toggleRecording)
        case .toggleHelp:
            showHelp.toggle()
        case .closeHelp:
            showHelp = false
        case .quit:
            quitRequested = true
        case let .click(cell):
            if paused {
                board.toggle(x: cell.x, y: cell.y)
                if !board[cell.x, cell.y] { killed.append(cell) }
            } else {
                launchGlider(at: cell)
            }
        case let .paint(cells, alive):
            for c in cells {
                board[c.x, c.y] = alive
            }
            if !alive { killed += cells }
        }
    }

    /// The next speed on the ladder above (`direction > 0`) or below the current one.
    static func nextSpeed(from speed: Double, direction: Int) -> Double {
        if direction > 0 { return speeds.first { $0 > speed * 1.0001 } ?? speeds.last! }
        return speeds.last { $0 < speed * 0.9999 } ?? speeds.first!
    }

    /// `value + delta` clamped to 0…1 and rounded to tenths, so steps come back exactly.
    static func step(_ value: Double, by delta: Double) -> Double {
        (min(1, max(0, value + delta)) * 10).rounded() / 10
    }

    /// A short number: `2`, `0.5`, `0.25`.
    static func format(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let hundredths = Int((value * 100).rounded())
        let text = "\(hundredths / 100).\(String(format2: hundredths % 100))"
        return text.hasSuffix("0") ? String(text.dropLast()) : text
    }

    private mutating func changedLook(_ text: String) {
        revision += 1
        message = text
    }
}

extension String {
    /// Two digits with a leading zero.
    init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}
