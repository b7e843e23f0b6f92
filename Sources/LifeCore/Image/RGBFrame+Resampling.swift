extension RGBFrame {
    /// This frame at `width × height` (a new packed frame), each axis on its
    /// own: one that grows takes, for each output pixel, the source pixel its
    /// centre falls in (nearest neighbour: a Life cell's edges stay sharp,
    /// and at a whole factor every pixel is repeated alike); one that shrinks
    /// averages the source span each output pixel covers (a box).
    ///
    /// Made to turn a canvas into a picture of what the viewer saw, e.g. a
    /// quadrant canvas of 1:2 pixels ×3 across and ×6 down, not to scale video
    /// (`scaled(toWidth:height:mode:mirror:)` filters smoothly).
    public func resampled(toWidth width: Int, height: Int) -> RGBFrame {
        let width = max(0, width), height = max(0, height)
        guard width > 0, height > 0, self.width > 0, self.height > 0 else { return RGBFrame(width: width, height: height) }
        if width == self.width, height == self.height, stride == width * 3 { return self }
        let across = Self.taps(outputs: width, size: self.width)
        let down = Self.taps(outputs: height, size: self.height)
        // Across first, into rows of the output's width, then down.
        var wide = [UInt8](repeating: 0, count: width * 3 * self.height)
        pixels.withUnsafeBufferPointer { source in
            wide.withUnsafeMutableBufferPointer { target in
                for y in 0..<self.height {
                    Self.apply(across, from: source, base: y * stride, step: 3, into: target, at: y * width * 3, outStep: 3,
                               channels: 3)
                }
            }
        }
        var out = [UInt8](repeating: 0, count: width * 3 * height)
        wide.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                // Down each column's channel in turn: a column of bytes `width * 3` apart.
                for x in 0..<width * 3 {
                    Self.apply(down, from: source, base: x, step: width * 3, into: target, at: x, outStep: width * 3, channels: 1)
                }
            }
        }
        return RGBFrame(width: width, height: height, stride: width * 3, pixels: out)
    }

    /// The filter along one axis: nearest neighbour when it grows (or stays), a box when it shrinks.
    private static func taps(outputs: Int, size: Int) -> AxisTaps {
        if outputs < size { return AxisTaps(outputs: outputs, start: 0, length: Double(size), size: size, area: true) }
        return AxisTaps(nearest: outputs, size: size)
    }

    /// Output `o`'s `channels` bytes (at `start + o * outStep`) from source
    /// pixels `step` bytes apart from `base`, through `taps`.
    private static func apply(_ taps: AxisTaps, from source: UnsafeBufferPointer<UInt8>, base: Int, step: Int,
                              into target: UnsafeMutableBufferPointer<UInt8>, at start: Int, outStep: Int, channels: Int) {
        let count = taps.count
        for o in 0..<taps.index.count / count {
            let out = start + o * outStep
            if count == 1 {
                let i = base + Int(taps.index[o]) * step
                for c in 0..<channels { target[out + c] = source[i + c] }
                continue
            }
            for c in 0..<channels {
                var sum: Int32 = 128
                for t in 0..<count {
                    sum += taps.weight[o * count + t] * Int32(source[base + Int(taps.index[o * count + t]) * step + c])
                }
                target[out + c] = UInt8(truncatingIfNeeded: min(255, sum >> 8))
            }
        }
    }
}
