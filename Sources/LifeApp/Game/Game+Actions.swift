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
            // Whole sizes from a fractional start: 2.5 goes to 3 or 2.
            let stepped = delta > 0 ? geometry.cellSize.rounded(.down) + Double(delta) : geometry.cellSize.rounded(.up) + Double(delta)
            let size = min(LookOptions.cells.upperBound, max(LookOptions.cells.lowerBound, stepped))
            var next = geometry
            next.cellSize = size
            resize(to: next)
            message = "cell size \(Self.format(size))"
        case .randomFill:
            editWholeWorld("random fill") { $0.randomFill() }
            if !message.hasPrefix("random fill") { message = "random fill" }
        case .clear:
            editWholeWorld("clear") { $0.board.clear() }
            if !message.hasPrefix("clear") { message = "cleared" }
            playerEdited()
        case let .palette(delta):
            look.colours.palette = Self.palette(after: look.colours.palette, delta)
            message = "palette \(look.colours.palette)"
        case let .hue(delta):
            var hue = (look.colours.hsv.hueCentre + Double(delta) * 15).truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            look.colours.hsv.hueCentre = hue
            message = "hue \(Int(hue))°" + hsvHint
        case let .hueRange(delta):
            look.colours.hsv.hueRange = min(360, max(0, look.colours.hsv.hueRange + Double(delta) * 15))
            message = "hue range \(Int(look.colours.hsv.hueRange))°" + hsvHint
        case let .purity(delta):
            look.colours.hsv.purity = Self.step(look.colours.hsv.purity, by: Double(delta) * 0.1)
            message = "purity \(Self.format(look.colours.hsv.purity))" + hsvHint
        case let .decay(delta):
            look.decay = Float(Self.step(Double(look.decay), by: Double(delta) * 0.1))
            message = "decay \(Self.format(Double(look.decay)))"
        case .toggleVideo:
            look.showVideo.toggle()
            message = look.showVideo ? "video on" : "video off"
        case .toggleBirths:
            toggleBirths()
        case .toggleMirror:
            look.mirror.toggle()
            message = look.mirror ? "mirrored" : "not mirrored"
        case .toggleLight:
            look.lightMode.toggle()
            message = look.lightMode ? "light mode" : "dark mode"
        case .toggleFit:
            look.scaling = look.scaling == .cover ? .fit : .cover
            message = look.scaling == .fit ? "video fits (whole picture)" : "video covers (cropped)"
        case .toggleAnimated:
            look.colours.animated.toggle()
            message = (look.colours.animated ? "colours drift" : "colours still") + noiseHint
        case .togglePulse:
            if look.colours.hsv.pulsePeriod == nil {
                look.colours.hsv.pulsePeriod = pulsePeriod
                message = "hue pulse every \(Self.format(pulsePeriod)) s" + hsvHint
            } else {
                look.colours.hsv.pulsePeriod = nil
                message = "hue pulse off" + hsvHint
            }
        case .nextHeading:
            turnBrush()
        case let .brush(delta):
            changeBrush(by: delta)
        case let .hover(cell):
            pointer = cell
        case .nextBlitter:
            requests.append(.nextBlitter)
        case let .pan(dx, dy):
            pan(dx: dx, dy: dy)
        case .snapshot:
            requests.append(.snapshot)
        case .toggleRecording:
            requests.append(.toggleRecording)
        case .saveBoard:
            requests.append(.saveBoard)
        case .exportSVG:
            requests.append(.exportSVG)
        case .toggleHelp:
            showHelp.toggle()
        case .closeHelp:
            showHelp = false
        case .quit:
            quitRequested = true
        case let .click(cell):
            // A glider launched into a running board is play, not an edit to keep.
            if brush.shape != nil || paused { playerEdited() }
            click(cell)
        case let .paint(cells, alive):
            paint(cells, alive: alive)
            playerEdited()
        case .endStroke:
            finishEdit()
            lastStamp = nil
        case .undo:
            undo()
            playerEdited()
        case .redo:
            redo()
            playerEdited()
        case .toggleKeepAlive:
            toggleKeepAlive()
        case .toggleStrip:
            requests.append(.toggleStrip)
        case .suspend:
            requests.append(.suspend)
        case .setHue, .setTone, .setDecay, .setSpeed, .choosePalette:
            applyStrip(action)
        }
    }

    /// Hue and purity shape only the `hsv` palette: say so when another is shown.
    private var hsvHint: String { look.colours.palette == .hsv ? "" : " (hsv palette: p)" }

    /// Drift moves the noise of the `perlin`, `hsv` and birthday palettes only.
    private var noiseHint: String {
        switch look.colours.palette {
        case .mono, .geometric: " (perlin or hsv palette: p)"
        case .perlin, .hsv, .birthday: ""
        }
    }

    /// The palette `delta` steps along the `p` cycle (birthday leads back into it).
    package static func palette(after palette: Palette, _ delta: Int) -> Palette {
        let cycle: [Palette] = [.perlin, .hsv, .geometric, .mono]
        let i = cycle.firstIndex(of: palette) ?? (delta > 0 ? -1 : 0)
        return cycle[((i + delta) % cycle.count + cycle.count) % cycle.count]
    }

    /// The next speed on the ladder above (`direction > 0`) or below the current one.
    package static func nextSpeed(from speed: Double, direction: Int) -> Double {
        if direction > 0 { return speeds.first { $0 > speed * 1.0001 } ?? speeds.last! }
        return speeds.last { $0 < speed * 0.9999 } ?? speeds.first!
    }

    /// `value + delta` clamped to 0…1 and rounded to tenths, so steps come back exactly.
    package static func step(_ value: Double, by delta: Double) -> Double {
        (min(1, max(0, value + delta)) * 10).rounded() / 10
    }

    /// A short number: `2`, `0.5`, `0.25`.
    package static func format(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let hundredths = Int((value * 100).rounded())
        let text = "\(hundredths / 100).\(String(format2: hundredths % 100))"
        return text.hasSuffix("0") ? String(text.dropLast()) : text
    }
}

extension String {
    /// Two digits with a leading zero.
    package init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}
